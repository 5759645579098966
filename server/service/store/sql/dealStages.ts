import type { DealStage, DealStageWrite } from '#xml/dealStage';
import type { AccountStore } from '../accountStore';
import type { Executor, StoreDb } from '../dialect/database';
import { changedRows } from './records';
import { invalid, notFound, written, WRITTEN, type WriteResult } from '../writeResult';

/** Per account: changes to its stages take turns, so two never interleave renames and removals. */
const stagesLock = (accountId: number) => `crm account stages ${accountId}`;

const fold = (name: string) => name.toLowerCase();

async function stagesOf(trx: Executor, accountId: number): Promise<DealStage[]> {
  const rows = await trx
    .selectFrom('deal_statuses')
    .select(['name', 'kind', 'retired'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ name: r.name, kind: r.kind, retired: Number(r.retired) === 1 }));
}

/** How many deals hold each status (lower case, as deals store it). */
async function dealsPerStatus(trx: Executor, accountId: number): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('deals')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .where('account_id', '=', accountId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Every deal of status `from` takes `to` (both as stored: lower case), a change like any other. */
async function carryDeals(trx: Executor, accountId: number, from: string, to: string) {
  const result = await trx
    .updateTable('deals')
    .set((eb) => ({ status: to, version: eb('version', '+', 1), updated_at: Date.now() }))
    .where('account_id', '=', accountId)
    .where('status', '=', from)
    .executeTakeFirst();
  return changedRows(result);
}

/** The deal stages' part of the account area (`AccountStore`). */
export function sqlDealStages(
  db: StoreDb,
): Pick<
  AccountStore,
  'listDealStatuses' | 'listDealStages' | 'changeDealStages' | 'moveStageDeals'
> {
  return {
    listDealStatuses: async (accountId) =>
      (await stagesOf(db.kysely, accountId)).filter((s) => !s.retired).map((s) => s.name),

    listDealStages: (accountId, withDeals = false) =>
      db.read(async (trx) => {
        const stages = await stagesOf(trx, accountId);
        if (!withDeals) return stages;
        const counts = await dealsPerStatus(trx, accountId);
        return stages.map((s) => ({ ...s, deals: counts.get(fold(s.name)) ?? 0 }));
      }),

    changeDealStages: (accountId, writes: readonly DealStageWrite[]) =>
      db.write(async (trx): Promise<WriteResult> => {
        await db.dialect.advisoryLock(trx, stagesLock(accountId));
        const current = await stagesOf(trx, accountId);
        const kept = new Set(writes.map((w) => fold(w.was ?? w.name)));
        const counts = await dealsPerStatus(trx, accountId);
        const holding = current
          .filter((s) => !kept.has(fold(s.name)) && (counts.get(fold(s.name)) ?? 0) > 0)
          .map((s) => ({
            field: 'stages',
            message: `${counts.get(fold(s.name))} deals are in stage "${s.name}": retire it instead, or move its deals first`,
          }));
        if (holding.length > 0) return invalid(...holding);
        for (const write of writes) {
          const from = fold(write.was ?? write.name);
          if (from !== fold(write.name)) await carryDeals(trx, accountId, from, fold(write.name));
        }
        await trx.deleteFrom('deal_statuses').where('account_id', '=', accountId).execute();
        await trx
          .insertInto('deal_statuses')
          .values(
            writes.map((w, position) => ({
              account_id: accountId,
              position,
              name: w.name,
              kind: w.kind,
              retired: w.retired ? 1 : 0,
            })),
          )
          .execute();
        return WRITTEN;
      }),

    moveStageDeals: (accountId, from, to) =>
      db.write(async (trx): Promise<WriteResult<number>> => {
        await db.dialect.advisoryLock(trx, stagesLock(accountId));
        const stages = await stagesOf(trx, accountId);
        const source = stages.find((s) => fold(s.name) === fold(from));
        if (source === undefined) return notFound();
        const target = stages.find((s) => fold(s.name) === fold(to) && !s.retired);
        if (target === undefined)
          return invalid({
            field: 'to',
            message: `Deals can move to a stage that is not retired, not to "${to}"`,
          });
        if (target === source) return written(0);
        return written(await carryDeals(trx, accountId, fold(source.name), fold(target.name)));
      }),
  };
}
