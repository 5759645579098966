import { isoOf } from '#xml/dates';
import {
  isSavedViewList,
  MAX_VIEWS_LISTED,
  MAX_VIEWS_PER_USER,
  type SavedView,
  type SavedViewList,
  type SavedViewWrite,
} from '#xml/savedView';
import type { Updateable } from 'kysely';
import type { Executor, StoreDb } from '../dialect/database';
import type { NewSavedView, NotOwner, SavedViewStore } from '../savedViewStore';
import type { Database } from '../schema';
import type { Scope } from '../scope';
import { invalid, notFound, written, WRITTEN, type WriteResult } from '../writeResult';

const NOT_OWNER: NotOwner = Object.freeze({ status: 'not_owner' });

/** The views `scope`'s user may read: their own and the account's shared ones, with the owner's name. */
const readableViews = (db: Executor, scope: Scope) =>
  db
    .selectFrom('saved_views')
    .innerJoin('users', 'users.id', 'saved_views.user_id')
    .select([
      'saved_views.id',
      'saved_views.name',
      'saved_views.list',
      'saved_views.address',
      'saved_views.columns',
      'saved_views.shared',
      'saved_views.pinned',
      'saved_views.user_id',
      'users.name as owner_name',
      'saved_views.created_at',
      'saved_views.updated_at',
    ])
    .where('saved_views.account_id', '=', scope.accountId)
    .where((eb) =>
      eb.or([eb('saved_views.user_id', '=', scope.userId), eb('saved_views.shared', '=', 1)]),
    );

type ViewRow = Awaited<ReturnType<ReturnType<typeof readableViews>['execute']>>[number];

const toSavedView = (scope: Scope, row: ViewRow): SavedView => ({
  id: Number(row.id),
  name: row.name,
  // A stored list is always one of the known ones (the route checks it); an unknown one reads as
  // the companies list rather than failing the whole answer.
  list: isSavedViewList(row.list) ? row.list : 'companies',
  address: row.address,
  columns: row.columns,
  shared: Number(row.shared) === 1,
  pinned: Number(row.pinned) === 1,
  ownerId: Number(row.user_id),
  ownerName: row.owner_name,
  mine: Number(row.user_id) === scope.userId,
  createdAt: isoOf(Number(row.created_at)),
  updatedAt: isoOf(Number(row.updated_at)),
});

/** The columns a write sets. */
function columnsOf(change: SavedViewWrite): Updateable<Database['saved_views']> {
  const set: Updateable<Database['saved_views']> = {};
  if (change.name !== undefined) set.name = change.name;
  if (change.list !== undefined) set.list = change.list;
  if (change.address !== undefined) set.address = change.address;
  if (change.columns !== undefined) set.columns = change.columns;
  if (change.shared !== undefined) set.shared = change.shared ? 1 : 0;
  if (change.pinned !== undefined) set.pinned = change.pinned ? 1 : 0;
  return set;
}

/**
 * Locks a view the caller may read, until commit: `not_found` when they may not (another
 * user's personal view reads as missing), `not_owner` when it is someone else's shared view.
 */
async function lockOwnView(
  trx: Executor,
  scope: Scope,
  id: number,
): Promise<'ok' | 'not_found' | 'not_owner'> {
  const row = await trx
    .selectFrom('saved_views')
    .select(['user_id', 'shared'])
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (row === undefined) return 'not_found';
  if (Number(row.user_id) === scope.userId) return 'ok';
  return Number(row.shared) === 1 ? 'not_owner' : 'not_found';
}

/** Store area: saved views (migration 0007). */
export function sqlSavedViewStore(db: StoreDb): SavedViewStore {
  return {
    async listViews(scope: Scope, list?: SavedViewList) {
      const rows = await db.read(async (trx) => {
        let query = readableViews(trx, scope);
        if (list !== undefined) query = query.where('saved_views.list', '=', list);
        // One more than an answer holds tells whether there are more.
        return query
          .orderBy('saved_views.id')
          .limit(MAX_VIEWS_LISTED + 1)
          .execute();
      }, scope);
      return {
        views: rows.slice(0, MAX_VIEWS_LISTED).map((row) => toSavedView(scope, row)),
        truncated: rows.length > MAX_VIEWS_LISTED,
      };
    },

    async findView(scope: Scope, id: number) {
      const row = await readableViews(db.kysely, scope)
        .where('saved_views.id', '=', id)
        .executeTakeFirst();
      return row === undefined ? null : toSavedView(scope, row);
    },

    createView: (scope: Scope, input: NewSavedView) =>
      db.write(async (trx): Promise<WriteResult<number>> => {
        // The user's row is the lock that makes "count, then insert" one step for concurrent
        // creates of the same user (PostgreSQL; SQLite has one writer anyway).
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', scope.userId)
          .where('account_id', '=', scope.accountId)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (user === undefined) return notFound();
        const { count } = await trx
          .selectFrom('saved_views')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('account_id', '=', scope.accountId)
          .where('user_id', '=', scope.userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_VIEWS_PER_USER)
          return invalid({
            field: 'view',
            message: `You already have ${MAX_VIEWS_PER_USER} saved views, the most one user may keep: delete one first`,
          });
        const now = Date.now();
        const row = await trx
          .insertInto('saved_views')
          .values({
            account_id: scope.accountId,
            user_id: scope.userId,
            name: input.name,
            list: input.list,
            address: input.address ?? '',
            columns: input.columns ?? '',
            shared: input.shared === true ? 1 : 0,
            pinned: input.pinned === true ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return written(Number(row.id));
      }, scope),

    updateView: (scope: Scope, id: number, change: SavedViewWrite) =>
      db.write(async (trx): Promise<WriteResult | NotOwner> => {
        const owned = await lockOwnView(trx, scope, id);
        if (owned === 'not_found') return notFound();
        if (owned === 'not_owner') return NOT_OWNER;
        await trx
          .updateTable('saved_views')
          .set({ ...columnsOf(change), updated_at: Date.now() })
          .where('id', '=', id)
          .execute();
        return WRITTEN;
      }, scope),

    deleteView: (scope: Scope, id: number) =>
      db.write(async (trx): Promise<WriteResult | NotOwner> => {
        const owned = await lockOwnView(trx, scope, id);
        if (owned === 'not_found') return notFound();
        if (owned === 'not_owner') return NOT_OWNER;
        await trx.deleteFrom('saved_views').where('id', '=', id).execute();
        return WRITTEN;
      }, scope),
  };
}
