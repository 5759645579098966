import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { detailKey, listKey } from '#api/cache';
import { refreshAfterImport, refreshAfterRestore } from './refreshCaches';

function seeded(keys: readonly (readonly unknown[])[]): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  return queryClient;
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('refreshAfterImport', () => {
  it("marks stale imported people, their deals, affiliations and lists that name them, and nothing else's", async () => {
    const affiliations = detailKey('people', 4, 'affiliations');
    const companyPeople = detailKey('companies', 9, 'people');
    const dealList = listKey('deals', {});
    const companyList = listKey('companies', {});
    const todoList = listKey('todos', {});
    const stream = ['activities', 'stream'];
    const queryClient = seeded([
      affiliations,
      companyPeople,
      dealList,
      companyList,
      todoList,
      stream,
    ]);
    await refreshAfterImport(queryClient, 'people');
    expect(stale(queryClient, affiliations)).toBe(true);
    expect(stale(queryClient, companyPeople)).toBe(true);
    expect(stale(queryClient, dealList)).toBe(true);
    expect(stale(queryClient, companyList)).toBe(true);
    expect(stale(queryClient, stream)).toBe(true);
    expect(stale(queryClient, todoList)).toBe(false);
  });

  it("marks a contact's deals stale after a deals import, not the contact lists", async () => {
    const contactDeals = detailKey('companies', 2, 'deals');
    const companyList = listKey('companies', {});
    const queryClient = seeded([contactDeals, companyList]);
    await refreshAfterImport(queryClient, 'deals');
    expect(stale(queryClient, contactDeals)).toBe(true);
    expect(stale(queryClient, companyList)).toBe(false);
  });
});

describe('refreshAfterRestore', () => {
  it('marks every kind of record stale, but not the users', async () => {
    const keys = [listKey('communications', {}), detailKey('deals', 1), listKey('tags', {})];
    const users = ['users', 'list'];
    const queryClient = seeded([...keys, users]);
    await refreshAfterRestore(queryClient);
    for (const key of keys) expect(stale(queryClient, key)).toBe(true);
    expect(stale(queryClient, users)).toBe(false);
  });
});
