import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeDealTotals, type DealTotal } from '#xml/dealTotal';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/** Our extension `GET /service/deals/totals.xml` (docs/api-decisions.md), on either store. */
describe('deal totals per status', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const totals = async (query = '', token?: string): Promise<DealTotal[]> => {
    const res = await t.service.request('GET', `/service/deals/totals.xml${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return decodeDealTotals(res.xml!);
  };
  const deal = (title: string, status: string, amount: string, extra = ''): Promise<number> =>
    t.create(
      'deals',
      `<deal><title>${title}</title><status>${status}</status><amount>${amount}</amount>${extra}</deal>`,
    );
  const tag = async (id: number, name: string): Promise<void> => {
    const res = await t.service.request('PUT', `/service/deals/${id}/add_tag.xml`, {
      body: `<tag>${name}</tag>`,
    });
    expect(res.status, res.text).toBe(200);
  };

  it('answers every status of the account in its order, zero counts included', async () => {
    const res = await t.service.request('GET', '/service/deals/totals.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toContain(
      '<deal_totals type="array"><deal_total><status>failure</status><count type="integer">0</count><amount type="decimal">0.00</amount></deal_total>',
    );
    expect(await totals()).toEqual([
      { status: 'failure', count: 0, amount: '0.00' },
      { status: 'lost', count: 0, amount: '0.00' },
      { status: 'pending', count: 0, amount: '0.00' },
      { status: 'won', count: 0, amount: '0.00' },
    ]);
  });

  it('counts and sums in integer cents per status', async () => {
    await deal('a', 'Pending', '1234.50');
    await deal('b', 'pending', '0.05');
    await deal('c', 'WON', '0.10');
    await deal('d', 'won', '0.20');
    await deal('e', 'lost', '-3.01');
    expect(await totals()).toEqual([
      { status: 'failure', count: 0, amount: '0.00' },
      { status: 'lost', count: 1, amount: '-3.01' },
      { status: 'pending', count: 2, amount: '1234.55' },
      { status: 'won', count: 2, amount: '0.30' },
    ]);
  });

  it('takes the search of deals.xml: assigned_to, tag, title, status, and stays in the account', async () => {
    await t.service.addUser('Bob Example', 'bob@example.com');
    const bobs = await deal(
      'Zephyr renewal',
      'won',
      '100.00',
      '<assigned_to>bob@example.com</assigned_to>',
    );
    const tagged = await deal('Acme pilot', 'pending', '7.00');
    await deal('zephyr upsell', 'pending', '3.00');
    await deal('other', 'lost', '1.00');
    await tag(bobs, 'Q3');
    await tag(tagged, 'q3');
    const only = (rows: DealTotal[]) => rows.filter((row) => row.count > 0);

    expect(only(await totals('?assigned_to=bob%40example.com'))).toEqual([
      { status: 'won', count: 1, amount: '100.00' },
    ]);
    expect(only(await totals('?tag=Q3'))).toEqual([
      { status: 'pending', count: 1, amount: '7.00' },
      { status: 'won', count: 1, amount: '100.00' },
    ]);
    // Three characters or more go through each database's title index, shorter ones do not.
    expect(only(await totals('?title=ZEPHYR'))).toEqual([
      { status: 'pending', count: 1, amount: '3.00' },
      { status: 'won', count: 1, amount: '100.00' },
    ]);
    expect(only(await totals('?title=ze'))).toEqual([
      { status: 'pending', count: 1, amount: '3.00' },
      { status: 'won', count: 1, amount: '100.00' },
    ]);
    expect(only(await totals('?title=zephyr&tag=q3&status=WON'))).toEqual([
      { status: 'won', count: 1, amount: '100.00' },
    ]);
    expect(only(await totals('?title=nosuch'))).toEqual([]);
    // Not a user of the account: nothing matches, every column is still there.
    const none = await totals('?assigned_to=nobody%40example.com');
    expect(none.map((row) => [row.status, row.count])).toEqual([
      ['failure', 0],
      ['lost', 0],
      ['pending', 0],
      ['won', 0],
    ]);

    const eve = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    await t.create('deals', '<deal><title>hers</title><amount>5.00</amount></deal>', eve.token);
    expect(only(await totals('', eve.token))).toEqual([
      { status: 'pending', count: 1, amount: '5.00' },
    ]);
    expect(only(await totals())).toEqual([
      { status: 'lost', count: 1, amount: '1.00' },
      { status: 'pending', count: 2, amount: '10.00' },
      { status: 'won', count: 1, amount: '100.00' },
    ]);
  });

  it("follows the account's configured statuses; an unreadable updated_since is a 400", async () => {
    await deal('a', 'won', '2.00');
    const { accountId } = t.service.scope;
    await t.db.deleteFrom('deal_statuses').where('account_id', '=', accountId).execute();
    await t.db
      .insertInto('deal_statuses')
      .values(['Won', '25%'].map((name, position) => ({ account_id: accountId, position, name })))
      .execute();
    expect(await totals()).toEqual([
      { status: 'won', count: 1, amount: '2.00' },
      { status: '25%', count: 0, amount: '0.00' },
    ]);
    const bad = await t.service.request('GET', '/service/deals/totals.xml?updated_since=soon');
    expect(bad.status).toBe(400);
  });
});
