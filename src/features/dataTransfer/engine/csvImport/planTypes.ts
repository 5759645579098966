import type { SuperTagDefinition } from '#xml/superTag';
import type { User } from '#xml/user';
import type { ImportKind } from './fieldKeys';
import type { RowWrite } from './rowWrite';
import type { ExistingRecord, FieldChange } from './updateChanges';

/** The dry run's vocabulary: what a row becomes and what rows are checked against. */

/** What to do with a row whose record already exists (by name, or by e-mail for people). */
export type DuplicatePolicy = 'skip' | 'update' | 'create';
export type RowAction = 'create' | 'update' | 'skip' | 'error';

export interface PlannedRow {
  /** Index among the data rows. */
  index: number;
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** The record's name or title, for the preview. */
  name: string;
  action: RowAction;
  /** Why it is skipped, updated or an error; also notes on a create. */
  reasons: string[];
  /** The existing record updated or skipped. */
  existingId: number | null;
  /** An update's changes to that record, field by field (empty: it holds them all already). */
  changes?: FieldChange[];
  write: RowWrite | null;
}

/** What the plan checks rows against, read from the account once before the dry run. */
export interface ImportContext {
  kind: ImportKind;
  /** Existing records by duplicate key (lower-case name; for people also each e-mail). */
  existing: ReadonlyMap<string, number>;
  /** The existing records by id, as listed: what an update would change. */
  records: ReadonlyMap<number, ExistingRecord>;
  users: readonly User[];
  statuses: readonly string[];
  superTags: readonly SuperTagDefinition[];
  /** Companies' and people's names (lower case) → id: a deal's contact. */
  contacts: ReadonlyMap<string, number>;
}
