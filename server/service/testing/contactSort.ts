import { expect } from 'vitest';
import type { TestResponse, TestService, TestServiceWithDb } from './serviceHarness';

/** A list answered 200; anything else fails the test with the answer's text. */
export async function listOf(
  service: TestService,
  collection: 'companies' | 'people',
  query: string,
): Promise<TestResponse> {
  const res = await service.request('GET', `/service/${collection}.xml?${query}`);
  expect(res.status, `${collection} ${query}: ${res.text}`).toBe(200);
  return res;
}

/** The ids of a list answer, in order. */
export function idsIn(res: TestResponse): number[] {
  return res.xml!.children.map((record) =>
    Number(record.children.find((c) => c.name === 'id')?.text),
  );
}

export async function listIds(
  service: TestService,
  collection: 'companies' | 'people',
  query: string,
): Promise<number[]> {
  return idsIn(await listOf(service, collection, query));
}

/**
 * Sets a record's times straight in the database (the API cannot), so that time orders differ
 * from the id order and have ties on purpose. The version moves too, as any change does.
 */
export async function setTimes(
  service: TestServiceWithDb,
  id: number,
  times: { created: number; updated: number },
): Promise<void> {
  await service.db
    .updateTable('contacts')
    .set((eb) => ({
      created_at: times.created,
      updated_at: times.updated,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** SQLite's NOCASE (and the PostgreSQL store's nocase()): ASCII letters folded, nothing else. */
export const foldAscii = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A record as the expected orders see it. */
export interface SortableRecord {
  id: number;
  name: string;
  firstName?: string;
  lastName?: string;
  created: number;
  updated: number;
}

type Key = string | number;

function keysOf(record: SortableRecord, key: string): Key[] {
  switch (key) {
    case 'name':
      return [foldAscii(record.name)];
    case 'last_name':
      return [foldAscii(record.lastName ?? ''), foldAscii(record.firstName ?? '')];
    case 'created_at':
      return [record.created];
    case 'updated_at':
      return [record.updated];
    case 'id':
      return [record.id];
    default:
      throw new Error(`no such sort key ${key}`);
  }
}

const compareKeys = (a: Key[], b: Key[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

/**
 * The ids in the order `sort` (e.g. `-updated_at`) must give, computed independently of the
 * service: the key in its direction, then the id ascending (names here are ASCII, so JavaScript's
 * string order is the stores' byte order).
 */
export function expectedOrder(records: readonly SortableRecord[], sort: string): number[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return [...records]
    .sort((a, b) => {
      const byKey = compareKeys(keysOf(a, key), keysOf(b, key)) * (descending ? -1 : 1);
      return byKey !== 0 ? byKey : a.id - b.id;
    })
    .map((record) => record.id);
}
