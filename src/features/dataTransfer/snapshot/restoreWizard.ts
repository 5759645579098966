import type { RestorePlan } from '../engine/snapshot/restorePlan';
import type { RestoreReport } from '../engine/snapshot/restoreReport';
import type { Snapshot } from '../engine/snapshot/snapshotModel';

/**
 * The restore's steps as one reducer: file → ready (its summary and plan: the assignees and
 * SuperTags the target lacks) → restoring (a dry run or the real one, with progress) → result;
 * a restore is previewed first ("will create N, already present M") and confirmed.
 */
export interface LoadedSnapshot {
  value: Snapshot;
  /** Its FNV digest: the browser journal's key (journalStorage.ts), on a classic server. */
  key: string;
  /** Its SHA-256: the key the target account keeps its id map under (our service). */
  id: string;
}

export interface RestoreResultState {
  report: RestoreReport;
  error: string | null;
}

type Loaded = { snapshot: LoadedSnapshot; plan: RestorePlan };

export type RestoreState = {
  file: File | null;
  /** Records an earlier restore of this file created (it carries on from them). */
  journalCount: number;
} & (
  | { step: 'file'; readError: string | null }
  | ({ step: 'ready'; result: RestoreResultState | null; undone: string | null } & Loaded)
  | ({ step: 'confirming'; preview: RestoreReport } & Loaded)
  | ({ step: 'restoring'; done: number; total: number } & Loaded)
);

export type RestoreAction =
  | { type: 'fileChosen'; file: File | null }
  | { type: 'unreadable'; error: string }
  | { type: 'read'; snapshot: LoadedSnapshot; plan: RestorePlan; journalCount: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'previewed'; preview: RestoreReport }
  | { type: 'ended'; result: RestoreResultState; journalCount: number }
  | { type: 'undone'; message: string; journalCount: number }
  | { type: 'journalForgotten' };

export const initialRestore: RestoreState = {
  step: 'file',
  file: null,
  journalCount: 0,
  readError: null,
};

const loaded = (state: RestoreState): Loaded | null =>
  state.step === 'file' ? null : { snapshot: state.snapshot, plan: state.plan };

export function restoreWizard(state: RestoreState, action: RestoreAction): RestoreState {
  const current = loaded(state);
  switch (action.type) {
    case 'fileChosen':
      return { ...initialRestore, file: action.file };
    case 'unreadable':
      return { step: 'file', file: state.file, journalCount: 0, readError: action.error };
    case 'read':
      return {
        step: 'ready',
        file: state.file,
        snapshot: action.snapshot,
        plan: action.plan,
        journalCount: action.journalCount,
        result: null,
        undone: null,
      };
    case 'progress':
      return current === null
        ? state
        : {
            ...current,
            file: state.file,
            journalCount: state.journalCount,
            step: 'restoring',
            done: action.done,
            total: action.total,
          };
    case 'previewed':
      return current === null
        ? state
        : {
            ...current,
            file: state.file,
            journalCount: state.journalCount,
            step: 'confirming',
            preview: action.preview,
          };
    case 'ended':
      return current === null
        ? state
        : {
            ...current,
            file: state.file,
            step: 'ready',
            journalCount: action.journalCount,
            result: action.result,
            undone: null,
          };
    case 'undone':
      return current === null
        ? state
        : {
            ...current,
            file: state.file,
            step: 'ready',
            journalCount: action.journalCount,
            result: null,
            undone: action.message,
          };
    case 'journalForgotten':
      return { ...state, journalCount: 0 };
  }
}
