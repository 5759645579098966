import { sql } from 'kysely';
import type { Tag } from '#xml/tag';
import type { Executor } from '../database';

/** A tag row as the tag queries select it. */
export interface TagRow {
  id: number;
  name: string;
  is_supertag: number;
}

export const toTag = (row: TagRow): Tag => ({ id: row.id, name: row.name, supertag: row.is_supertag === 1 });

/** SQLite's `tags.name COLLATE NOCASE` order: ASCII case folded, then byte order. */
export const tagNameOrder = sql<string>`nocase(tags.name) COLLATE "C"`;

export function selectTags(db: Executor, accountId: number) {
  return db.selectFrom('tags').select(['tags.id', 'tags.name', 'tags.is_supertag']).where('tags.account_id', '=', accountId);
}

/** The account's tag of that name, ignoring ASCII case (the unique index's comparison); `lock` holds it until commit. */
export async function findTagRow(db: Executor, accountId: number, name: string, lock: 'none' | 'share' | 'update' = 'none'): Promise<TagRow | undefined> {
  let query = selectTags(db, accountId).where(sql<boolean>`nocase(tags.name) = nocase(${name})`);
  if (lock === 'share') query = query.forShare();
  if (lock === 'update') query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

/**
 * The tag with this name, created when the account has none, locked until commit (for share:
 * not redefined or deleted meanwhile). Insert-or-ignore then select: of concurrent adds of one
 * new name (in any process) one inserts, the others wait for it and find its row, so there is
 * exactly one tag.
 */
export async function ensureTagRow(trx: Executor, accountId: number, name: string, lock: 'share' | 'update' = 'share'): Promise<TagRow> {
  await trx.insertInto('tags').values({ account_id: accountId, name, is_supertag: 0 }).onConflict((oc) => oc.doNothing()).execute();
  const row = await findTagRow(trx, accountId, name, lock);
  if (row === undefined) throw new Error(`Tag "${name}" vanished right after it was ensured`);
  return row;
}
