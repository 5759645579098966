import type { Expression, SelectQueryBuilder } from 'kysely';
import type { ContactSort, ContactSortKey } from './contactStore';
import type { Database } from './schema';

/** How a dialect writes an ORDER BY term: names in NOCASE order, as their index's expression. */
export type OrderTerm = (column: SortColumn) => Expression<unknown>;

export const isNameColumn = (column: SortColumn): boolean =>
  column === 'contacts.name' || column === 'contacts.first_name' || column === 'contacts.last_name';

/** What each key orders by, before the id (a person's `name` is "first last": writes keep it). */
const KEY_COLUMNS = {
  name: ['contacts.name'],
  last_name: ['contacts.last_name', 'contacts.first_name'],
  updated_at: ['contacts.updated_at'],
  created_at: ['contacts.created_at'],
  id: [],
} as const satisfies Record<ContactSortKey, readonly string[]>;

/** The columns the sort keys order by (before the id). */
export type SortColumn = (typeof KEY_COLUMNS)[ContactSortKey][number];

/** By the sort's key, then id ascending either way: paging neither skips nor repeats equal keys. */
export function orderContacts<O>(
  query: SelectQueryBuilder<Database, 'contacts', O>,
  sort: ContactSort | undefined,
  term: OrderTerm,
): SelectQueryBuilder<Database, 'contacts', O> {
  if (sort === undefined) return query.orderBy('contacts.id');
  const direction = sort.descending ? 'desc' : 'asc';
  for (const column of KEY_COLUMNS[sort.key]) query = query.orderBy(term(column), direction);
  return query.orderBy('contacts.id', sort.key === 'id' ? direction : 'asc');
}

/** A sort as the `sort` parameter spells it (`-updated_at`), which also keys its compiled query. */
export const sortText = (sort: ContactSort): string => `${sort.descending ? '-' : ''}${sort.key}`;
