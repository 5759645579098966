import type { Expression, ExpressionBuilder, RawBuilder, SqlBool } from 'kysely';
import type { OrderTerm } from '../../contactOrder';
import type { ContactKind } from '../../scope';
import type { Param } from '../../precompiled';
import type { Database } from '../../schema';
import type { ListParams, TermParams } from './search';

export type ContactsEb = ExpressionBuilder<Database, 'contacts'>;

/** What a shape's name and e-mail terms add to its WHERE: sets of contact ids to intersect, and plain conditions. */
export interface TermFilters {
  idSets: RawBuilder<unknown>[];
  conditions: Expression<SqlBool>[];
}

/**
 * The contact search's name and e-mail terms (case-insensitive substrings; a person's name is
 * "first last", so first, last and full name all match), the one part of a contact list each
 * database answers through its own index: SQLite an FTS5 trigram table beside `contacts` and
 * `locations` (3+ characters; shorter terms fall back to LIKE), PostgreSQL pg_trgm indexes on
 * the stored `search_name` and on `locations.email` (ILIKE). Also the JSON a page's locations
 * travel in.
 */
export interface ContactSearchDialect {
  /**
   * The parameter values of a name or e-mail term (not blank, NUL dropped). Which keys it sets
   * is part of the list's shape: one compiled statement per shape.
   */
  termParams(field: 'name' | 'email', term: string): TermParams;
  /** The filters of the term parameters present in `shape`, their values read through `param`. */
  termFilters(kind: ContactKind, shape: ListParams, param: Param): TermFilters;
  /**
   * The ORDER BY terms of a sorted list of this shape when the database should sort the
   * matches rather than walk the sort's index (few matches); undefined: walk the index.
   */
  matchesOrder(shape: ListParams): OrderTerm | undefined;
  /**
   * The aggregate of the selected rows of `columns` as ONE JSON array of arrays (tuples) ordered
   * by `orderBy`: read with `jsonValue`. Many small rows as one JSON text parse faster than the
   * driver builds one object per row.
   */
  jsonTuples(columns: readonly string[], orderBy: string): RawBuilder<unknown>;
}
