import { sql } from 'kysely';
import { expect } from 'vitest';
import { decodeDeal, decodeDealList, type Deal } from '#xml/deal';
import { decodeTodo, type Todo } from '#xml/todo';
import type { TestResponse } from './serviceHarness';
import { idFromLocation, startServiceWithDb, type ServiceWithDb } from './communicationRecords';

/**
 * Test support for the deals and to-dos areas: the real service over a SQLite file with a second
 * connection that writes contacts and sets times (the communications area's `startServiceWithDb`),
 * plus create/show helpers that check the API's exact create answer.
 */
export interface DealsTodosService extends ServiceWithDb {
  /** POSTs an XML body; expects exactly 201, an empty body and an absolute Location; returns the new id. */
  create(collection: 'deals' | 'todos', body: string, token?: string): Promise<number>;
  showDeal(id: number, token?: string): Promise<Deal>;
  /** GETs `/service/deals.xml{query}`; expects 200; returns the listed ids in order. */
  listDealIds(query?: string, token?: string): Promise<number[]>;
  showTodo(id: number, token?: string): Promise<Todo>;
  /** Sets a record's updated_at (ISO UTC) behind the service's back, for `updated_since` searches. */
  setUpdatedAt(table: 'deals' | 'todos', id: number, iso: string): Promise<void>;
  /** Link rows of a deal (`deal_*` tables) or a to-do (`todo_contacts`), read directly. */
  linkCount(
    table: 'deal_contacts' | 'deal_todos' | 'deal_communications' | 'todo_contacts',
    ownerId: number,
  ): Promise<number>;
}

export async function startDealsTodosService(): Promise<DealsTodosService> {
  const base = await startServiceWithDb();
  const { service, db } = base;
  const expectCreated = (res: TestResponse, collection: string): number => {
    expect(res.status, res.text).toBe(201);
    expect(res.text).toBe('');
    expect(String(res.headers['location'])).toMatch(
      new RegExp(`^${service.url}/service/${collection}/\\d+\\.xml$`),
    );
    return idFromLocation(res.headers['location']);
  };
  const show = async (collection: string, id: number, token?: string): Promise<TestResponse> => {
    const res = await service.request('GET', `/service/${collection}/${id}.xml`, { token });
    expect(res.status, res.text).toBe(200);
    return res;
  };
  return {
    ...base,
    async create(collection, body, token) {
      return expectCreated(
        await service.request('POST', `/service/${collection}.xml`, { body, token }),
        collection,
      );
    },
    showDeal: async (id, token) => decodeDeal((await show('deals', id, token)).xml!),
    async listDealIds(query = '', token) {
      const res = await service.request('GET', `/service/deals.xml${query}`, { token });
      expect(res.status, res.text).toBe(200);
      return decodeDealList(res.xml!).map((deal) => deal.id);
    },
    showTodo: async (id, token) => decodeTodo((await show('todos', id, token)).xml!),
    async setUpdatedAt(table, id, iso) {
      await db
        .updateTable(table)
        .set({ updated_at: Date.parse(iso) })
        .where('id', '=', id)
        .execute();
    },
    async linkCount(table, ownerId) {
      const owner = table === 'todo_contacts' ? 'todo_id' : 'deal_id';
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(sql.ref(owner), '=', ownerId)
        .executeTakeFirst();
      // COUNT(*) is a bigint on PostgreSQL: the store's pool parses it, but be explicit.
      return Number(row?.n ?? 0);
    },
  };
}
