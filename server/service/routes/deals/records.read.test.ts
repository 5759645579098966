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
