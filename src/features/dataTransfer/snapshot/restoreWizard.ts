import type { RestoreReport } from '../engine/snapshot/restoreReport';
import type { Snapshot } from '../engine/snapshot/snapshotModel';

/**
 * The restore's steps as one reducer: file → ready (its summary, a journal left by an earlier
 * run) → restoring (a dry run or the real one, with progress) → result (then run again at will).
 */
export interface LoadedSnapshot {
  value: Snapshot;
  /** Its digest: the journal's key (journalStorage.ts). */
  key: string;
}

export interface RestoreResultState {
  report: RestoreReport;
  error: string | null;
}

export type RestoreState = {
  file: File | null;
  /** Records an earlier restore of this file created (it carries on from them). */
  journalCount: number;
} & (
  | { step: 'file'; readError: string | null }
  | { step: 'ready'; snapshot: LoadedSnapshot; result: RestoreResultState | null }
  | { step: 'restoring'; snapshot: LoadedSnapshot; done: number; total: number }
);

export type RestoreAction =
  | { type: 'fileChosen'; file: File | null }
  | { type: 'unreadable'; error: string }
  | { type: 'read'; snapshot: LoadedSnapshot; journalCount: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'ended'; result: RestoreResultState; journalCount: number }
  | { type: 'journalForgotten' };

export const initialRestore: RestoreState = {
  step: 'file',
  file: null,
  journalCount: 0,
  readError: null,
};

export function restoreWizard(state: RestoreState, action: RestoreAction): RestoreState {
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
        journalCount: action.journalCount,
        result: null,
      };
    case 'progress':
      return state.step === 'file'
        ? state
        : { ...state, step: 'restoring', done: action.done, total: action.total };
    case 'ended':
      return state.step === 'file'
        ? state
        : {
            step: 'ready',
            file: state.file,
            snapshot: state.snapshot,
            journalCount: action.journalCount,
            result: action.result,
          };
    case 'journalForgotten':
      return { ...state, journalCount: 0 };
  }
}
