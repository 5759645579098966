import { sql, type InferResult } from 'kysely';
import type { Tag } from '#xml/tag';
import type { Executor } from '../../dialect/database';
import type { StoreDialect } from '../../dialect/dialect';

export const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  supertag: row.is_supertag === 1,
});

/** The order of tag lists: by name as the unique index compares names (ASCII case folded), then byte order. */
export const tagNameOrder = (dialect: StoreDialect) => dialect.textOrder(sql.ref('tags.name'));

export function selectTags(db: Executor, accountId: number) {
  return db
    .selectFrom('tags')
    .select(['tags.id', 'tags.name', 'tags.is_supertag'])
    .where('tags.account_id', '=', accountId);
}

/** A tag row as the tag queries select it. */
export type TagRow = InferResult<ReturnType<typeof selectTags>>[number];

/** The account's tag of that name, ignoring ASCII case as its unique index does; `lock` holds it until commit. */
export async function findTagRow(
  db: Executor,
  dialect: StoreDialect,
  accountId: number,
  name: string,
  lock: 'none' | 'share' | 'update' = 'none',
): Promise<TagRow | undefined> {
  let query = selectTags(db, accountId).where(dialect.sameText(sql.ref('tags.name'), name));
  if (lock === 'share') query = query.forShare();
  if (lock === 'update') query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

/**
 * The tag with this name, created when missing, locked until commit. Insert-or-ignore then select:
 * of concurrent adds of one new name one inserts, the others wait for it and find its row.
 */
export async function ensureTagRow(
  trx: Executor,
  dialect: StoreDialect,
  accountId: number,
  name: string,
  lock: 'share' | 'update' = 'share',
): Promise<TagRow> {
  await trx
    .insertInto('tags')
    .values({ account_id: accountId, name, is_supertag: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await findTagRow(trx, dialect, accountId, name, lock);
  if (row === undefined) throw new Error(`Tag "${name}" vanished right after it was ensured`);
  return row;
}
