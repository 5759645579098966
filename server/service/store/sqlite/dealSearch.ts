import { sql, type Kysely, type SqlBool } from 'kysely';
import { DEAL_COLUMNS, dealSearchConditions, type DealSearchDialect } from '../dealRows';
import type { DealSearch } from '../dealStore';
import { likeContains } from '../likePattern';
import type { Database } from '../schema';
import type { Page, Scope } from '../scope';
import { ftsPhrase, usesTrigrams } from './trigramTerms';

/** The FTS5 trigram table of migration 4, as Kysely sees it: one row per deal, its rowid the deal's id. */
type DealTitleIndex = { deal_title_search: { rowid: number } };

/**
 * Text compared without case, ASCII letters only, as PostgreSQL's `nocase()` does: the tag
 * through the unique (account_id, name COLLATE NOCASE) index of tags; the title with LIKE, which
 * folds ASCII letters and nothing else (this store never turns on `case_sensitive_like`).
 */
const SQLITE_DEAL_SEARCH: DealSearchDialect = {
  sameTagName: (tag) => sql<SqlBool>`tags.name = ${tag} COLLATE NOCASE`,
  titleContains: (term) => sql<SqlBool>`deals.title LIKE ${likeContains(term)} ESCAPE '\\'`,
};

/** The account's deals with their contact's and assignee's naming columns (`DealRow`). */
export function accountDeals(qb: Kysely<Database>, scope: Scope) {
  return qb
    .selectFrom('deals')
    .leftJoin('contacts', 'contacts.id', 'deals.deal_with_id')
    .leftJoin('users', 'users.id', 'deals.assigned_to_id')
    .select(DEAL_COLUMNS)
    .where('deals.account_id', '=', scope.accountId);
}

/**
 * One page of a deal search, in id order. A title of 3 characters or more is looked up in the
 * trigram index, walked in rowid (= id) order and joined to its deals, so the walk stops after the
 * page even for a word every title holds (an `id IN (…)` list would first collect every
 * candidate). The index folds more than ASCII letters, so it yields every deal LIKE accepts and
 * LIKE, still in the WHERE, drops the others. Without such a title, the account's deals in id
 * order (deals_by_id).
 */
export function dealSearchPage(qb: Kysely<Database>, scope: Scope, search: DealSearch, page: Page) {
  const title = search.title;
  if (title === undefined || !usesTrigrams(title)) {
    return accountDeals(qb, scope)
      .where((eb) => dealSearchConditions(eb, scope, search, SQLITE_DEAL_SEARCH))
      .orderBy('deals.id')
      .limit(page.limit)
      .offset(page.offset);
  }
  // The same joins as accountDeals, from the index instead of from deals.
  return qb
    .withTables<DealTitleIndex>()
    .selectFrom('deal_title_search')
    .innerJoin('deals', 'deals.id', 'deal_title_search.rowid')
    .leftJoin('contacts', 'contacts.id', 'deals.deal_with_id')
    .leftJoin('users', 'users.id', 'deals.assigned_to_id')
    .select(DEAL_COLUMNS)
    .where(sql<SqlBool>`deal_title_search MATCH ${ftsPhrase(title)}`)
    .where('deals.account_id', '=', scope.accountId)
    .where((eb) => dealSearchConditions(eb, scope, search, SQLITE_DEAL_SEARCH))
    // Not deals.id: SQLite would then sort every match instead of following the index's order.
    .orderBy('deal_title_search.rowid')
    .limit(page.limit)
    .offset(page.offset);
}
