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

  describe('create and show', () => {
    it('creates with defaults: pending, the current user, no amount, no contact', async () => {
      const id = await t.create('deals', '<deal><title>First deal</title></deal>');
      const res = await t.service.request('GET', `/service/deals/${id}.xml`);
      expect(res.headers['etag']).toBe('"v1"');
      expect(res.xml!.children.map((c) => c.name)).toEqual([
        'id',
        'title',
        'description',
        'deal_with',
        'deal_with_id',
        'status',
        'assigned_to',
        'amount',
        'attached_communications',
        'attached_contacts',
        'todos',
        'tags',
        'mega_comments',
        'created_at',
        'updated_at',
        'assigned_to_id',
      ]);
      const deal = await t.showDeal(id);
      expect(deal).toMatchObject({
        id,
        title: 'First deal',
        description: '',
        dealWith: '',
        dealWithId: null,
        status: 'pending',
        assignedTo: 'Test Admin',
        assignedToId: t.service.scope.userId,
        amount: '0.00',
      });
      expect(deal.attachedContactIds).toEqual([]);
      expect(Date.parse(deal.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('stores every writable field: status in lower case, amount with two decimals, the contact name', async () => {
      const company = await t.company('Example Software');
      const person = await t.person('Jane', 'Example');
      const todo = await t.todo('follow up');
      const communication = await t.service.request('POST', '/service/communications.xml', {
        body: '<communication><subject>Hi</subject><ctype>note</ctype></communication>',
      });
      expect(communication.status).toBe(201);
      const communicationId = Number(
        /(\d+)\.xml$/.exec(String(communication.headers['location']))![1],
      );
      const id = await t.create(
        'deals',
        `<deal><title> Big one </title><description>desc</description><amount>250</amount><status>WON</status><deal_with_id>${company}</deal_with_id>` +
          `<attached_communications><attached_communication_id>${communicationId}</attached_communication_id></attached_communications>` +
          `<attached_contacts><attached_contacts_id>${person}</attached_contacts_id><attached_contacts_id>${company}</attached_contacts_id></attached_contacts>` +
          `<todos><todo_id>${todo}</todo_id></todos></deal>`,
      );
      expect(await t.showDeal(id)).toMatchObject({
        title: 'Big one',
        description: 'desc',
        amount: '250.00',
        status: 'won',
        dealWith: 'Example Software',
        dealWithId: company,
        attachedCommunicationIds: [communicationId],
        attachedContactIds: [company, person].sort((a, b) => a - b),
        todoIds: [todo],
      });
      const withPerson = await t.create(
        'deals',
        `<deal><title>P</title><deal_with_id>${person}</deal_with_id></deal>`,
      );
      expect((await t.showDeal(withPerson)).dealWith).toBe('Jane Example');
    });

    it("answers 404 for a missing id, a non-numeric id and another account's deal", async () => {
      const id = await t.create('deals', '<deal><title>Mine</title></deal>');
      const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
      for (const path of [`/service/deals/${id + 100}.xml`, '/service/deals/abc.xml'])
        expect((await t.service.request('GET', path)).status).toBe(404);
      expect(
        (await t.service.request('GET', `/service/deals/${id}.xml`, { token: other.token })).status,
      ).toBe(404);
      expect(
        (
          await t.service.request('PUT', `/service/deals/${id}.xml`, {
            token: other.token,
            body: '<deal><title>x</title></deal>',
          })
        ).status,
      ).toBe(404);
      expect(
        (await t.service.request('DELETE', `/service/deals/${id}.xml`, { token: other.token }))
          .status,
      ).toBe(404);
      expect(await listIds('', other.token)).toEqual([]);
      expect((await t.showDeal(id)).title).toBe('Mine');
    });
  });

  describe('validation', () => {
    it.each([
      ['no title', '<deal><description>x</description></deal>', ["Title can't be blank"]],
      ['a blank title', '<deal><title>  </title></deal>', ["Title can't be blank"]],
      [
        'an unknown status',
        '<deal><title>x</title><status>maybe</status></deal>',
        ['Status must be one of Failure, Lost, Pending, Won'],
      ],
      [
        'a bad amount',
        '<deal><title>x</title><amount>12.345</amount></deal>',
        ['Amount must be a number with at most two decimals'],
      ],
      [
        'a non-integer contact id',
        '<deal><title>x</title><deal_with_id>abc</deal_with_id></deal>',
        ['Deal with id must be an integer'],
      ],
      [
        'several problems',
        '<deal><title></title><status>maybe</status></deal>',
        ["Title can't be blank", 'Status must be one of Failure, Lost, Pending, Won'],
      ],
    ])('refuses %s with 422 and creates nothing', async (_case, body, errors) => {
      const res = await t.service.request('POST', '/service/deals.xml', { body });
      expect(res.status).toBe(422);
      expect(errorsOf(res.text)).toEqual(errors);
      expect(await listIds()).toEqual([]);
    });

    it('refuses ids that are not records of the account with 422, one message per field', async () => {
      const foreignContact = await t.company(
        'Elsewhere',
        await t.service.store.accounts.createAccount('Other'),
      );
      const res = await t.service.request('POST', '/service/deals.xml', {
        body: `<deal><title>x</title><deal_with_id>${foreignContact}</deal_with_id><attached_contacts><attached_contacts_id>999</attached_contacts_id></attached_contacts><todos><todo_id>998</todo_id></todos><attached_communications><attached_communication_id>997</attached_communication_id></attached_communications></deal>`,
      });
      expect(res.status).toBe(422);
      expect(errorsOf(res.text)).toEqual([
        `Deal with id ${foreignContact} is not a contact of this account`,
        'Attached communications do not exist: 997',
        'Attached contacts do not exist: 999',
        'To-dos do not exist: 998',
      ]);
      expect(await listIds()).toEqual([]);
    });

    it('answers 400 for malformed XML and 422 for another root element', async () => {
      expect(
        (await t.service.request('POST', '/service/deals.xml', { body: '<deal><title>x</deal>' }))
          .status,
      ).toBe(400);
      const wrongRoot = await t.service.request('POST', '/service/deals.xml', {
        body: '<todo><title>x</title></todo>',
      });
      expect(wrongRoot.status).toBe(422);
      expect(await listIds()).toEqual([]);
    });
  });

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

  describe('destroy', () => {
    it('deletes with exactly 200 and removes its links; then 404', async () => {
      const person = await t.person('Jane', 'Example');
      const todo = await t.todo('x');
      const id = await t.create(
        'deals',
        `<deal><title>a</title><attached_contacts><attached_contacts_id>${person}</attached_contacts_id></attached_contacts><todos><todo_id>${todo}</todo_id></todos></deal>`,
      );
      expect(await t.linkCount('deal_contacts', id)).toBe(1);
      const res = await t.service.request('DELETE', `/service/deals/${id}.xml`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(await t.linkCount('deal_contacts', id)).toBe(0);
      expect(await t.linkCount('deal_todos', id)).toBe(0);
      expect((await t.service.request('GET', `/service/deals/${id}.xml`)).status).toBe(404);
      expect((await t.service.request('DELETE', `/service/deals/${id}.xml`)).status).toBe(404);
      // The linked records themselves stay.
      expect((await t.versionOf('contacts', person)).version).toBe(1);
      expect((await t.versionOf('todos', todo)).version).toBe(1);
    });
  });

  describe('list and search', () => {
    it('pages in id order (default 10) and answers 400 for bad paging', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(await t.create('deals', `<deal><title>d${i}</title></deal>`));
      expect(await listIds()).toEqual(ids.slice(0, 10));
      expect(await listIds('?offset=10')).toEqual(ids.slice(10));
      expect(await listIds('?offset=3&limit=2')).toEqual(ids.slice(3, 5));
      for (const query of ['?offset=-1', '?limit=abc'])
        expect((await t.service.request('GET', `/service/deals.xml${query}`)).status).toBe(400);
    });

    it('searches by status (any case), assignee e-mail and updated_since, combined with AND', async () => {
      await t.service.addUser('Bob Example', 'bob@example.com');
      const wonMine = await t.create('deals', '<deal><title>a</title><status>won</status></deal>');
      const wonBob = await t.create(
        'deals',
        '<deal><title>b</title><status>Won</status><assigned_to>bob@example.com</assigned_to></deal>',
      );
      const lostBob = await t.create(
        'deals',
        '<deal><title>c</title><status>lost</status><assigned_to>bob@example.com</assigned_to></deal>',
      );
      await t.setUpdatedAt('deals', wonMine, '2009-03-01T00:00:00Z');
      await t.setUpdatedAt('deals', wonBob, '2009-03-20T00:00:00Z');
      await t.setUpdatedAt('deals', lostBob, '2009-03-20T00:00:00Z');

      expect(await listIds('?status=WON')).toEqual([wonMine, wonBob]);
      expect(await listIds('?assigned_to=Bob@example.com')).toEqual([wonBob, lostBob]);
      expect(await listIds('?assigned_to=nobody@example.com')).toEqual([]);
      expect(
        await listIds(`?updated_since=${encodeURIComponent('Mar 17 20:16:35 UTC 2009')}`),
      ).toEqual([wonBob, lostBob]);
      expect(
        await listIds(
          `?status=won&assigned_to=bob%40example.com&updated_since=Mar+17+20%3A16%3A35+UTC+2009`,
        ),
      ).toEqual([wonBob]);
      expect(await listIds('?status=won&limit=1&offset=1')).toEqual([wonBob]);
      const bad = await t.service.request('GET', '/service/deals.xml?updated_since=yesterday');
      expect(bad.status).toBe(400);
      expect(errorsOf(bad.text)[0]).toMatch(/^Updated since is not a valid time/);
    });
  });

  describe('embedded tags and comments', () => {
    it("shows the deal's tags (with the name attribute) and comments", async () => {
      const id = await t.create('deals', '<deal><title>a</title></deal>');
      expect(
        (
          await t.service.request('PUT', `/service/deals/${id}/add_tag.xml`, {
            body: '<tag>hot</tag>',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.service.request('POST', `/service/deals/${id}/comments.xml`, {
            body: '<comment><comment>call back</comment></comment>',
          })
        ).status,
      ).toBe(201);
      const res = await t.service.request('GET', `/service/deals/${id}.xml`);
      expect(res.text).toMatch(
        /<tags type="array"><tag name="hot"><id type="integer">\d+<\/id><name>hot<\/name>/,
      );
      const deal = await t.showDeal(id);
      expect(deal.tags.map((tag) => tag.name)).toEqual(['hot']);
      expect(deal.megaComments.map((c) => [c.comment, c.user, c.recordId])).toEqual([
        ['call back', 'Test Admin', id],
      ]);
    });
  });
});
