import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDeals } from '../../testing/directRecords';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/** Our extension `GET /service/deals.xml?title=TEXT` (docs/api-decisions.md), on either store. */
describe('deal search by title', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const listIds = (query?: string, token?: string): Promise<number[]> =>
    t.listDealIds(query, token);
  const deal = (title: string, token?: string): Promise<number> =>
    t.create('deals', `<deal><title>${title}</title></deal>`, token);
  const titled = (text: string): string => `?title=${encodeURIComponent(text)}`;

  it('lists the deals whose title contains the text, ASCII letters in any case', async () => {
    const renewal = await deal('Zephyr renewal');
    const upsell = await deal('UPSELL for zephyr');
    const other = await deal('Acme pilot');
    expect(await listIds(titled('zephyr'))).toEqual([renewal, upsell]);
    expect(await listIds(titled('PHYR REN'))).toEqual([renewal]);
    expect(await listIds(titled('l f'))).toEqual([upsell]);
    expect(await listIds(titled('  acme  '))).toEqual([other]);
    expect(await listIds(titled('nosuch'))).toEqual([]);
  });

  it('follows renames and deletes (the stores index titles)', async () => {
    const renamed = await deal('Old name');
    const gone = await deal('Doomed deal');
    const put = await t.service.request('PUT', `/service/deals/${renamed}.xml`, {
      body: '<deal><title>Brand new</title></deal>',
    });
    expect(put.status, put.text).toBe(200);
    const deleted = await t.service.request('DELETE', `/service/deals/${gone}.xml`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await listIds(titled('brand new'))).toEqual([renamed]);
    expect(await listIds(titled('old name'))).toEqual([]);
    expect(await listIds(titled('doomed'))).toEqual([]);
    const later = await deal('Doomed again');
    expect(await listIds(titled('doomed'))).toEqual([later]);
  });

  it('treats an empty title as no filter, as the other search parameters', async () => {
    const ids = [await deal('one'), await deal('two')];
    expect(await listIds('?title=')).toEqual(ids);
    expect(await listIds('?title=%20%20')).toEqual(ids);
  });

  it('matches LIKE wildcards and the escape character literally', async () => {
    const percent = await deal('100% off');
    const hundred = await deal('1000 seats');
    const underscore = await deal('a_b');
    const axb = await deal('axb');
    const backslash = await deal('C:\\deals');
    const plain = await deal('C:deals');
    expect(await listIds(titled('100%'))).toEqual([percent]);
    expect(await listIds(titled('%'))).toEqual([percent]);
    expect(await listIds(titled('a_b'))).toEqual([underscore]);
    expect(await listIds(titled('_'))).toEqual([underscore]);
    expect(await listIds(titled(':\\d'))).toEqual([backslash]);
    expect(await listIds(titled('\\'))).toEqual([backslash]);
    // The literal characters still sit inside a substring match.
    expect(await listIds(titled('0'))).toEqual([percent, hundred]);
    expect(await listIds(titled('x'))).toEqual([axb]);
    expect(await listIds(titled(':d'))).toEqual([plain]);
    // Nor is full-text syntax special to the index that answers terms of 3 characters or more.
    const syntax = await deal('said "go" OR NEAR(x*)');
    expect(await listIds(titled('"go" OR'))).toEqual([syntax]);
    expect(await listIds(titled('NEAR(x*)'))).toEqual([syntax]);
    expect(await listIds(titled('go OR said'))).toEqual([]);
  });

  it('folds ASCII letters alone, the same on both stores', async () => {
    const accented = await deal('Émile et Ça');
    const lower = await deal('émile et ça');
    const greek = await deal('ΟΔΟΣ');
    expect(await listIds(titled('ÉMILE'))).toEqual([accented]);
    expect(await listIds(titled('émile ET'))).toEqual([lower]);
    expect(await listIds(titled('mile'))).toEqual([accented, lower]);
    expect(await listIds(titled('οδος'))).toEqual([]);
    expect(await listIds(titled('ΔΟΣ'))).toEqual([greek]);
  });

  it('drops a NUL from the text, and a text of NULs alone is no filter', async () => {
    const ab = await deal('ab');
    const other = await deal('zz');
    expect(await listIds('?title=a%00b')).toEqual([ab]);
    expect(await listIds('?title=%00')).toEqual([ab, other]);
  });

  it('combines with status, assignee, tag and paging, and stays within the account', async () => {
    await t.service.addUser('Bob Example', 'bob@example.com');
    const ids: number[] = [];
    for (const [title, extra] of [
      ['Q3 won 1', '<status>won</status>'],
      ['Q3 won 2', '<status>won</status><assigned_to>bob@example.com</assigned_to>'],
      ['Q3 lost', '<status>lost</status>'],
      ['q3 won 3', '<status>won</status>'],
      ['Q4 won', '<status>won</status>'],
    ] as const) {
      ids.push(await t.create('deals', `<deal><title>${title}</title>${extra}</deal>`));
    }
    const [won1, won2, lost, won3] = ids as [number, number, number, number];
    const tagged = await t.service.request('PUT', `/service/deals/${won2}/add_tag.xml`, {
      body: '<tag>Hot</tag>',
    });
    expect(tagged.status, tagged.text).toBe(200);

    expect(await listIds('?title=q3&status=WON')).toEqual([won1, won2, won3]);
    expect(await listIds('?title=q3&assigned_to=bob%40example.com')).toEqual([won2]);
    expect(await listIds('?title=q3&tag=hot')).toEqual([won2]);
    expect(await listIds('?title=q3&limit=2')).toEqual([won1, won2]);
    expect(await listIds('?title=q3&limit=2&offset=2')).toEqual([lost, won3]);
    expect(await listIds('?title=q3&status=won&limit=1&offset=2')).toEqual([won3]);

    const eve = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    const hers = await deal('Q3 hers', eve.token);
    expect(await listIds('?title=Q3', eve.token)).toEqual([hers]);
    expect(await listIds('?title=Q3&limit=10')).toEqual([won1, won2, lost, won3]);
  });

  it('finds a deal created after thousands of others on the first page, in id order', async () => {
    const older = await insertDeals(
      t.db,
      t.service.scope.accountId,
      Array.from({ length: 2500 }, (_, index) => `Deal ${index + 1}`),
    );
    const newest = await deal('Zephyr renewal');
    expect(await listIds(titled('zephyr'))).toEqual([newest]);
    expect(await listIds(titled('DEAL 250'))).toEqual([older[249], older[2499]]);
  });
});
