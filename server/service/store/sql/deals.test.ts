import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewDeal } from '../dealStore';
import type { Scope } from '../scope';
import { WRITTEN } from '../writeResult';
import { writtenValue } from '../testing/writtenValue';
import { areaTestStore, BLANK_DEAL, type AreaTestStore } from './testing/areaTestStore';

const NEW_DEAL: NewDeal = { ...BLANK_DEAL, title: 'D' };

describe('sqlDealStore and sqlTodoStore', () => {
  let t: AreaTestStore;
  let scope: Scope;

  beforeEach(async () => {
    t = await areaTestStore();
    scope = t.scope;
  });
  afterEach(() => t.close());

  const createDeal = async (input: Partial<NewDeal> = {}): Promise<number> => {
    const result = await t.store.deals.createDeal(scope, { ...NEW_DEAL, ...input });
    return writtenValue(result).id;
  };

  it('reads a deal with its three linked sets in id order, and writes nothing when one id is foreign', async () => {
    const [c1, c2, foreign] = [
      await t.record('company'),
      await t.record('person'),
      await t.record('company', t.other.accountId),
    ];
    const [todo, communication] = [await t.record('todo'), await t.record('communication')];
    const id = await createDeal({
      attachedContactIds: [c2, c1, c2],
      todoIds: [todo],
      attachedCommunicationIds: [communication],
      dealWithId: c1,
    });
    expect(await t.store.deals.findDeal(scope, id)).toMatchObject({
      attachedContactIds: [c1, c2],
      todoIds: [todo],
      attachedCommunicationIds: [communication],
      dealWithId: c1,
      version: 1,
    });
    expect(
      await t.store.deals.updateDeal(scope, id, {
        attachedContactIds: [foreign],
        dealWithId: foreign,
      }),
    ).toEqual({
      status: 'invalid',
      problems: [
        {
          field: 'deal_with_id',
          message: `Deal with id ${foreign} is not a contact of this account`,
        },
        { field: 'attached_contact_ids', message: `Attached contacts do not exist: ${foreign}` },
      ],
    });
    expect(await t.store.deals.updateDeal(scope, id, { attachedContactIds: [] }, 1)).toEqual({
      status: 'ok',
      value: { id, version: 2 },
    });
    expect(await t.store.deals.findDeal(scope, id)).toMatchObject({
      attachedContactIds: [],
      todoIds: [todo],
      version: 2,
    });
    expect(await t.store.deals.relatedPeopleIds(scope, id)).toEqual([]);
    expect(await t.store.deals.findDeal(t.other, id)).toBeNull();
  });

  const createTodo = async (): Promise<{ id: number }> =>
    writtenValue(
      await t.store.todos.createTodo(scope, {
        title: 'T',
        description: '',
        dueDate: null,
        flagged: false,
        complete: false,
        assignedToId: null,
        participantIds: [],
      }),
    );

  it('touches the deals that listed a deleted to-do', async () => {
    const todo = await createTodo();
    const deal = await createDeal({ todoIds: [todo.id] });
    expect(await t.store.todos.deleteTodo(t.other, todo.id)).toEqual({ status: 'not_found' });
    expect(await t.store.todos.deleteTodo(scope, todo.id)).toEqual(WRITTEN);
    expect(await t.store.deals.findDeal(scope, deal)).toMatchObject({ todoIds: [], version: 2 });
  });

  it('loses no comment, related contact, participant or version bump under concurrent writers of one record', async () => {
    const deal = await createDeal();
    const todo = await createTodo();
    const contacts = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        writtenValue(await t.store.contacts.createCompany(scope, { name: `C${i}` })),
      ),
    );
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        t.store.comments.addComment(scope, {
          kind: 'deal',
          recordId: deal,
          comment: `c${i}`,
          authorName: 'Admin',
        }),
      ),
      ...contacts.map((c) => t.store.deals.addRelatedContact(scope, deal, c)),
      ...contacts.map((c) => t.store.deals.addRelatedContact(scope, deal, c)),
      ...contacts.map((c) => t.store.todos.addParticipant(scope, todo.id, c)),
      ...contacts.map((c) => t.store.todos.addParticipant(scope, todo.id, c)),
    ]);
    expect(outcomes.filter((o) => o.status === 'ok' && o.value === 'added')).toHaveLength(16);
    expect(outcomes.filter((o) => o.status === 'ok' && o.value === 'unchanged')).toHaveLength(16);
    const sorted = [...contacts].sort((a, b) => a - b);
    const found = await t.store.deals.findDeal(scope, deal);
    expect(found!.attachedContactIds).toEqual(sorted);
    expect((await t.store.comments.commentsOf(scope, 'deal', [deal])).get(deal)).toHaveLength(10);
    // Version 1, then one bump per comment and per contact really added.
    expect(found!.version).toBe(1 + 10 + 8);
    expect(await t.store.todos.findTodo(scope, todo.id)).toMatchObject({
      participantIds: sorted,
      version: 1 + 8,
    });
    expect(await t.store.deals.removeRelatedContact(scope, deal, sorted[0]!)).toEqual({
      status: 'ok',
      value: 'removed',
    });
    expect(await t.store.deals.removeRelatedContact(scope, deal, sorted[0]!)).toEqual({
      status: 'ok',
      value: 'unchanged',
    });
    expect(await t.store.deals.removeRelatedContact(t.other, deal, sorted[0]!)).toEqual({
      status: 'not_found',
    });
    expect(
      await t.store.todos.removeParticipant(
        scope,
        todo.id,
        await t.record('company', t.other.accountId),
      ),
    ).toEqual({ status: 'not_found', missing: 'contact' });
    expect(await t.store.todos.removeParticipant(t.other, todo.id, sorted[0]!)).toEqual({
      status: 'not_found',
    });
  });
});
