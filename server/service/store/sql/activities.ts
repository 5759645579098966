import type { ActivityStore } from '../activityStore';
import { sql, type InferResult } from 'kysely';
import type { Activity, ActivityChange, ActivityKind } from '#xml/activity';
import { isoOf } from '#xml/dates';
import type { ActivityFilter } from '../activityStore';
import type { Executor, StoreDb } from '../dialect/database';
import type { Page, RecordKind, Scope } from '../scope';
import { RECORD_TYPE_OF_KIND } from './activityLog';
import { changedRows, recordExists } from './records';

function parseChanges(json: string): ActivityChange[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ActivityChange[]) : [];
  } catch {
    return [];
  }
}

/**
 * A page of the account's log, newest first: one index walk that stops after the page. A
 * contact's deals are the exception: walking the account's log newest first would read all of it
 * for a contact whose deals changed long ago, so there the order is written `+id` (no index gives
 * it) and SQLite reads each deal's entries through activities_by_record, then sorts those.
 */
export function selectPage(db: Executor, scope: Scope, filter: ActivityFilter, page: Page) {
  const { record, userId, since, dealsOfContact } = filter;
  let query = db.selectFrom('activities').selectAll().where('account_id', '=', scope.accountId);
  if (record !== undefined)
    query = query.where('record_kind', '=', record.kind).where('record_id', '=', record.id);
  if (dealsOfContact !== undefined)
    // The contact's deals as `deals.xml?contact_id=` finds them (both sides indexed), then their
    // entries through activities_by_record: a contact's few deals, not the account's whole log.
    query = query.where('record_kind', '=', 'deal').where('record_id', 'in', (eb) =>
      eb
        .selectFrom('deals')
        .select('deals.id')
        .where('deals.account_id', '=', scope.accountId)
        .where((deal) =>
          deal.or([
            deal('deals.deal_with_id', '=', dealsOfContact),
            deal(
              'deals.id',
              'in',
              deal
                .selectFrom('deal_contacts')
                .select('deal_contacts.deal_id')
                .where('deal_contacts.contact_id', '=', dealsOfContact),
            ),
          ]),
        ),
    );
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  if (since !== undefined) query = query.where('created_at', '>=', since);
  const order = dealsOfContact === undefined ? sql.ref<number>('id') : sql<number>`+id`;
  return query.orderBy(order, 'desc').limit(page.limit).offset(page.offset);
}

const toActivity = (row: InferResult<ReturnType<typeof selectPage>>[number]): Activity => ({
  name: row.record_name,
  description: row.description,
  recordType: RECORD_TYPE_OF_KIND[row.record_kind as RecordKind],
  recordId: row.record_id,
  userName: row.user_name,
  userId: row.user_id,
  date: isoOf(row.created_at),
  id: row.id,
  kind: row.kind as ActivityKind,
  changes: parseChanges(row.changes),
});

/** Store area: the activity log, newest first; the other areas write it (`activityLog.ts`). */
export function sqlActivityStore(db: StoreDb): ActivityStore {
  return {
    async listActivities(scope: Scope, filter: ActivityFilter, page: Page) {
      return (await selectPage(db.kysely, scope, filter, page).execute()).map(toActivity);
    },

    /** One record's history, newest first (a deleted record's too); null when it never had one. */
    recordActivities: (scope: Scope, kind: RecordKind, id: number, page: Page) =>
      db.read(async (trx) => {
        const history = (of: Page) =>
          selectPage(trx, scope, { record: { kind, id } }, of).execute();
        const rows = await history(page);
        if (rows.length > 0 || (await recordExists(trx, scope, kind, id)))
          return rows.map(toActivity);
        return (await history({ offset: 0, limit: 1 })).length > 0 ? [] : null;
      }),

    /** Deletes at most `batchSize` entries older than `before` (epoch ms), of any account; answers how many. */
    async pruneBatch(before: number, batchSize: number) {
      const result = await db.write((trx) =>
        trx
          .deleteFrom('activities')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('activities')
              .select('id')
              .where('created_at', '<', before)
              .orderBy('created_at')
              .limit(batchSize),
          )
          .executeTakeFirst(),
      );
      return changedRows(result);
    },
  };
}
