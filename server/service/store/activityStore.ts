import type { RecordKind } from './scope';
import type { sqlActivityStore } from './sql/activities';

/** Filters of the account's activity stream; all optional, combined with AND. */
export interface ActivityFilter {
  /** Only entries at or after this time (epoch ms). */
  since?: number;
  record?: { kind: RecordKind; id: number };
  userId?: number;
}

/** Store area: the activity log, read and pruned (`sql/activities.ts`). */
export type ActivityStore = ReturnType<typeof sqlActivityStore>;
