import type { CsvFileFormat } from '../engine/csvImport/encodeCsvText';
import type { ColumnTarget, ImportKind } from '../engine/csvImport/importFields';
import type { ParsedCsv } from '../engine/csvImport/parseCsv';
import type { DuplicatePolicy, ImportContext, PlannedRow } from '../engine/csvImport/planImport';

/**
 * The import wizard's steps as one reducer: file → mapping → preview (the dry run) → run (the
 * progress, then the report). The run itself lives in runningImport.ts, so leaving the page does
 * not stop it; this state only says which step the page shows.
 */
export type WizardStep = 'file' | 'mapping' | 'preview' | 'run';

export interface LoadedCsv {
  fileName: string;
  /** How the file was written (the failed rows are given back alike). */
  format: CsvFileFormat;
  csv: ParsedCsv;
  context: ImportContext;
}

export interface WizardState {
  step: WizardStep;
  kind: ImportKind;
  file: File | null;
  loaded: LoadedCsv | null;
  mapping: ColumnTarget[];
  policy: DuplicatePolicy;
  plan: PlannedRow[] | null;
  /** The import the run step shows (running, or finished: then its report). */
  runId: string | null;
  busy: string | null;
  error: string | null;
}

export type WizardAction =
  | { type: 'fileChosen'; file: File | null; kind: ImportKind }
  | { type: 'busy'; text: string }
  | { type: 'failed'; error: string }
  | { type: 'loaded'; loaded: LoadedCsv; mapping: ColumnTarget[] }
  | { type: 'mappingChanged'; mapping: ColumnTarget[] }
  | { type: 'policyChanged'; policy: DuplicatePolicy }
  | { type: 'checking' }
  | { type: 'planned'; plan: PlannedRow[] }
  | { type: 'started'; runId: string };

export function initialWizard(runningId: string | null): WizardState {
  return {
    step: runningId === null ? 'file' : 'run',
    kind: 'companies',
    file: null,
    loaded: null,
    mapping: [],
    policy: 'skip',
    plan: null,
    runId: runningId,
    busy: null,
    error: null,
  };
}

/** A changed mapping or policy makes the dry run out of date: back to the mapping step. */
const backToMapping = (state: WizardState): Partial<WizardState> =>
  state.step === 'preview' ? { step: 'mapping', plan: null } : {};

export function importWizard(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'fileChosen':
      return {
        ...initialWizard(null),
        kind: action.kind,
        file: action.file,
        policy: state.policy,
      };
    case 'busy':
      return { ...state, busy: action.text, error: null };
    case 'failed':
      return { ...state, busy: null, error: action.error };
    case 'loaded':
      return {
        ...state,
        step: 'mapping',
        loaded: action.loaded,
        mapping: action.mapping,
        busy: null,
      };
    case 'mappingChanged':
      return { ...state, ...backToMapping(state), mapping: action.mapping };
    case 'policyChanged':
      return { ...state, ...backToMapping(state), policy: action.policy };
    case 'checking':
      return { ...state, plan: null, error: null };
    case 'planned':
      return { ...state, step: 'preview', plan: action.plan, busy: null };
    case 'started':
      return { ...state, step: 'run', runId: action.runId };
  }
}
