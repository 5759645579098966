import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodePersonList } from '#xml/person';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('related contacts of a deal', () => {
  let t: DealsTodosService;
  let deal: number;
  beforeEach(async () => {
    t = await startDealsTodosService();
    deal = await t.create('deals', '<deal><title>Deal</title></deal>');
  });
  afterEach(() => t.close());

  const add = (
    dealId: number,
    options: { query?: string; body?: string; contentType?: string; token?: string },
  ) =>
    t.service.request(
      'PUT',
      `/service/deals/${dealId}/add_related_contact.xml${options.query ?? ''}`,
      options,
    );
  const remove = (
    dealId: number,
    options: { query?: string; body?: string; contentType?: string; token?: string },
  ) =>
    t.service.request(
      'DELETE',
      `/service/deals/${dealId}/remove_related_contact.xml${options.query ?? ''}`,
      options,
    );

  it('adds from the query, a form body or an XML body, with exactly 200 and an empty body', async () => {
    const [a, b, c] = [
      await t.person('A', 'One'),
      await t.person('B', 'Two'),
      await t.company('C Corp'),
    ];
    const byQuery = await add(deal, { query: `?contact_id=${a}` });
    expect(byQuery.status).toBe(200);
    expect(byQuery.text).toBe('');
    expect(
      (
        await add(deal, {
          body: `contact_id=${b}`,
          contentType: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    expect((await add(deal, { body: `<contact_id>${c}</contact_id>` })).status).toBe(200);
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([a, b, c]);
  });

  it('is idempotent: a second add changes nothing, not even the version', async () => {
    const a = await t.person('A', 'One');
    await add(deal, { query: `?contact_id=${a}` });
    expect((await t.versionOf('deals', deal)).version).toBe(2);
    expect((await add(deal, { query: `?contact_id=${a}` })).status).toBe(200);
    expect((await t.versionOf('deals', deal)).version).toBe(2);
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([a]);
  });

  it('removes (200), and removing a contact that is not related is a 200 too', async () => {
    const [a, b] = [await t.person('A', 'One'), await t.person('B', 'Two')];
    await add(deal, { query: `?contact_id=${a}` });
    await add(deal, { query: `?contact_id=${b}` });
    const res = await remove(deal, { query: `?contact_id=${a}` });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([b]);
    expect(
      (
        await remove(deal, {
          body: `contact_id=${a}`,
          contentType: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([b]);
  });

  it('answers 422 for a missing, non-integer, unknown or foreign contact id and 404 for a missing or foreign deal', async () => {
    const foreignContact = await t.person(
      'Eve',
      'Other',
      await t.service.store.accounts.createAccount('Other'),
    );
    const cases: [string, string[]][] = [
      ['', ["Contact id can't be blank"]],
      ['?contact_id=', ["Contact id can't be blank"]],
      ['?contact_id=x1', ['Contact id must be an integer']],
      ['?contact_id=424242', ['Contact 424242 does not exist']],
      [`?contact_id=${foreignContact}`, [`Contact ${foreignContact} does not exist`]],
    ];
    for (const [query, errors] of cases) {
      for (const send of [add, remove]) {
        const res = await send(deal, { query });
        expect(res.status, query).toBe(422);
        expect(decodeErrorDocument(res.text)).toEqual(errors);
      }
    }
    const person = await t.person('A', 'One');
    expect((await add(deal + 1000, { query: `?contact_id=${person}` })).status).toBe(404);
    const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    expect((await add(deal, { query: `?contact_id=${person}`, token: other.token })).status).toBe(
      404,
    );
    expect(
      (await remove(deal, { query: `?contact_id=${person}`, token: other.token })).status,
    ).toBe(404);
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([]);
  });

  it('lists the related people (not companies) in the person format, with their tags', async () => {
    const [jane, corp, john] = [
      await t.person('Jane', 'Example'),
      await t.company('Corp'),
      await t.person('John', 'Sample'),
    ];
    for (const id of [john, corp, jane]) await add(deal, { query: `?contact_id=${id}` });
    expect(
      (
        await t.service.request('PUT', `/service/people/${jane}/add_tag.xml`, {
          body: '<tag>vip</tag>',
        })
      ).status,
    ).toBe(200);
    const res = await t.service.request('GET', `/service/deals/${deal}/people.xml`);
    expect(res.status).toBe(200);
    expect(res.xml!.name).toBe('people');
    expect(res.xml!.attrs['type']).toBe('array');
    const people = decodePersonList(res.xml!);
    expect(people.map((p) => [p.id, p.firstName, p.lastName])).toEqual([
      [jane, 'Jane', 'Example'],
      [john, 'John', 'Sample'],
    ]);
    expect(people[0]!.tags.map((tag) => tag.name)).toEqual(['vip']);
    expect(res.xml!.children[0]!.children.map((c) => c.name)).toEqual([
      'id',
      'first_name',
      'last_name',
      'small_image',
      'large_image',
      'title',
      'company',
      'company_id',
      'tags',
      'locations',
      'mega_comments',
      'notes',
      'created_at',
      'updated_at',
    ]);
  });

  it('answers 404 for the people of a missing or foreign deal, and an empty list for a deal without people', async () => {
    const empty = await t.service.request('GET', `/service/deals/${deal}/people.xml`);
    expect(empty.status).toBe(200);
    expect(decodePersonList(empty.xml!)).toEqual([]);
    expect(
      (await t.service.request('GET', `/service/deals/${deal + 1000}/people.xml`)).status,
    ).toBe(404);
    const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    expect(
      (await t.service.request('GET', `/service/deals/${deal}/people.xml`, { token: other.token }))
        .status,
    ).toBe(404);
  });

  it('drops a deleted contact from the deal (the link goes with the contact)', async () => {
    const a = await t.person('A', 'One');
    await add(deal, { query: `?contact_id=${a}` });
    await t.db.deleteFrom('contacts').where('id', '=', a).execute();
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([]);
  });
});
