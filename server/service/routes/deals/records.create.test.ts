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
});
