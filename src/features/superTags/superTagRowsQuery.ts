import type { UseQueryOptions } from '@tanstack/react-query';
import { listKey, type QueryKeyPart } from '../../api/cache';
import { listCompanies } from '../../api/companies';
import { dealsTaggedFetcher, scanDealsWithSuperTag } from '../../api/dealSuperTagScan';
import type { ApiClient } from '../../api/client/client';
import { listPeople } from '../../api/people';
import { companyRow, dealRow, personRow, type SuperTagRow, type TaggedKind } from './superTagRows';

export type SuperTagRowsOptions = UseQueryOptions<
  SuperTagRow[],
  Error,
  SuperTagRow[],
  readonly QueryKeyPart[]
>;

export interface RowsPage {
  offset: number;
  limit: number;
}

/**
 * The query of one page of the records of a kind carrying the SuperTag `name`. Companies and
 * people: that page of their `tag` search. Deals: every deal carrying it, scanned once (the API
 * cannot search deals by tag; see `scanDealsWithSuperTag`) and paged here, so paging costs no
 * request. Keys start with the collection: any change to such records, a value edited in place
 * included, marks them stale (`invalidateCollection`).
 */
export function superTagRowsQuery(
  client: ApiClient,
  name: string,
  kind: TaggedKind,
  page: RowsPage,
  onProgress: (lookedThrough: number) => void,
): SuperTagRowsOptions {
  switch (kind) {
    case 'companies':
      return {
        queryKey: listKey('companies', { superTag: name, ...page }),
        queryFn: async ({ signal }) =>
          (await listCompanies(client, { tag: name, ...page }, signal)).map((company) =>
            companyRow(company, name),
          ),
      };
    case 'people':
      return {
        queryKey: listKey('people', { superTag: name, ...page }),
        queryFn: async ({ signal }) =>
          (await listPeople(client, { tag: name, ...page }, signal)).map((person) =>
            personRow(person, name),
          ),
      };
    case 'deals':
      return {
        queryKey: listKey('deals', { superTag: name }),
        queryFn: async ({ signal }) => {
          try {
            const deals = await scanDealsWithSuperTag(dealsTaggedFetcher(client, name), name, {
              signal,
              onProgress,
            });
            return deals.map((deal) => dealRow(deal, name));
          } finally {
            // Back to 0 however it ended, so the count only ever describes a scan under way.
            onProgress(0);
          }
        },
        select: (rows) => rows.slice(page.offset, page.offset + page.limit),
      };
  }
}

/** Whether a query key is one of the SuperTag `name`'s pages of `collection` (see the keys above). */
export function isSuperTagRowsKey(
  key: readonly unknown[],
  collection: TaggedKind,
  name: string,
): boolean {
  const params = key[2];
  return (
    key[0] === collection &&
    key[1] === 'list' &&
    typeof params === 'object' &&
    params !== null &&
    (params as { superTag?: unknown }).superTag === name
  );
}
