import type { Expression, SelectQueryBuilder } from 'kysely';
import type { ContactSort, ContactSortKey } from './contactStore';
import type { Database } from './schema';

/**
 * How a dialect writes one ORDER BY term. Names must compare as the store compares names: ASCII
 * letters folded, everything else by code point (SQLite `COLLATE NOCASE`, PostgreSQL
 * `nocase(…) COLLATE "C"`), in the expression of its index for the index to give the order.
 */
export type OrderTerm = (column: SortColumn) => Expression<unknown>;

export const isNameColumn = (column: SortColumn): boolean =>
  column === 'contacts.name' || column === 'contacts.first_name' || column === 'contacts.last_name';

/**
 * What each key orders by, before the id. A person's `name` column holds the full name "first
 * last" as displayed (every write keeps it so), so `name` is the same column for both kinds.
 */
const KEY_COLUMNS = {
  name: ['contacts.name'],
  last_name: ['contacts.last_name', 'contacts.first_name'],
  updated_at: ['contacts.updated_at'],
  created_at: ['contacts.created_at'],
  id: [],
} as const satisfies Record<ContactSortKey, readonly string[]>;

/** The columns the sort keys order by (before the id). */
export type SortColumn = (typeof KEY_COLUMNS)[ContactSortKey][number];

/**
 * Orders a contact list: by the sort's key in its direction, then by id ascending whatever the
 * direction, so records with equal keys keep one order and offset paging neither skips nor
 * repeats a record. Without a sort, by id (the API's order), with the SQL it always had.
 */
export function orderContacts<O>(
  query: SelectQueryBuilder<Database, 'contacts', O>,
  sort: ContactSort | undefined,
  term: OrderTerm,
): SelectQueryBuilder<Database, 'contacts', O> {
  if (sort === undefined) return query.orderBy('contacts.id');
  const direction = sort.descending ? 'desc' : 'asc';
  let ordered = query;
  for (const column of KEY_COLUMNS[sort.key]) ordered = ordered.orderBy(term(column), direction);
  return ordered.orderBy('contacts.id', sort.key === 'id' ? direction : 'asc');
}

/** A sort as the `sort` parameter spells it (`-updated_at`); also what tells one compiled query shape from another. */
export function sortText(sort: ContactSort): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}
