import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store';
import type { Scope } from '../scope';
import { WRITTEN } from '../writeResult';
import { writtenValue } from '../testing/writtenValue';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';

describe('sqlCommunicationStore', () => {
  let t: AreaTestStore;
  let store: Store['communications'];
  let scope: Scope;
  const page = { offset: 0, limit: 10 };

  beforeEach(async () => {
    t = await areaTestStore();
    scope = t.scope;
    store = t.store.communications;
  });
  afterEach(() => t.close());

  const create = async (subject: string) =>
    writtenValue(
      await store.createCommunication(scope, {
        subject,
        body: '',
        date: '2009-03-17T20:16:35Z',
        ctype: 'email',
      }),
    );

  it('creates and finds a record with ISO UTC times and version 1', async () => {
    const id = await create('Hello');
    const found = await store.findCommunication(scope, id);
    expect(found).toMatchObject({
      id,
      subject: 'Hello',
      body: '',
      date: '2009-03-17T20:16:35Z',
      ctype: 'email',
      version: 1,
    });
    expect(found!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(await store.findCommunication(t.other, id)).toBeNull();
  });

  it('updates only the given fields, bumps the version, and refuses a stale expected version', async () => {
    const id = await create('Hello');
    expect(await store.updateCommunication(scope, id, { body: 'new body' }, 1)).toEqual(WRITTEN);
    expect(await store.findCommunication(scope, id)).toMatchObject({
      subject: 'Hello',
      body: 'new body',
      version: 2,
    });
    expect(await store.updateCommunication(scope, id, { subject: 'late' }, 1)).toEqual({
      status: 'stale',
    });
    expect(await store.updateCommunication(scope, id, { subject: 'any' })).toEqual(WRITTEN);
    expect(await store.updateCommunication(scope, 9999, { subject: 'x' })).toEqual({
      status: 'not_found',
    });
    expect(await store.updateCommunication(t.other, id, { subject: 'x' })).toEqual({
      status: 'not_found',
    });
    expect(await store.findCommunication(scope, id)).toMatchObject({ subject: 'any', version: 3 });
  });

  it('touches the deals a deleted communication was attached to', async () => {
    const id = await create('Attached');
    const deal = await t.record('deal');
    await t.store.db.kysely
      .insertInto('deal_communications')
      .values({ deal_id: deal, communication_id: id })
      .execute();
    expect(await store.deleteCommunication(t.other, id)).toEqual({ status: 'not_found' });
    expect(await store.deleteCommunication(scope, id)).toEqual(WRITTEN);
    expect(await t.version('deal', deal)).toBe(2);
    expect(await t.store.db.kysely.selectFrom('deal_communications').selectAll().execute()).toEqual(
      [],
    );
    expect(await store.deleteCommunication(scope, id)).toEqual({ status: 'not_found' });
  });

  it('reads a row with a type it does not know as a note instead of failing the list', async () => {
    const id = await create('Odd');
    await t.store.db.kysely
      .updateTable('communications')
      .set({ ctype: 'fax' })
      .where('id', '=', id)
      .execute();
    expect((await store.searchCommunications(scope, {}, page)).map((c) => c.ctype)).toEqual([
      'note',
    ]);
  });

  it('keeps participants with their roles, touching the communication only when they change', async () => {
    const id = await create('Meeting');
    const [person, company, foreign] = [
      await t.record('person'),
      await t.record('company'),
      await t.record('person', t.other.accountId),
    ];
    expect(await store.addParticipant(scope, id, { contactId: person, role: 'to' })).toEqual({
      status: 'ok',
      value: 'added',
    });
    expect(await store.addParticipant(scope, id, { contactId: person, role: 'cc' })).toEqual({
      status: 'ok',
      value: 'added',
    });
    expect(await store.addParticipant(scope, id, { contactId: person, role: 'to' })).toEqual({
      status: 'ok',
      value: 'unchanged',
    });
    expect(
      await store.addParticipant(scope, id, { contactId: company, kind: 'company', role: 'from' }),
    ).toEqual({ status: 'ok', value: 'added' });
    expect(
      await store.addParticipant(scope, id, { contactId: company, kind: 'person', role: 'to' }),
    ).toEqual({ status: 'not_found', missing: 'contact' });
    expect(await store.addParticipant(scope, id, { contactId: foreign, role: 'to' })).toEqual({
      status: 'not_found',
      missing: 'contact',
    });
    expect(await store.addParticipant(t.other, id, { contactId: foreign, role: 'to' })).toEqual({
      status: 'not_found',
    });
    // In (contact id, role) order; the person was written first.
    expect((await store.listParticipants(scope, id))!.map((p) => [p.contactId, p.role])).toEqual([
      [person, 'cc'],
      [person, 'to'],
      [company, 'from'],
    ]);
    expect((await store.listParticipants(scope, id, 'to'))!.map((p) => p.contactId)).toEqual([
      person,
    ]);
    expect(await store.listParticipants(t.other, id)).toBeNull();
    expect(await store.removeParticipant(scope, id, { contactId: person, role: 'from' })).toEqual({
      status: 'not_found',
      missing: 'participant',
    });
    expect(await store.removeParticipant(scope, id, { contactId: person, role: 'cc' })).toEqual({
      status: 'ok',
      value: 'removed',
    });
    expect((await store.findCommunication(scope, id))!.version).toBe(1 + 3 + 1);
    expect(
      (await store.communicationsOfContact(scope, 'person', person, page))!.map((c) => c.id),
    ).toEqual([id]);
    expect(await store.communicationsOfContact(scope, 'company', person, page)).toBeNull();
    expect(await store.communicationsOfContact(t.other, 'person', person, page)).toBeNull();
  });
});
