import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idFromLocation } from '../../testing/communicationRecords';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/**
 * A deal shows the name of the contact it is with (`deal_with`), so renaming or deleting that
 * contact changes the deal's document: its ETag must move, or a client's cached copy and its
 * If-Match would stay "valid" for a document that says something else.
 */
describe('ETags of records that show a contact', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const etagOf = async (path: string): Promise<string> => {
    const res = await t.service.request('GET', path);
    expect(res.status, res.text).toBe(200);
    return String(res.headers['etag']);
  };
  const dealEtag = (id: number) => etagOf(`/service/deals/${id}.xml`);
  const put = async (path: string, body: string, ifMatch?: string) =>
    t.service.request('PUT', path, {
      body,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });
  const expectOk = async (reply: Promise<{ status: number; text: string }>) => {
    const res = await reply;
    expect(res.status, res.text).toBe(200);
  };
  const dealWith = (contactId: number, title = 'Deal') =>
    t.create(
      'deals',
      `<deal><title>${title}</title><deal_with_id>${contactId}</deal_with_id></deal>`,
    );

  it("moves a deal's ETag when its company is renamed; the old If-Match gets 412; other deals keep theirs", async () => {
    const acme = await t.company('Acme');
    const other = await t.company('Other Co');
    const deal = await dealWith(acme);
    const unrelated = await dealWith(other, 'Unrelated');
    const before = await dealEtag(deal);
    const unrelatedBefore = await dealEtag(unrelated);

    await expectOk(
      put(`/service/companies/${acme}.xml`, '<company><name>Acme Renamed</name></company>'),
    );

    expect((await t.showDeal(deal)).dealWith).toBe('Acme Renamed');
    expect(await dealEtag(deal)).not.toBe(before);
    expect(
      (await put(`/service/deals/${deal}.xml`, '<deal><title>Stale edit</title></deal>', before))
        .status,
    ).toBe(412);
    expect((await t.showDeal(deal)).title).toBe('Deal');
    await expectOk(
      put(
        `/service/deals/${deal}.xml`,
        '<deal><title>Fresh edit</title></deal>',
        await dealEtag(deal),
      ),
    );
    expect(await dealEtag(unrelated)).toBe(unrelatedBefore);
  });

  it("moves a deal's ETag when its person's first or last name changes", async () => {
    const jane = await t.person('Jane', 'Example');
    const deal = await dealWith(jane);
    const before = await dealEtag(deal);
    await expectOk(
      put(`/service/people/${jane}.xml`, '<person><last-name>Renamed</last-name></person>'),
    );
    expect((await t.showDeal(deal)).dealWith).toBe('Jane Renamed');
    const afterLast = await dealEtag(deal);
    expect(afterLast).not.toBe(before);
    await expectOk(
      put(`/service/people/${jane}.xml`, '<person><first-name>Janet</first-name></person>'),
    );
    expect(await dealEtag(deal)).not.toBe(afterLast);
    expect(
      (await put(`/service/deals/${deal}.xml`, '<deal><title>Stale</title></deal>', afterLast))
        .status,
    ).toBe(412);
  });

  it('leaves the deals alone when a contact write does not change its name', async () => {
    const acme = await t.company('Acme');
    const jane = await t.person('Jane', 'Example');
    const withAcme = await dealWith(acme);
    const withJane = await dealWith(jane);
    const [acmeBefore, janeBefore] = [await dealEtag(withAcme), await dealEtag(withJane)];
    await expectOk(
      put(
        `/service/companies/${acme}.xml`,
        '<company><name>Acme</name><notes>same name</notes></company>',
      ),
    );
    await expectOk(
      put(`/service/companies/${acme}.xml`, '<company><notes>no name at all</notes></company>'),
    );
    await expectOk(
      put(
        `/service/people/${jane}.xml`,
        '<person><first-name>Jane</first-name><title>CEO</title></person>',
      ),
    );
    expect(await dealEtag(withAcme)).toBe(acmeBefore);
    expect(await dealEtag(withJane)).toBe(janeBefore);
  });

  it.each(['company', 'person'] as const)(
    'moves the ETags of the deals, to-dos and communications a deleted %s was part of, and only those',
    async (kind) => {
      const contact =
        kind === 'company' ? await t.company('Gone Co') : await t.person('Gone', 'Person');
      const keeper = await t.company('Stays');
      const withIt = await dealWith(contact, 'With it');
      const relatedToIt = await t.create(
        'deals',
        `<deal><title>Related</title><attached_contacts><attached_contacts_id>${contact}</attached_contacts_id></attached_contacts></deal>`,
      );
      const unrelated = await t.create(
        'deals',
        `<deal><title>Unrelated</title><deal_with_id>${keeper}</deal_with_id><attached_contacts><attached_contacts_id>${keeper}</attached_contacts_id></attached_contacts></deal>`,
      );
      const todo = await t.create(
        'todos',
        `<todo><title>Call</title><participants><participant_id>${contact}</participant_id></participants></todo>`,
      );
      const otherTodo = await t.create(
        'todos',
        `<todo><title>Other</title><participants><participant_id>${keeper}</participant_id></participants></todo>`,
      );
      const created = await t.service.request('POST', '/service/communications.xml', {
        body: '<communication><subject>Hi</subject><ctype>note</ctype></communication>',
      });
      const communication = idFromLocation(created.headers['location']);
      await expectOk(
        t.service.request(
          'PUT',
          `/service/communications/${communication}/add_participant.xml?contact_id=${contact}&role=to`,
        ),
      );

      const paths = {
        withIt: `/service/deals/${withIt}.xml`,
        relatedToIt: `/service/deals/${relatedToIt}.xml`,
        todo: `/service/todos/${todo}.xml`,
        communication: `/service/communications/${communication}.xml`,
      };
      const unchanged = [`/service/deals/${unrelated}.xml`, `/service/todos/${otherTodo}.xml`];
      const before = new Map<string, string>();
      for (const path of [...Object.values(paths), ...unchanged])
        before.set(path, await etagOf(path));

      await expectOk(
        t.service.request(
          'DELETE',
          `/service/${kind === 'company' ? 'companies' : 'people'}/${contact}.xml`,
        ),
      );

      for (const path of Object.values(paths))
        expect(await etagOf(path), path).not.toBe(before.get(path));
      for (const path of unchanged) expect(await etagOf(path), path).toBe(before.get(path));
      expect(await t.showDeal(withIt)).toMatchObject({ dealWith: '', dealWithId: null });
      expect((await t.showDeal(relatedToIt)).attachedContactIds).toEqual([]);
      expect((await t.showTodo(todo)).participantIds).toEqual([]);
      expect(
        (await put(paths.withIt, '<deal><title>Stale</title></deal>', before.get(paths.withIt)))
          .status,
      ).toBe(412);
    },
  );
});
