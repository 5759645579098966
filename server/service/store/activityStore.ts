import type { sqlActivityStore } from './sql/activities';
import type { RecordRef } from './sql/activityLog';

/** Filters of the account's activity stream, combined with AND; `since`: at or after (epoch ms). */
export type ActivityFilter = { since?: number; record?: RecordRef; userId?: number };

/** Store area: the activity log, read and pruned (`sql/activities.ts`). */
export type ActivityStore = ReturnType<typeof sqlActivityStore>;
