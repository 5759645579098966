import type { Selectable } from 'kysely';
import type { ContactKind } from '../../contactStore';
import type { Executor } from '../../dialect/database';
import type { ContactsTable } from '../../schema';
import type { Scope } from '../../scope';

/**
 * What a write is about to do to a contact, hence the row lock it takes (PostgreSQL; SQLite's one
 * writer needs none): `write` its own columns (FOR NO KEY UPDATE, the lock an UPDATE takes);
 * `rename` or `delete` it, which must also keep new links to it out until it commits (FOR UPDATE:
 * their FOR KEY SHARE waits), so that no record is linked meanwhile without being touched.
 */
export type ContactWrite = 'write' | 'rename' | 'delete';

type ContactColumn = keyof Selectable<ContactsTable>;

/** The contact's `columns`, locked for the write; undefined when the account has no such contact of that kind. */
export async function lockContact<C extends ContactColumn>(
  trx: Executor,
  scope: Scope,
  kind: ContactKind,
  id: number,
  write: ContactWrite,
  columns: readonly C[],
): Promise<Pick<Selectable<ContactsTable>, C> | undefined> {
  const query = trx
    .selectFrom('contacts')
    .select(columns)
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', kind);
  return (
    write === 'write' ? query.forNoKeyUpdate() : query.forUpdate()
  ).executeTakeFirst() as Promise<Pick<Selectable<ContactsTable>, C> | undefined>;
}
