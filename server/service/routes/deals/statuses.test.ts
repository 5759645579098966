import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeStatusList } from '#xml/status';
import { parseXml, type XmlElement } from '#xml/tree';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

const FIXTURE = join(
  import.meta.dirname,
  '../../../../../shared/fixtures/docs/deal.statuses.response.xml',
);

/** An element tree without the whitespace between elements, for comparing documents. */
function shape(el: XmlElement): unknown {
  return {
    name: el.name,
    attrs: { ...el.attrs },
    text: el.children.length > 0 ? '' : el.text,
    children: el.children.map(shape),
  };
}

describe('deal statuses', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  it('answers the documented statuses document (golden)', async () => {
    const res = await t.service.request('GET', '/service/deals/statuses.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(shape(res.xml!)).toEqual(shape(parseXml(readFileSync(FIXTURE, 'utf8'))));
    expect(decodeStatusList(res.xml!)).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });

  it("lists the account's configured statuses in order, and deals accept exactly those", async () => {
    const { accountId } = t.service.scope;
    await t.db.deleteFrom('deal_statuses').where('account_id', '=', accountId).execute();
    await t.db
      .insertInto('deal_statuses')
      .values(
        ['Lost', '25%', '90%', 'Won'].map((name, position) => ({
          account_id: accountId,
          position,
          name,
        })),
      )
      .execute();
    const res = await t.service.request('GET', '/service/deals/statuses.xml');
    expect(decodeStatusList(res.xml!)).toEqual(['Lost', '25%', '90%', 'Won']);

    // Without `pending` in the list, a new deal gets the first status.
    expect(
      (await t.showDeal(await t.create('deals', '<deal><title>a</title></deal>'))).status,
    ).toBe('lost');
    expect(
      (
        await t.showDeal(
          await t.create('deals', '<deal><title>b</title><status>25%</status></deal>'),
        )
      ).status,
    ).toBe('25%');
    const refused = await t.service.request('POST', '/service/deals.xml', {
      body: '<deal><title>c</title><status>pending</status></deal>',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Status must be one of Lost, 25%, 90%, Won');
  });

  it('does not take "statuses" for a deal id, and allows only GET on it', async () => {
    const id = await t.create('deals', '<deal><title>a</title></deal>');
    expect((await t.service.request('GET', `/service/deals/${id}.xml`)).status).toBe(200);
    const put = await t.service.request('PUT', '/service/deals/statuses.xml', {
      body: '<deal><title>x</title></deal>',
    });
    expect(put.status).toBe(405);
    expect((await t.showDeal(id)).title).toBe('a');
  });

  it('shows another account its own statuses', async () => {
    const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    await t.db
      .insertInto('deal_statuses')
      .values({ account_id: t.service.scope.accountId, position: 9, name: 'Extra' })
      .execute();
    const mine = decodeStatusList(
      (await t.service.request('GET', '/service/deals/statuses.xml')).xml!,
    );
    const theirs = decodeStatusList(
      (await t.service.request('GET', '/service/deals/statuses.xml', { token: other.token })).xml!,
    );
    expect(mine).toEqual(['Failure', 'Lost', 'Pending', 'Won', 'Extra']);
    expect(theirs).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });
});
