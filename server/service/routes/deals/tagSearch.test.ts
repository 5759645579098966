import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeDealList } from '#xml/deal';
import { CUSTOMER_PROFILE } from '../../seed/seedSuperTags';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/** Our extension `GET /service/deals.xml?tag=NAME` (docs/api-decisions.md), on either store. */
describe('deal search by tag', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const listIds = (query?: string, token?: string): Promise<number[]> =>
    t.listDealIds(query, token);
  const addTag = async (
    collection: string,
    id: number,
    tag: string,
    token?: string,
  ): Promise<void> => {
    const res = await t.service.request('PUT', `/service/${collection}/${id}/add_tag.xml`, {
      body: `<tag>${tag}</tag>`,
      token,
    });
    expect(res.status, res.text).toBe(200);
  };

  it('lists the deals carrying the tag, whatever the case of either name', async () => {
    const [hot, plain, alsoHot, other] = [
      await t.create('deals', '<deal><title>hot</title></deal>'),
      await t.create('deals', '<deal><title>plain</title></deal>'),
      await t.create('deals', '<deal><title>also hot</title></deal>'),
      await t.create('deals', '<deal><title>other tag</title></deal>'),
    ];
    await addTag('deals', hot, 'Hot lead');
    await addTag('deals', alsoHot, 'hot LEAD');
    await addTag('deals', other, 'Hot');
    expect(await listIds('?tag=HOT%20lead')).toEqual([hot, alsoHot]);
    expect(await listIds('?tag=Hot')).toEqual([other]);
    expect(await listIds('?tag=nosuch')).toEqual([]);
    // An empty tag is no filter, as with the other search parameters.
    expect(await listIds('?tag=')).toEqual([hot, plain, alsoHot, other]);
  });

  it('finds the deals a SuperTag was applied to', async () => {
    await t.service.store.tags.defineSuperTag(t.service.scope.accountId, CUSTOMER_PROFILE);
    const [withValues, untagged] = [
      await t.create('deals', '<deal><title>a</title></deal>'),
      await t.create('deals', '<deal><title>b</title></deal>'),
    ];
    const put = await t.service.request(
      'PUT',
      `/service/deals/${withValues}/super_tags/Customer%20profile.xml`,
      { body: '<super_tag><Interest>Training</Interest></super_tag>' },
    );
    expect(put.status, put.text).toBe(200);
    const res = await t.service.request('GET', '/service/deals.xml?tag=customer%20profile');
    const deals = decodeDealList(res.xml!);
    expect(deals.map((d) => d.id)).toEqual([withValues]);
    expect(deals[0]!.tags.find((tag) => tag.name === 'Customer profile')?.fields).toEqual([
      { kind: 'choices', element: 'Interests', item: 'Interest', values: ['Training'] },
    ]);
    expect(await listIds('')).toEqual([withValues, untagged]);
  });

  it('does not take a contact with the same id and tag for a deal', async () => {
    // Deals and contacts have separate id spaces: both first records have id 1 in a fresh store.
    const company = await t.company('Tagged Ltd');
    const deal = await t.create('deals', '<deal><title>untagged</title></deal>');
    expect(deal).toBe(company);
    await addTag('companies', company, 'Hot');
    expect(await listIds('?tag=hot')).toEqual([]);
  });

  it('combines with status, assignee and paging, and stays within the account', async () => {
    await t.service.addUser('Bob Example', 'bob@example.com');
    const ids: number[] = [];
    for (const [title, extra] of [
      ['won 1', '<status>won</status>'],
      ['won 2', '<status>won</status><assigned_to>bob@example.com</assigned_to>'],
      ['lost', '<status>lost</status>'],
      ['won 3', '<status>won</status>'],
      ['won untagged', '<status>won</status>'],
    ] as const) {
      ids.push(await t.create('deals', `<deal><title>${title}</title>${extra}</deal>`));
    }
    for (const id of ids.slice(0, 4)) await addTag('deals', id, 'Q3');
    const [won1, won2, lost, won3] = ids as [number, number, number, number];

    expect(await listIds('?tag=q3&status=WON')).toEqual([won1, won2, won3]);
    expect(await listIds('?tag=q3&assigned_to=bob%40example.com')).toEqual([won2]);
    expect(await listIds('?tag=q3&limit=2')).toEqual([won1, won2]);
    expect(await listIds('?tag=q3&limit=2&offset=2')).toEqual([lost, won3]);
    expect(await listIds('?tag=q3&status=won&limit=1&offset=2')).toEqual([won3]);

    const eve = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    const hers = await t.create('deals', '<deal><title>hers</title></deal>', eve.token);
    await addTag('deals', hers, 'Q3', eve.token);
    expect(await listIds('?tag=Q3', eve.token)).toEqual([hers]);
    expect(await listIds('?tag=Q3&limit=10')).toEqual([won1, won2, lost, won3]);
  });
});
