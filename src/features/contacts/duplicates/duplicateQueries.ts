import { queryOptions } from '@tanstack/react-query';
import { listKey } from '#api/cache';
import type { ApiClient } from '#api/client/client';
import { listCompanies } from '#api/companies';
import { listPeople } from '#api/people';
import type { ContactCollection } from '#api/records';
import { companyNameKey, personNameKey, searchWordsOf } from './duplicateKey';
import { fullName } from '#xml/person';

/** An existing record a new one may duplicate. */
export interface DuplicateMatch {
  id: number;
  name: string;
}

/** How many records sharing the search word are compared; a name this common is rare. */
const COMPARED = 100;

const keyOf = (collection: ContactCollection, name: string) =>
  collection === 'companies' ? companyNameKey(name) : personNameKey(name);

async function namedLike(
  client: ApiClient,
  collection: ContactCollection,
  word: string,
  signal: AbortSignal,
): Promise<DuplicateMatch[]> {
  if (collection === 'companies')
    return (await listCompanies(client, { name: word, limit: COMPARED }, signal)).map((c) => ({
      id: c.id,
      name: c.name,
    }));
  return (await listPeople(client, { name: word, limit: COMPARED }, signal)).map((p) => ({
    id: p.id,
    name: fullName(p),
  }));
}

/**
 * The companies (or people) whose name means the same as `name` (duplicateKey.ts): the service's
 * name search by the name's longest words, then compared here. Under the collection's list key, so
 * a record created or renamed meanwhile is taken into account.
 */
export function duplicateQuery(client: ApiClient, collection: ContactCollection, name: string) {
  const key = keyOf(collection, name);
  return queryOptions({
    queryKey: listKey(collection, { duplicatesOf: key }),
    queryFn: async ({ signal }): Promise<DuplicateMatch[]> => {
      const words = searchWordsOf(name);
      if (key === '' || words.length === 0) return [];
      const pages = await Promise.all(
        words.map((word) => namedLike(client, collection, word, signal)),
      );
      const byId = new Map(pages.flat().map((record) => [record.id, record]));
      return [...byId.values()].filter((record) => keyOf(collection, record.name) === key);
    },
    staleTime: 10_000,
  });
}
