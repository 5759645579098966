import type { Activity } from '#xml/activity';
import type { Page, RecordKind, RecordRef, Scope } from './scope';

/**
 * Filters of the account's activity stream, combined with AND; `since`: at or after (epoch ms);
 * `dealsOfContact`: the entries of the deals a contact is now the party or a related contact of.
 */
export type ActivityFilter = {
  since?: number;
  record?: RecordRef;
  userId?: number;
  dealsOfContact?: number;
};

/** Store area: the activity log, read and pruned (`sql/activities.ts`); writes log in their own transaction. */
export interface ActivityStore {
  /** The account's stream, newest first. */
  listActivities(scope: Scope, filter: ActivityFilter, page: Page): Promise<Activity[]>;
  /** One record's history, newest first (a deleted record's too); null when it never had one. */
  recordActivities(
    scope: Scope,
    kind: RecordKind,
    id: number,
    page: Page,
  ): Promise<Activity[] | null>;
  /** Deletes at most `batchSize` entries older than `before` (epoch ms), of any account; answers how many. */
  pruneBatch(before: number, batchSize: number): Promise<number>;
}
