import type { Executor } from '../dialect/database';
import type { RecordKind, Scope } from '../scope';

type RecordTable = 'contacts' | 'deals' | 'todos' | 'communications';

/** The table holding records of a kind (people and companies share `contacts`). */
export function tableOfKind(kind: RecordKind): RecordTable {
  switch (kind) {
    case 'person':
    case 'company':
      return 'contacts';
    case 'deal':
      return 'deals';
    case 'todo':
      return 'todos';
    case 'communication':
      return 'communications';
  }
}

/**
 * How a check reads the record inside a write. `update` locks the row until the transaction
 * ends (PostgreSQL's FOR NO KEY UPDATE, the lock an UPDATE takes), so every writer of the record
 * or of what it embeds (tags, locations, comments, participants) waits for the one before it;
 * `share` keeps it from being deleted meanwhile (a link to it is being written). SQLite drops
 * both: its one writer at a time already gives that.
 */
export type RecordLock = 'none' | 'update' | 'share';

/**
 * Whether a record of that kind exists in the caller's account. Nested endpoints (locations,
 * tags, comments, SuperTags, participants) check their parent with it: a record of another
 * account is "not found", never "forbidden".
 */
export async function recordExists(
  db: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  lock: RecordLock = 'none',
): Promise<boolean> {
  const table = tableOfKind(kind);
  let query = db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId);
  if (table === 'contacts') query = query.where('kind', '=', kind as 'person' | 'company');
  if (lock === 'update') query = query.forNoKeyUpdate();
  if (lock === 'share') query = query.forKeyShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Marks a record changed because something its representation embeds changed (tags, SuperTag
 * values, locations, comments, participants): bumps `version` (ETags change) and `updated_at`
 * (`updated_since` finds it). In the same transaction as the change.
 */
export async function touchRecord(
  db: Executor,
  kind: RecordKind,
  id: number,
  now = Date.now(),
): Promise<void> {
  const table = tableOfKind(kind);
  await db
    .updateTable(table)
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** How many rows a statement changed (Kysely reports them as bigint). */
export const changedRows = (
  result:
    | { numInsertedOrUpdatedRows?: bigint; numUpdatedRows?: bigint; numDeletedRows?: bigint }
    | undefined,
): number =>
  Number(
    result?.numInsertedOrUpdatedRows ?? result?.numUpdatedRows ?? result?.numDeletedRows ?? 0n,
  );
