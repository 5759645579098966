import { sql } from 'kysely';
import type { Tag } from '#xml/tag';
import type { SqliteDb } from '../database';

/** A tag row as the tag queries select it. */
export interface TagRow {
  id: number;
  name: string;
  is_supertag: number;
}

export const toTag = (row: TagRow): Tag => ({ id: row.id, name: row.name, supertag: row.is_supertag === 1 });

/** Name comparison of the `tags` unique index: ASCII case ignored, so lookups use the index. */
export const tagNameNocase = sql<string>`tags.name COLLATE NOCASE`;

export function selectTags(db: SqliteDb, accountId: number) {
  return db.qb.selectFrom('tags').select(['tags.id', 'tags.name', 'tags.is_supertag']).where('tags.account_id', '=', accountId);
}

export function findTagRow(db: SqliteDb, accountId: number, name: string): TagRow | undefined {
  return db.get(selectTags(db, accountId).where(tagNameNocase, '=', name));
}

/**
 * The tag with this name, created when the account has none. Insert-or-ignore then select, in
 * the caller's transaction: concurrent adds of the same new name leave exactly one tag.
 */
export function ensureTagRow(db: SqliteDb, accountId: number, name: string): TagRow {
  db.run(db.qb.insertInto('tags').values({ account_id: accountId, name, is_supertag: 0 }).onConflict((oc) => oc.doNothing()));
  const row = findTagRow(db, accountId, name);
  if (row === undefined) throw new Error(`Tag "${name}" vanished right after it was ensured`);
  return row;
}
