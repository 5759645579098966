import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { sortText } from '../../contactOrder';
import type { ContactKind, ContactSort, PersonSearch } from '../../contactStore';
import { likeContains } from '../../likePattern';
import type { Database } from '../../schema';
import type { Page, Scope } from '../../scope';
import type { Param } from '../precompiled';
import { ftsPhrase, usesTrigrams } from '../trigramTerms';

/**
 * A list or search as SQL parameter values. Which optional fields are present is the query's
 * shape: one compiled statement per shape, reused with new values.
 */
export interface ListParams {
  accountId: number;
  limit: number;
  offset: number;
  nameMatch?: string;
  nameLike?: string;
  emailMatch?: string;
  emailLike?: string;
  tag?: string;
  state?: string;
  updatedSince?: number;
  companyId?: number;
  [key: string]: unknown;
}

const OPTIONAL_FIELDS = ['nameMatch', 'nameLike', 'emailMatch', 'emailLike', 'tag', 'state', 'updatedSince', 'companyId'] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

/** The values of a search: name and e-mail go through the trigram index (3+ characters) or LIKE (1–2). */
export function listParams(scope: Scope, search: PersonSearch, page: Page): ListParams {
  const params: ListParams = { accountId: scope.accountId, limit: page.limit, offset: page.offset };
  // FTS5 reads its query as a C string: a NUL would end it mid-phrase (a syntax error). Names
  // and e-mails never hold one that matters, so it is dropped from the terms.
  const name = search.name?.replace(/\0/g, '');
  const email = search.email?.replace(/\0/g, '');
  if (name !== undefined && name !== '') {
    if (usesTrigrams(name)) params.nameMatch = ftsPhrase(name);
    else params.nameLike = likeContains(name);
  }
  if (email !== undefined && email !== '') {
    if (usesTrigrams(email)) params.emailMatch = ftsPhrase(email);
    else params.emailLike = likeContains(email);
  }
  if (search.tag !== undefined && search.tag !== '') params.tag = search.tag;
  if (search.state !== undefined && search.state !== '') params.state = search.state;
  if (search.updatedSince !== undefined) params.updatedSince = Date.parse(search.updatedSince);
  if (search.companyId !== undefined) params.companyId = search.companyId;
  return params;
}

/** The shape of a list query: its kind, which optional parameters it has, and its order. */
export function shapeOf(kind: ContactKind, params: ListParams, sort: ContactSort | undefined): string {
  return `${kind}:${OPTIONAL_FIELDS.filter((f) => params[f] !== undefined).join(',')}:${sort === undefined ? '' : sortText(sort)}`;
}

type ContactsEb = ExpressionBuilder<Database, 'contacts'>;

/**
 * Parameters answered by an index give sets of contact ids, intersected in one
 * `id IN (… INTERSECT …)`: SQLite materialises that list once, sorted, and walks it with rowid
 * lookups in id order (no sort for ORDER BY id), instead of nesting one set's scan inside
 * another's, which its planner does for several separate IN terms.
 */
function indexedIdSets(kind: ContactKind, has: (f: OptionalField) => boolean, param: Param): RawBuilder<unknown>[] {
  const sets: RawBuilder<unknown>[] = [];
  // A person is indexed as "first last": first, last and full name all match.
  if (has('nameMatch')) sets.push(sql`SELECT rowid FROM contact_name_search WHERE contact_name_search MATCH ${param('nameMatch')}`);
  if (has('emailMatch')) {
    sets.push(sql`SELECT contact_id FROM locations WHERE id IN (SELECT rowid FROM location_email_search WHERE location_email_search MATCH ${param('emailMatch')})`);
  }
  if (has('tag')) {
    sets.push(
      sql`SELECT taggings.record_id FROM taggings JOIN tags ON tags.id = taggings.tag_id WHERE tags.account_id = ${param('accountId')} AND tags.name = ${param('tag')} COLLATE NOCASE AND taggings.record_kind = ${kind}`,
    );
  }
  if (has('state')) sets.push(sql`SELECT contact_id FROM locations WHERE account_id = ${param('accountId')} AND state = ${param('state')} COLLATE NOCASE`);
  return sets;
}

/**
 * The WHERE of a contact list or search of the given shape: the account and kind, then each
 * present parameter, combined with AND. 1–2 character terms are too short for trigrams; such a
 * term matches most records anyway, so checking contacts in id order stops after one page.
 */
export function searchConditions(eb: ContactsEb, kind: ContactKind, shape: ListParams, param: Param): Expression<SqlBool> {
  const has = (field: OptionalField): boolean => shape[field] !== undefined;
  const conditions: Expression<SqlBool>[] = [eb('contacts.account_id', '=', param<number>('accountId')), eb('contacts.kind', '=', kind)];
  const sets = indexedIdSets(kind, has, param);
  if (sets.length > 0) conditions.push(eb('contacts.id', 'in', sql<number>`(${sql.join(sets, sql` INTERSECT `)})`));
  if (has('nameLike')) {
    const column = kind === 'person' ? sql`(${sql.ref('contacts.first_name')} || ' ' || ${sql.ref('contacts.last_name')})` : sql.ref('contacts.name');
    conditions.push(sql<SqlBool>`${column} LIKE ${param('nameLike')} ESCAPE '\\'`);
  }
  if (has('emailLike')) {
    conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM locations WHERE locations.contact_id = ${sql.ref('contacts.id')} AND locations.email LIKE ${param('emailLike')} ESCAPE '\\')`);
  }
  if (has('updatedSince')) conditions.push(eb('contacts.updated_at', '>=', param<number>('updatedSince')));
  if (has('companyId')) conditions.push(eb('contacts.company_id', '=', param<number>('companyId')));
  return eb.and(conditions);
}
