import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { ContactKind, PersonSearch } from '../../contactStore';
import type { Database } from '../../schema';
import type { Scope } from '../../scope';

/** Shortest term the trigram index can answer; shorter ones fall back to LIKE. */
const TRIGRAM_LENGTH = 3;

/** One FTS5 phrase with quotes doubled: operators, column filters and `*` in user input stay literal. */
export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** `%term%` with LIKE's wildcards and the escape character escaped (used with ESCAPE '\'). */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const usesTrigrams = (term: string): boolean => [...term].length >= TRIGRAM_LENGTH;

type ContactsEb = ExpressionBuilder<Database, 'contacts'>;
type IdSet = RawBuilder<unknown>;

/**
 * Search parameters answered by an index give a set of contact ids; the sets are intersected in
 * one `id IN (… INTERSECT …)`. SQLite materialises that list once, sorted, and walks it with
 * rowid lookups in id order (no sort for ORDER BY id) — rather than nesting one set's scan
 * inside the other's, which its planner does for several separate IN terms.
 */
function indexedIdSets(scope: Scope, kind: ContactKind, search: PersonSearch): IdSet[] {
  const sets: IdSet[] = [];
  const { name, email, tag, state } = search;
  if (name !== undefined && usesTrigrams(name)) {
    // A person is indexed as "first last": first, last and full name all match.
    sets.push(sql`SELECT rowid FROM contact_name_search WHERE contact_name_search MATCH ${ftsPhrase(name)}`);
  }
  if (email !== undefined && usesTrigrams(email)) {
    sets.push(sql`SELECT contact_id FROM locations WHERE id IN (SELECT rowid FROM location_email_search WHERE location_email_search MATCH ${ftsPhrase(email)})`);
  }
  if (tag !== undefined && tag !== '') {
    sets.push(
      sql`SELECT taggings.record_id FROM taggings JOIN tags ON tags.id = taggings.tag_id WHERE tags.account_id = ${scope.accountId} AND tags.name = ${tag} COLLATE NOCASE AND taggings.record_kind = ${kind}`,
    );
  }
  if (state !== undefined && state !== '') {
    sets.push(sql`SELECT contact_id FROM locations WHERE account_id = ${scope.accountId} AND state = ${state} COLLATE NOCASE`);
  }
  return sets;
}

/**
 * 1–2 character terms are too short for trigrams; such a term matches most records anyway, so
 * checking contacts in id order stops after one page.
 */
function shortTermConditions(kind: ContactKind, search: PersonSearch): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const { name, email } = search;
  if (name !== undefined && name !== '' && !usesTrigrams(name)) {
    const column = kind === 'person' ? sql`(${sql.ref('contacts.first_name')} || ' ' || ${sql.ref('contacts.last_name')})` : sql.ref('contacts.name');
    conditions.push(sql<SqlBool>`${column} LIKE ${likeContains(name)} ESCAPE '\\'`);
  }
  if (email !== undefined && email !== '' && !usesTrigrams(email)) {
    conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM locations WHERE locations.contact_id = ${sql.ref('contacts.id')} AND locations.email LIKE ${likeContains(email)} ESCAPE '\\')`);
  }
  return conditions;
}

/**
 * The WHERE of a contact list or search: the account and kind, then each given search parameter,
 * combined with AND. Name and e-mail are case-insensitive substrings (trigram index), tag and
 * state case-insensitive equality, updated_since a lower bound on updated_at.
 */
export function searchConditions(eb: ContactsEb, scope: Scope, kind: ContactKind, search: PersonSearch): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('contacts.account_id', '=', scope.accountId), eb('contacts.kind', '=', kind)];
  const sets = indexedIdSets(scope, kind, search);
  if (sets.length > 0) conditions.push(eb('contacts.id', 'in', sql<number>`(${sql.join(sets, sql` INTERSECT `)})`));
  conditions.push(...shortTermConditions(kind, search));
  if (search.updatedSince !== undefined) conditions.push(eb('contacts.updated_at', '>=', Date.parse(search.updatedSince)));
  if (search.companyId !== undefined) conditions.push(eb('contacts.company_id', '=', search.companyId));
  return eb.and(conditions);
}
