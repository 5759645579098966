import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/** Deals and to-dos are not handed to a deactivated user; what is already theirs may be sent back. */
describe('assigning to a deactivated user', () => {
  let t: DealsTodosService;
  let bobId: number;
  const REFUSAL =
    'Bob Example (bob@example.com) is deactivated: assign it to an active user of this account';

  beforeEach(async () => {
    t = await startDealsTodosService();
    bobId = (await t.service.addUser('Bob Example', 'bob@example.com')).scope.userId;
  });
  afterEach(() => t.close());

  async function deactivateBob(): Promise<void> {
    const res = await t.service.request('PUT', `/service/account/users/${bobId}.xml`, {
      body: '<user><active>false</active></user>',
    });
    expect(res.status).toBe(200);
  }

  it('lists them in users.xml marked inactive, and only them', async () => {
    await deactivateBob();
    const res = await t.service.request('GET', '/service/users.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<name>Bob Example</name><email>bob@example.com</email><active type="boolean">false</active></user>',
    );
    expect(res.text.match(/<active /g)).toHaveLength(1);
  });

  for (const [collection, element] of [
    ['deals', 'deal'],
    ['todos', 'todo'],
  ] as const) {
    it(`refuses a new ${collection === 'todos' ? 'to-do' : 'deal'} for them, by e-mail or by id, naming them`, async () => {
      await deactivateBob();
      for (const assignee of [
        '<assigned_to>bob@example.com</assigned_to>',
        `<assigned_to_id>${bobId}</assigned_to_id>`,
      ]) {
        const res = await t.service.request('POST', `/service/${collection}.xml`, {
          body: `<${element}><title>New</title>${assignee}</${element}>`,
        });
        expect(res.status).toBe(422);
        expect(decodeErrorDocument(res.text)).toEqual([REFUSAL]);
      }
    });

    it(`refuses moving a ${collection === 'todos' ? 'to-do' : 'deal'} to them, and keeps theirs on an unrelated edit`, async () => {
      const theirs = await t.create(
        collection,
        `<${element}><title>Theirs</title><assigned_to>bob@example.com</assigned_to></${element}>`,
      );
      const mine = await t.create(collection, `<${element}><title>Mine</title></${element}>`);
      await deactivateBob();

      const moved = await t.service.request('PUT', `/service/${collection}/${mine}.xml`, {
        body: `<${element}><assigned_to_id>${bobId}</assigned_to_id></${element}>`,
      });
      expect(moved.status).toBe(422);
      expect(decodeErrorDocument(moved.text)).toEqual([REFUSAL]);

      // A classic client sends every field back, the assignee it read included.
      const edited = await t.service.request('PUT', `/service/${collection}/${theirs}.xml`, {
        body: `<${element}><title>Theirs, renamed</title><assigned_to>bob@example.com</assigned_to><assigned_to_id>${bobId}</assigned_to_id></${element}>`,
      });
      expect(edited.status).toBe(200);
      const shown = collection === 'deals' ? await t.showDeal(theirs) : await t.showTodo(theirs);
      expect(shown).toMatchObject({ title: 'Theirs, renamed', assignedToId: bobId });
    });
  }
});
