import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scope } from '../scope';
import { SqliteCommunicationStore } from './communications';
import { SqliteDb } from './database';

describe('SqliteCommunicationStore', () => {
  let db: SqliteDb;
  let store: SqliteCommunicationStore;
  let scope: Scope;
  const now = Date.now();
  const page = { offset: 0, limit: 10 };

  beforeEach(() => {
    db = new SqliteDb(':memory:');
    store = new SqliteCommunicationStore(db);
    const accountId = db.run(db.qb.insertInto('accounts').values({ name: 'one', utc_offset_minutes: 0, created_at: now })).lastInsertRowid;
    scope = { accountId, userId: 1 };
  });
  afterEach(() => db.close());

  const create = (subject: string) => store.createCommunication(scope, { subject, body: '', date: '2009-03-17T20:16:35Z', ctype: 'email' });

  it('creates and finds a record with ISO UTC times and version 1', async () => {
    const id = await create('Hello');
    const found = await store.findCommunication(scope, id);
    expect(found).toMatchObject({ id, subject: 'Hello', body: '', date: '2009-03-17T20:16:35Z', ctype: 'email', version: 1 });
    expect(found!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(await store.findCommunication({ accountId: scope.accountId + 1, userId: 1 }, id)).toBeNull();
  });

  it('updates only the given fields, bumps the version, and refuses a stale expected version', async () => {
    const id = await create('Hello');
    expect(await store.updateCommunication(scope, id, { body: 'new body' }, 1)).toBe('ok');
    expect(await store.findCommunication(scope, id)).toMatchObject({ subject: 'Hello', body: 'new body', version: 2 });
    expect(await store.updateCommunication(scope, id, { subject: 'late' }, 1)).toBe('stale');
    expect(await store.updateCommunication(scope, id, { subject: 'any' })).toBe('ok');
    expect(await store.updateCommunication(scope, 9999, { subject: 'x' })).toBe('not_found');
    expect(await store.findCommunication(scope, id)).toMatchObject({ subject: 'any', version: 3 });
  });

  it('touches the deals a deleted communication was attached to', async () => {
    const id = await create('Attached');
    const deal = db.run(
      db.qb.insertInto('deals').values({ account_id: scope.accountId, title: 'D', description: '', deal_with_id: null, status: 'pending', assigned_to_id: null, amount_cents: 0, created_at: now, updated_at: now }),
    ).lastInsertRowid;
    db.run(db.qb.insertInto('deal_communications').values({ deal_id: deal, communication_id: id }));
    expect(await store.deleteCommunication(scope, id)).toBe(true);
    expect(db.get(db.qb.selectFrom('deals').select('version').where('id', '=', deal))!.version).toBe(2);
    expect(db.all(db.qb.selectFrom('deal_communications').selectAll())).toEqual([]);
    expect(await store.deleteCommunication(scope, id)).toBe(false);
  });

  it('reads a row with a type it does not know as a note instead of failing the list', async () => {
    const id = await create('Odd');
    db.run(db.qb.updateTable('communications').set({ ctype: 'fax' }).where('id', '=', id));
    expect((await store.searchCommunications(scope, {}, page)).map((c) => c.ctype)).toEqual(['note']);
  });
});
