import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { detailKey, forgetRecord, invalidateCollection, listKey } from './cache';

const KEYS = {
  companyList: listKey('companies', { name: 'a' }),
  company: detailKey('companies', 1),
  companyTodos: detailKey('companies', 1, 'todos'),
  companyCommunications: detailKey('companies', 1, 'communications'),
  personList: listKey('people', {}),
  dealList: listKey('deals', {}),
  todoList: listKey('todos', 'mine'),
  tags: listKey('tags', 'all'),
  participants: detailKey('communications', 3, 'participants'),
};

function seeded(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, []);
  return client;
}

const invalidated = (client: QueryClient): string[] =>
  Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated === true)
    .map(([name]) => name)
    .sort();

describe('invalidateCollection', () => {
  it('marks the collection and the nested lists named after it', async () => {
    const client = seeded();
    await invalidateCollection(client, 'todos');
    expect(invalidated(client)).toEqual(['companyTodos', 'dealList', 'todoList']);
  });

  it('marks what shows a company elsewhere (employer names, deal_with, participants)', async () => {
    const client = seeded();
    await invalidateCollection(client, 'companies');
    expect(invalidated(client)).toEqual([
      'company',
      'companyCommunications',
      'companyList',
      'companyTodos',
      'dealList',
      'participants',
      'personList',
    ]);
  });

  it('leaves other collections alone for tags', async () => {
    const client = seeded();
    await invalidateCollection(client, 'tags');
    expect(invalidated(client)).toEqual(['tags']);
  });
});

describe('forgetRecord', () => {
  it('drops the record and what hangs below it', () => {
    const client = seeded();
    forgetRecord(client, 'companies', 1);
    expect(client.getQueryState(KEYS.company)).toBeUndefined();
    expect(client.getQueryState(KEYS.companyTodos)).toBeUndefined();
    expect(client.getQueryState(KEYS.companyList)).toBeDefined();
  });
});
