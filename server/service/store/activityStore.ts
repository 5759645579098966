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
 * Store area: the activity log ("what changed, and by whom"), newest first. Entries are written
 * by the other areas inside their own writes (`sql/activityLog.ts`); this area reads and prunes.
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
  /** Deletes at most `batchSize` entries older than `before` (epoch ms), of any account; answers how many. */
  pruneBatch(before: number, batchSize: number): Promise<number>;
}
