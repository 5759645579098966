import { sql, type Compilable } from 'kysely';
import { isNameColumn, orderContacts, sortText, type OrderTerm } from '../../contactOrder';
import type { ContactSort, PersonSearch } from '../../contactStore';
import type { Executor, StoreDb } from '../../dialect/database';
import type { StoreDialect } from '../../dialect/dialect';
import { Precompiled, type Param } from '../../precompiled';
import type { ContactKind, Page, Scope } from '../../scope';
import { SEARCH_TERM_LIMITS, termFits } from '../../searchTerms';
import type { ListParams } from './contactSearch';

export type { ListParams, TermParams } from './contactSearch';

/** Whether every term of the search fits the field it is compared with (`searchTerms.ts`). */
function termsFit(kind: ContactKind, search: PersonSearch): boolean {
  const fits = (term: string | undefined, limit: number) =>
    term === undefined || termFits(term, limit);
  const nameLimit =
    kind === 'person' ? SEARCH_TERM_LIMITS.personName : SEARCH_TERM_LIMITS.companyName;
  return (
    fits(search.name, nameLimit) &&
    fits(search.email, SEARCH_TERM_LIMITS.email) &&
    fits(search.tag, SEARCH_TERM_LIMITS.tag) &&
    fits(search.state, SEARCH_TERM_LIMITS.state)
  );
}

/**
 * The values of a search; name and e-mail as the dialect looks them up. Null when a term is longer
 * than its field can hold: nothing can match, and no query need run.
 */
export function listParams(
  dialect: StoreDialect,
  scope: Scope,
  kind: ContactKind,
  search: PersonSearch,
  page: Page,
): ListParams | null {
  if (!termsFit(kind, search)) return null;
  const params: ListParams = { accountId: scope.accountId, limit: page.limit, offset: page.offset };
  // NULs are dropped from the terms: SQLite's FTS5 reads its query as a C string (a NUL ends it
  // mid-phrase: a syntax error), PostgreSQL text cannot hold one, and no name or e-mail needs one.
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

const fromContacts = (db: Executor) => db.selectFrom('contacts');

/** A query of `contacts` before its SELECT list: a show's by id, or a page. */
export type ContactsQuery = ReturnType<typeof fromContacts>;

/**
 * The contacts a list of the given shape filters. Parameters answered by an index give sets of ids
 * intersected in one `id IN (… INTERSECT …)`: SQLite materialises it once, sorted, and walks it in
 * id order, where for several IN terms its planner nests one set's scan inside another's.
 */
function filteredContacts(db: StoreDb, kind: ContactKind, shape: ListParams, param: Param) {
  const terms = db.dialect.contactSearch.termFilters(kind, shape, param);
  const sets = [...terms.idSets];
  // The record's tag, or a location in the state (both case-insensitive).
  if (shape.tag !== undefined)
    sets.push(
      sql`SELECT taggings.record_id FROM taggings JOIN tags ON tags.id = taggings.tag_id WHERE tags.account_id = ${param('accountId')} AND ${db.dialect.sameText(sql.ref('tags.name'), param<string>('tag'))} AND taggings.record_kind = ${kind}`,
    );
  if (shape.state !== undefined)
    sets.push(
      sql`SELECT contact_id FROM locations WHERE account_id = ${param('accountId')} AND ${db.dialect.sameText(sql.ref('state'), param<string>('state'))}`,
    );
  let query = fromContacts(db.kysely)
    .where('contacts.account_id', '=', param<number>('accountId'))
    .where('contacts.kind', '=', kind);
  if (sets.length > 0)
    query = query.where('contacts.id', 'in', sql<number>`(${sql.join(sets, sql` INTERSECT `)})`);
  for (const condition of terms.conditions) query = query.where(condition);
  // A filtered list may examine much of the account: it stops at the request's deadline.
  const guard = db.dialect.budgetGuard();
  if (guard !== undefined && (sets.length > 0 || terms.conditions.length > 0))
    query = query.where(guard);
  if (shape.updatedSince !== undefined)
    query = query.where('contacts.updated_at', '>=', param<number>('updatedSince'));
  if (shape.companyId !== undefined)
    query = query.where('contacts.company_id', '=', param<number>('companyId'));
  return query;
}

/** The ids and versions of a page, in its order. */
export const selectVersion = (contacts: ContactsQuery) =>
  contacts.select(['contacts.id', 'contacts.version']);

/**
 * A kind's page statements selecting what `select` picks, compiled once per shape (parameters
 * present, sort; a few thousand at most): a page's rows and versions are the same records in order.
 */
export function contactPages<R>(
  db: StoreDb,
  kind: ContactKind,
  select: (contacts: ContactsQuery) => Compilable<R>,
): (params: ListParams, sort: ContactSort | undefined) => Precompiled<ListParams, R> {
  const statements = new Map<string, Precompiled<ListParams, R>>();
  // ORDER BY terms as the order indexes hold them (names in NOCASE order), so a page walks one.
  const indexOrder: OrderTerm = (column) =>
    isNameColumn(column) ? db.dialect.textOrder(sql.ref(column)) : sql.ref(column);
  return (params, sort) => {
    // The shape: which parameters it has (`listParams` sets them in one order, only when given).
    const shape = `${Object.keys(params).join(',')}:${sort === undefined ? '' : sortText(sort)}`;
    const statement =
      statements.get(shape) ??
      new Precompiled((param) => {
        const filtered = filteredContacts(db, kind, params, param);
        const order = db.dialect.contactSearch.matchesOrder(params) ?? indexOrder;
        return select(
          orderContacts(filtered, sort, order)
            .limit(param<number>('limit'))
            .offset(param<number>('offset')),
        );
      });
    statements.set(shape, statement);
    return statement;
  };
}
