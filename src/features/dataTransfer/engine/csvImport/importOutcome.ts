import type { Location } from '#xml/location';
import type { SuperTagWrite } from '#xml/superTag';
import { isApiError } from '#api/client/apiError';
import { apiErrorText } from '#lib/apiErrorText';
import type { ImportKind } from './importFields';
import type { PlannedRow, RowWrite } from './planImport';

// What running an import produces: each row's result and, as plain data (the import history
// keeps it in the browser), how to undo it.

/** Rows written at once: bounded, so the account's server is not flooded (each row is 1–4 requests). */
export const IMPORT_CONCURRENCY = 5;

export interface ImportProgress {
  done: number;
  total: number;
  failed: number;
  rowsPerSecond: number;
  /** null until there is a rate to tell it by. */
  secondsLeft: number | null;
}

export type RowStatus = 'created' | 'updated' | 'skipped' | 'failed' | 'invalid' | 'not run';

export interface RowResult {
  row: PlannedRow;
  status: RowStatus;
  /** The record created or updated. */
  id: number | null;
  error: string | null;
}

/** How to undo one row: delete what it created, or put back what it updated. Plain data (it may be saved). */
export type UndoEntry =
  | { type: 'created'; kind: ImportKind; id: number }
  | {
      type: 'updated';
      kind: ImportKind;
      id: number;
      /** The fields the import wrote, as they were. */
      previous: RowWrite['main'];
      /** The location of the label the import wrote, as it was; null when it had none (undo deletes it). */
      location: { label: string; previous: Location | null } | null;
      /** Tags the import added (the record did not carry them). */
      addedTags: string[];
      /** Values of the SuperTags the import set, as they were; null: the record did not carry it. */
      superTags: { name: string; previous: SuperTagWrite | null; written: string[] }[];
    };

export interface ImportOutcome {
  results: RowResult[];
  undo: UndoEntry[];
  cancelled: boolean;
  seconds: number;
}

export function describeError(error: unknown): string {
  if (isApiError(error)) return apiErrorText(error) ?? error.messages.join('; ');
  return error instanceof Error ? error.message : String(error);
}
