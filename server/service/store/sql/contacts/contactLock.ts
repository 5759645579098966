import type { Selectable } from 'kysely';
import type { Executor } from '../../dialect/database';
import type { ContactsTable } from '../../schema';
import type { ContactKind, Scope } from '../../scope';
import { checkVersion } from '../records';

/**
 * What a write is about to do to a contact, hence the row lock it takes (PostgreSQL; SQLite's one
 * writer needs none): `write` its own columns (FOR NO KEY UPDATE, the lock an UPDATE takes), or
 * `rename` it, which must also keep new links to it out until it commits (FOR UPDATE: their FOR
 * KEY SHARE waits), so that no record is linked meanwhile without being touched.
 */
export type ContactWrite = 'write' | 'rename';

type ContactColumn = keyof Selectable<ContactsTable>;

/**
 * The contact's `columns`, locked for the write and checked against `expectedVersion`
 * (`checkVersion`): `not_found` when the account has no such contact of that kind, `stale` when
 * it has moved past the version the client read.
 */
export async function lockContact<C extends ContactColumn>(
  trx: Executor,
  scope: Scope,
  kind: ContactKind,
  id: number,
  write: ContactWrite,
  columns: readonly C[],
  expectedVersion: number | undefined,
): Promise<Pick<Selectable<ContactsTable>, C | 'version'> | 'not_found' | 'stale'> {
  const query = trx
    .selectFrom('contacts')
    .select([...columns, 'version'])
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', kind);
  const row = await (
    write === 'write' ? query.forNoKeyUpdate() : query.forUpdate()
  ).executeTakeFirst();
  return checkVersion(
    row as Pick<Selectable<ContactsTable>, C | 'version'> | undefined,
    expectedVersion,
  );
}
