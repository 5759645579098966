import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isNameColumn, type OrderTerm } from '../../contactOrder';
import type { ContactKind, PersonSearch } from '../../contactStore';
import { likeContains } from '../../likePattern';
import type { Database } from '../../schema';
import type { Scope } from '../../scope';

type ContactsEb = ExpressionBuilder<Database, 'contacts'>;

/** ORDER BY terms as the order indexes (migration 2) hold them: names folded as SQLite's NOCASE, in byte order. */
export const orderTerm: OrderTerm = (column) => (isNameColumn(column) ? sql<string>`nocase(${sql.ref(column)}) COLLATE "C"` : sql.ref(column));

/**
 * The WHERE of a contact list or search: the account and kind, then each given search parameter,
 * combined with AND — the rules of the SQLite store. Name and e-mail are case-insensitive
 * substrings (ILIKE, answered by the pg_trgm indexes from 3 characters on; a person's name is
 * "first last", so first, last and full name all match), tag and state case-insensitive
 * equality, updated_since a lower bound on updated_at.
 */
export function searchConditions(eb: ContactsEb, scope: Scope, kind: ContactKind, given: PersonSearch): Expression<SqlBool> {
  // As on SQLite, a NUL in a term is dropped (PostgreSQL text cannot hold one anyway).
  const name = given.name?.replace(/\0/g, '');
  const email = given.email?.replace(/\0/g, '');
  const conditions: Expression<SqlBool>[] = [eb('contacts.account_id', '=', scope.accountId), eb('contacts.kind', '=', kind)];
  if (name !== undefined && name !== '') conditions.push(sql<SqlBool>`${sql.ref('contacts.search_name')} ILIKE ${likeContains(name)} ESCAPE '\\'`);
  if (email !== undefined && email !== '') {
    conditions.push(
      eb('contacts.id', 'in', sql<number>`(SELECT contact_id FROM locations WHERE account_id = ${scope.accountId} AND email ILIKE ${likeContains(email)} ESCAPE '\\')`),
    );
  }
  if (given.tag !== undefined && given.tag !== '') {
    conditions.push(
      eb(
        'contacts.id',
        'in',
        sql<number>`(SELECT taggings.record_id FROM taggings JOIN tags ON tags.id = taggings.tag_id WHERE tags.account_id = ${scope.accountId} AND nocase(tags.name) = nocase(${given.tag}) AND taggings.record_kind = ${kind})`,
      ),
    );
  }
  if (given.state !== undefined && given.state !== '') {
    conditions.push(eb('contacts.id', 'in', sql<number>`(SELECT contact_id FROM locations WHERE account_id = ${scope.accountId} AND nocase(state) = nocase(${given.state}))`));
  }
  if (given.updatedSince !== undefined) conditions.push(eb('contacts.updated_at', '>=', Date.parse(given.updatedSince)));
  if (given.companyId !== undefined) conditions.push(eb('contacts.company_id', '=', given.companyId));
  return eb.and(conditions);
}
