import type { ApiClient, QueryParams } from './client/client';
import { decodeReply, type Decoder } from './client/requests';

/**
 * Sorting of the companies and people lists. The API itself lists by id and has no sort
 * parameter; this project's service takes `sort` as an extension (docs/api-decisions.md) and
 * confirms it with the `X-Crm-Sort` header. A server without the extension ignores the parameter,
 * so without the header the console sorts the page it got and says that only the page is sorted.
 */

export const SORT_HEADER = 'x-crm-sort';

/** `name` of a person is "first last"; `last_name` is people only. */
export type ContactSortKey = 'name' | 'last_name' | 'updated_at' | 'created_at';

export interface ContactSort {
  key: ContactSortKey;
  descending: boolean;
}

/** The parameter value: `name`, `-updated_at`… */
export function sortParam(sort: ContactSort): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/** A `sort` value from a URL, when it is one of `allowed` (optionally with `-`); else null (the API's order). */
export function parseSortParam(
  text: string | null,
  allowed: readonly ContactSortKey[],
): ContactSort | null {
  if (text === null) return null;
  const descending = text.startsWith('-');
  const key = (descending ? text.slice(1) : text) as ContactSortKey;
  return allowed.includes(key) ? { key, descending } : null;
}

/** What a comparison reads of a record. */
export interface SortFields {
  id: number;
  name: string;
  /** People: "last first" for `last_name`. */
  lastFirst?: string;
  createdAt: string;
  updatedAt: string;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

function sortValue(fields: SortFields, key: ContactSortKey): string {
  switch (key) {
    case 'name':
      return fields.name;
    case 'last_name':
      return fields.lastFirst ?? fields.name;
    case 'updated_at':
      return fields.updatedAt;
    case 'created_at':
      return fields.createdAt;
  }
}

/** The service's order: the key (names without regard to case), then id ascending for ties. */
export function compareForSort<T>(
  sort: ContactSort,
  fieldsOf: (row: T) => SortFields,
): (a: T, b: T) => number {
  const isName = sort.key === 'name' || sort.key === 'last_name';
  return (a, b) => {
    const fa = fieldsOf(a);
    const fb = fieldsOf(b);
    const va = sortValue(fa, sort.key);
    const vb = sortValue(fb, sort.key);
    const order = isName ? byName.compare(va, vb) : va < vb ? -1 : va > vb ? 1 : 0;
    return (sort.descending ? -order : order) || fa.id - fb.id;
  };
}

/** A page of a list and who ordered it: the server (across all pages) or the console (this page only). */
export interface SortedPage<T> {
  rows: T[];
  sortedBy: 'server' | 'page';
}

export interface SortedListRequest<T> {
  path: string;
  root: string;
  decode: Decoder<T[]>;
  query: QueryParams;
  sort: ContactSort;
  fieldsOf: (row: T) => SortFields;
}

/** GET a list with `sort`; sorts the page here when the server did not say it sorted (a classic API). */
export async function getSortedList<T>(
  client: ApiClient,
  request: SortedListRequest<T>,
  signal?: AbortSignal,
): Promise<SortedPage<T>> {
  const wanted = sortParam(request.sort);
  const response = await client.request('GET', request.path, {
    query: { ...request.query, sort: wanted },
    signal,
  });
  const rows = decodeReply(response, request.root, request.decode);
  if (response.headers.get(SORT_HEADER) === wanted) return { rows, sortedBy: 'server' };
  return { rows: [...rows].sort(compareForSort(request.sort, request.fieldsOf)), sortedBy: 'page' };
}
