import type { Activity } from '#xml/activity';
import type { Page, RecordKind, Scope } from './scope';

/** Filters of the account's activity stream; all optional, combined with AND. */
export interface ActivityFilter {
  /** Only entries at or after this time (epoch ms). */
  since?: number;
  /** One record's history. */
  record?: { kind: RecordKind; id: number };
  /** One user's actions. */
  userId?: number;
}

/**
 * Store area: the activity log ("what changed, and by whom"). Entries are written by the other
 * areas inside their own write transactions (`recordActivity` in `sql/activities.ts`), so a change
 * and its entry commit or roll back together; this area only reads and prunes them. Lists are
 * newest first (by id, which grows with time).
 */
export interface ActivityStore {
  listActivities(scope: Scope, filter: ActivityFilter, page: Page): Promise<Activity[]>;
  /**
   * One record's history, newest first; null when the account never had such a record (a
   * deleted record's history still answers).
   */
  recordActivities(
    scope: Scope,
    kind: RecordKind,
    id: number,
    page: Page,
  ): Promise<Activity[] | null>;
  /**
   * Deletes at most `batchSize` entries older than `before` (epoch ms), of any account, in one
   * short statement; returns how many went (retention runs it until it returns less than a batch).
   */
  pruneBatch(before: number, batchSize: number): Promise<number>;
}
