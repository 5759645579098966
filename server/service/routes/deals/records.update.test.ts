import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('deal records', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const errorsOf = (text: string): string[] => decodeErrorDocument(text);
  const listIds = (query?: string, token?: string): Promise<number[]> =>
    t.listDealIds(query, token);

  describe('assignee', () => {
    it("assigns by e-mail (any case), ignores a name or another account's e-mail, refuses a foreign assigned_to_id", async () => {
      const bob = await t.service.addUser('Bob Example', 'bob@example.com');
      await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
      const eve = (await t.service.store.accounts.findUsersByEmail('eve@example.org'))[0]!;

      const byEmail = await t.create(
        'deals',
        '<deal><title>a</title><assigned_to>BOB@Example.com</assigned_to></deal>',
      );
      expect(await t.showDeal(byEmail)).toMatchObject({
        assignedTo: 'Bob Example',
        assignedToId: bob.scope.userId,
      });

      const byName = await t.create(
        'deals',
        '<deal><title>b</title><assigned_to>Bob Example</assigned_to></deal>',
      );
      expect((await t.showDeal(byName)).assignedToId).toBe(t.service.scope.userId);

      const foreignEmail = await t.create(
        'deals',
        '<deal><title>c</title><assigned_to>eve@example.org</assigned_to></deal>',
      );
      expect((await t.showDeal(foreignEmail)).assignedToId).toBe(t.service.scope.userId);

      const byId = await t.create(
        'deals',
        `<deal><title>d</title><assigned_to_id>${bob.scope.userId}</assigned_to_id></deal>`,
      );
      expect((await t.showDeal(byId)).assignedTo).toBe('Bob Example');

      const foreignId = await t.service.request('POST', '/service/deals.xml', {
        body: `<deal><title>e</title><assigned_to_id>${eve.id}</assigned_to_id></deal>`,
      });
      expect(foreignId.status).toBe(422);
      expect(errorsOf(foreignId.text)).toEqual([
        `Assigned to id ${eve.id} is not a user of this account`,
      ]);
      expect(await listIds()).toEqual([byEmail, byName, foreignEmail, byId]);
    });

    it('keeps the assignee on update when a name is sent, changes it for an e-mail', async () => {
      const bob = await t.service.addUser('Bob Example', 'bob@example.com');
      const id = await t.create(
        'deals',
        '<deal><title>a</title><assigned_to>bob@example.com</assigned_to></deal>',
      );
      expect(
        (
          await t.service.request('PUT', `/service/deals/${id}.xml`, {
            body: '<deal><assigned_to>Test Admin</assigned_to></deal>',
          })
        ).status,
      ).toBe(200);
      expect((await t.showDeal(id)).assignedToId).toBe(bob.scope.userId);
      // A whole record re-sent after changing the e-mail still carries the old assigned_to_id: the e-mail wins.
      expect(
        (
          await t.service.request('PUT', `/service/deals/${id}.xml`, {
            body: `<deal><assigned_to>admin@example.com</assigned_to><assigned_to_id>${bob.scope.userId}</assigned_to_id></deal>`,
          })
        ).status,
      ).toBe(200);
      expect((await t.showDeal(id)).assignedTo).toBe('Test Admin');
    });
  });

  describe('update', () => {
    it('changes the given fields only, answers exactly 200 with the new ETag', async () => {
      const person = await t.person('Jane', 'Example');
      const id = await t.create(
        'deals',
        `<deal><title>a</title><description>keep</description><amount>10</amount><attached_contacts><attached_contacts_id>${person}</attached_contacts_id></attached_contacts></deal>`,
      );
      const res = await t.service.request('PUT', `/service/deals/${id}.xml`, {
        body: '<deal><title>renamed</title><status>Lost</status><amount>1,234.5</amount></deal>',
      });
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(res.headers['etag']).toBe('"v2"');
      expect(await t.showDeal(id)).toMatchObject({
        title: 'renamed',
        description: 'keep',
        status: 'lost',
        amount: '1234.50',
        attachedContactIds: [person],
      });
    });

    it('replaces linked sets when given, empties them with an empty container, clears deal_with_id with an empty element', async () => {
      const [a, b] = [await t.person('A', 'One'), await t.person('B', 'Two')];
      const todo = await t.todo('x');
      const id = await t.create(
        'deals',
        `<deal><title>a</title><deal_with_id>${a}</deal_with_id><attached_contacts><attached_contacts_id>${a}</attached_contacts_id></attached_contacts><todos><todo_id>${todo}</todo_id></todos></deal>`,
      );
      await t.service.request('PUT', `/service/deals/${id}.xml`, {
        body: `<deal><attached_contacts><attached_contacts_id>${b}</attached_contacts_id><attached_contacts_id>${b}</attached_contacts_id></attached_contacts><todos/><deal_with_id></deal_with_id></deal>`,
      });
      expect(await t.showDeal(id)).toMatchObject({
        attachedContactIds: [b],
        todoIds: [],
        dealWithId: null,
        dealWith: '',
      });
    });

    it('accepts the whole record as shown (read-only fields ignored) without changing it', async () => {
      const company = await t.company('Example Software');
      const id = await t.create(
        'deals',
        `<deal><title>a</title><amount>5</amount><deal_with_id>${company}</deal_with_id></deal>`,
      );
      const before = await t.showDeal(id);
      const shown = await t.service.request('GET', `/service/deals/${id}.xml`);
      const res = await t.service.request('PUT', `/service/deals/${id}.xml`, { body: shown.text });
      expect(res.status, res.text).toBe(200);
      const after = await t.showDeal(id);
      expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
    });

    it('refuses a stale If-Match with 412 and leaves the record unchanged; a current one passes', async () => {
      const id = await t.create('deals', '<deal><title>a</title></deal>');
      expect(
        (
          await t.service.request('PUT', `/service/deals/${id}.xml`, {
            body: '<deal><title>b</title></deal>',
            headers: { 'if-match': '"v1"' },
          })
        ).status,
      ).toBe(200);
      for (const ifMatch of ['"v1"', 'garbage']) {
        const stale = await t.service.request('PUT', `/service/deals/${id}.xml`, {
          body: '<deal><title>c</title><status>won</status></deal>',
          headers: { 'if-match': ifMatch },
        });
        expect(stale.status).toBe(412);
      }
      const res = await t.service.request('GET', `/service/deals/${id}.xml`);
      expect(res.headers['etag']).toBe('"v2"');
      expect(await t.showDeal(id)).toMatchObject({ title: 'b', status: 'pending' });
    });

    it('validates like create (422) and changes nothing', async () => {
      const id = await t.create('deals', '<deal><title>a</title></deal>');
      for (const body of [
        '<deal><title></title></deal>',
        '<deal><status>nope</status></deal>',
        '<deal><todos><todo_id>12345</todo_id></todos><title>b</title></deal>',
      ]) {
        expect((await t.service.request('PUT', `/service/deals/${id}.xml`, { body })).status).toBe(
          422,
        );
      }
      const res = await t.service.request('GET', `/service/deals/${id}.xml`);
      expect(res.headers['etag']).toBe('"v1"');
      expect((await t.showDeal(id)).title).toBe('a');
    });

    it('accepts a PHP-style form body', async () => {
      const id = await t.create('deals', '<deal><title>a</title></deal>');
      const res = await t.service.request('PUT', `/service/deals/${id}.xml`, {
        body: 'deal%5Btitle%5D=Form+title&deal%5Bamount%5D=7',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(res.status).toBe(200);
      expect(await t.showDeal(id)).toMatchObject({ title: 'Form title', amount: '7.00' });
    });
  });
});
