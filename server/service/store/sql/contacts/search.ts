import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { sortText } from '../../contactOrder';
import type { ContactSort, PersonSearch } from '../../contactStore';
import type { ContactKind, Page, Scope } from '../../scope';
import type { StoreDialect } from '../../dialect/dialect';
import type { Param } from '../../precompiled';
import type { ContactsEb } from './contactSearch';

/** A name or e-mail term's values: `…Match` for a trigram lookup, `…Like` for a LIKE pattern (see `ContactSearchDialect`). */
export interface TermParams {
  nameMatch?: string;
  nameLike?: string;
  emailMatch?: string;
  emailLike?: string;
}

/** A list or search as SQL parameter values; which optional ones are present is its shape. */
export interface ListParams extends TermParams {
  accountId: number;
  limit: number;
  offset: number;
  tag?: string;
  state?: string;
  updatedSince?: number;
  companyId?: number;
  [key: string]: unknown;
}

/** The values of a search; name and e-mail as the dialect looks them up. */
export function listParams(
  dialect: StoreDialect,
  scope: Scope,
  search: PersonSearch,
  page: Page,
): ListParams {
  const params: ListParams = { accountId: scope.accountId, limit: page.limit, offset: page.offset };
  // SQLite's FTS5 reads its query as a C string: a NUL would end it mid-phrase (a syntax error);
  // PostgreSQL text cannot hold one at all. Names and e-mails never hold one that matters, so it
  // is dropped from the terms on both.
  for (const field of ['name', 'email'] as const) {
    const term = search[field]?.replace(/\0/g, '');
    if (term !== undefined && term !== '')
      Object.assign(params, dialect.contactSearch.termParams(field, term));
  }
  if (search.tag !== undefined && search.tag !== '') params.tag = search.tag;
  if (search.state !== undefined && search.state !== '') params.state = search.state;
  if (search.updatedSince !== undefined) params.updatedSince = Date.parse(search.updatedSince);
  if (search.companyId !== undefined) params.companyId = search.companyId;
  return params;
}

/**
 * The shape of a list query: its kind, which parameters it has (`listParams` sets them in one
 * order, only when given), and its order.
 */
export function shapeOf(
  kind: ContactKind,
  params: ListParams,
  sort: ContactSort | undefined,
): string {
  return `${kind}:${Object.keys(params).join(',')}:${sort === undefined ? '' : sortText(sort)}`;
}

/** Tag and state filters as sets of contact ids: the record's tag, or a location in the state (both case-insensitive). */
function tagAndStateSets(
  dialect: StoreDialect,
  kind: ContactKind,
  shape: ListParams,
  param: Param,
): RawBuilder<unknown>[] {
  const sets: RawBuilder<unknown>[] = [];
  if (shape.tag !== undefined) {
    sets.push(
      sql`SELECT taggings.record_id FROM taggings JOIN tags ON tags.id = taggings.tag_id WHERE tags.account_id = ${param('accountId')} AND ${dialect.sameText(sql.ref('tags.name'), param<string>('tag'))} AND taggings.record_kind = ${kind}`,
    );
  }
  if (shape.state !== undefined) {
    sets.push(
      sql`SELECT contact_id FROM locations WHERE account_id = ${param('accountId')} AND ${dialect.sameText(sql.ref('state'), param<string>('state'))}`,
    );
  }
  return sets;
}

/**
 * The WHERE of a contact list of the given shape. Parameters answered by an index give sets of
 * contact ids, intersected in one `id IN (… INTERSECT …)`: SQLite materialises that list once,
 * sorted, and walks it in id order, instead of nesting one set's scan inside another's, which its
 * planner does for several separate IN terms.
 */
export function searchConditions(
  eb: ContactsEb,
  dialect: StoreDialect,
  kind: ContactKind,
  shape: ListParams,
  param: Param,
): Expression<SqlBool> {
  const terms = dialect.contactSearch.termFilters(kind, shape, param);
  const conditions: Expression<SqlBool>[] = [
    eb('contacts.account_id', '=', param<number>('accountId')),
    eb('contacts.kind', '=', kind),
  ];
  const sets = [...terms.idSets, ...tagAndStateSets(dialect, kind, shape, param)];
  if (sets.length > 0)
    conditions.push(eb('contacts.id', 'in', sql<number>`(${sql.join(sets, sql` INTERSECT `)})`));
  conditions.push(...terms.conditions);
  if (shape.updatedSince !== undefined)
    conditions.push(eb('contacts.updated_at', '>=', param<number>('updatedSince')));
  if (shape.companyId !== undefined)
    conditions.push(eb('contacts.company_id', '=', param<number>('companyId')));
  return eb.and(conditions);
}
