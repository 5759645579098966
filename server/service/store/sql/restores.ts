import { sql } from 'kysely';
import type { RestoreEntryKind } from '#xml/restoreMap';
import type { StoreDb } from '../dialect/database';
import type { RestoreStore } from '../restoreStore';

/** Rows one statement inserts or deletes at most (PostgreSQL and SQLite bind-parameter limits). */
const CHUNK = 200;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Store area: the id maps of restores, one row per record created or step done. */
export function sqlRestoreStore(db: StoreDb): RestoreStore {
  return {
    listRestores: (scope, limit) =>
      db.read(async (trx) => {
        const rows = await trx
          .selectFrom('restore_entries')
          .where('account_id', '=', scope.accountId)
          .groupBy('snapshot_id')
          .select([
            'snapshot_id',
            sql<number>`SUM(CASE WHEN source_kind = 'step' THEN 0 ELSE 1 END)`.as('records'),
            sql<number>`SUM(CASE WHEN source_kind = 'step' THEN 1 ELSE 0 END)`.as('steps'),
            sql<number>`MAX(updated_at)`.as('updated_at'),
          ])
          .orderBy(sql`MAX(updated_at)`, 'desc')
          .orderBy('snapshot_id')
          .limit(limit)
          .execute();
        return rows.map((r) => ({
          snapshotId: r.snapshot_id,
          records: Number(r.records),
          steps: Number(r.steps),
          updatedAt: new Date(Number(r.updated_at)).toISOString(),
        }));
      }, scope),

    restoreEntries: (scope, snapshotId, page) =>
      db.read(async (trx) => {
        const rows = await trx
          .selectFrom('restore_entries')
          .where('account_id', '=', scope.accountId)
          .where('snapshot_id', '=', snapshotId)
          .select(['source_kind', 'source_id', 'created_id'])
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute();
        return rows.map((r) => ({
          kind: r.source_kind as RestoreEntryKind,
          sourceId: r.source_id,
          createdId: r.created_id === null ? null : Number(r.created_id),
        }));
      }, scope),

    changeRestore: (scope, snapshotId, changes) =>
      db.write(async (trx) => {
        const now = Date.now();
        for (const batch of chunks(changes.forget))
          await trx
            .deleteFrom('restore_entries')
            .where('account_id', '=', scope.accountId)
            .where('snapshot_id', '=', snapshotId)
            .where((eb) =>
              eb.or(
                batch.map((f) =>
                  eb.and([eb('source_kind', '=', f.kind), eb('source_id', '=', f.sourceId)]),
                ),
              ),
            )
            .execute();
        for (const batch of chunks(changes.set))
          await trx
            .insertInto('restore_entries')
            .values(
              batch.map((e) => ({
                account_id: scope.accountId,
                snapshot_id: snapshotId,
                source_kind: e.kind,
                source_id: e.sourceId,
                created_id: e.createdId,
                updated_at: now,
              })),
            )
            .onConflict((oc) =>
              oc
                .columns(['account_id', 'snapshot_id', 'source_kind', 'source_id'])
                .doUpdateSet((eb) => ({
                  created_id: eb.ref('excluded.created_id'),
                  updated_at: eb.ref('excluded.updated_at'),
                })),
            )
            .execute();
      }, scope),

    forgetRestore: (scope, snapshotId) =>
      db.write(async (trx) => {
        const result = await trx
          .deleteFrom('restore_entries')
          .where('account_id', '=', scope.accountId)
          .where('snapshot_id', '=', snapshotId)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }, scope),
  };
}
