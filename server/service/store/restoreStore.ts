import type { RestoreChanges, RestoreEntry, RestoreSummary } from '#xml/restoreMap';
import type { Page, Scope } from './scope';

/**
 * Store area: what restores created in the account (`sql/restores.ts`), per snapshot id, so a
 * restore run again anywhere finds the records of an earlier run instead of creating them again.
 */
export interface RestoreStore {
  /** The account's restores, the most recently changed first (at most `limit`). */
  listRestores(scope: Scope, limit: number): Promise<RestoreSummary[]>;
  /** A page of one restore's entries, in the order they were first written; [] when none. */
  restoreEntries(scope: Scope, snapshotId: string, page: Page): Promise<RestoreEntry[]>;
  /** Sets and forgets entries in one transaction (a set entry replaces one of the same source). */
  changeRestore(scope: Scope, snapshotId: string, changes: RestoreChanges): Promise<void>;
  /** Forgets a whole restore; answers how many entries it had. */
  forgetRestore(scope: Scope, snapshotId: string): Promise<number>;
}
