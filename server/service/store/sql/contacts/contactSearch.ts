import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { OrderTerm } from '../../contactOrder';
import type { ContactKind, Page } from '../../scope';
import type { Param } from '../../precompiled';

/**
 * A name or e-mail term's values: `…Match` for a trigram lookup, `…Folded` for the exact check
 * after it, `…Like` for a LIKE pattern (see `ContactSearchDialect`).
 */
export type TermParams = { [K in `${'name' | 'email'}${'Match' | 'Folded' | 'Like'}`]?: string };

/** A list or search as SQL parameter values; which optional ones are present is its shape. */
export interface ListParams extends TermParams, Page {
  accountId: number;
  tag?: string;
  state?: string;
  updatedSince?: number;
  companyId?: number;
  [key: string]: unknown;
}

/** What a shape's name and e-mail terms add to its WHERE: sets of contact ids to intersect, and plain conditions. */
export type TermFilters = { idSets: RawBuilder<unknown>[]; conditions: Expression<SqlBool>[] };

/**
 * Name and e-mail terms (case-insensitive substrings of a company's name or a person's "first
 * last"), answered through each database's trigram index; and the JSON a page's locations travel in.
 */
export interface ContactSearchDialect {
  /** The parameter values of a name or e-mail term (not blank, NUL dropped); its keys are part of the shape. */
  termParams(field: 'name' | 'email', term: string): TermParams;
  /** The filters of the term parameters present in `shape`, their values read through `param`. */
  termFilters(kind: ContactKind, shape: ListParams, param: Param): TermFilters;
  /** ORDER BY terms that sort the (few) matches instead of walking the sort's index; undefined: walk it. */
  matchesOrder(shape: ListParams): OrderTerm | undefined;
  /** The selected rows' `columns` as ONE JSON array of tuples, ordered by `orderBy` (read with `jsonValue`). */
  jsonTuples(columns: readonly string[], orderBy: string): RawBuilder<unknown>;
}
