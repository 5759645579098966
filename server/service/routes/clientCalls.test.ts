import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeAffiliationList } from '#xml/affiliation';
import { decodeCommunicationList } from '#xml/communication';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodeLocationList } from '#xml/location';
import { decodeCommentList } from '#xml/megaComment';
import { decodePersonList } from '#xml/person';
import { decodeRecordSuperTagList, decodeSuperTagDefinitionList } from '#xml/superTag';
import { decodeTagList } from '#xml/tag';
import type { XmlElement } from '#xml/tree';
import { startTestService, type TestService } from '../testing/serviceHarness';

/**
 * The calls the public client libraries make beyond the documented paths (Ruby gem, PHP library,
 * ActiveResource), with the parameters they send.
 */
describe('client library calls', () => {
  let service: TestService;
  let acme: number;
  let ann: number;
  let bob: number;
  let deal: number;
  let todo: number;
  let note: number;

  const send = async (method: string, path: string, body?: string) => {
    const res = await service.request(method, path, body === undefined ? {} : { body });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res;
  };
  const create = async (collection: string, body: string): Promise<number> => {
    const res = await send('POST', `/service/${collection}.xml`, body);
    return Number(/\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
  };
  const get = async (path: string): Promise<XmlElement> => {
    const res = await service.request('GET', path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return res.xml!;
  };
  const status = async (path: string) => (await service.request('GET', path)).status;

  beforeEach(async () => {
    service = await startTestService();
    acme = await create('companies', '<company><name>Acme</name></company>');
    ann = await create(
      'people',
      `<person><first_name>Ann</first_name><last_name>Lee</last_name><title>CEO</title><company_id>${acme}</company_id></person>`,
    );
    bob = await create('people', '<person><first_name>Bob</first_name></person>');
    deal = await create('deals', '<deal><title>Big</title></deal>');
    todo = await create('todos', '<todo><title>Call</title></todo>');
    note = await create('communications', '<communication><ctype>note</ctype></communication>');
  });
  afterEach(() => service.close());

  it('deals/{id}/statuses.xml answers the account’s statuses, for a deal of the account only', async () => {
    const res = await send('GET', `/service/deals/${deal}/statuses.xml`);
    expect(res.text).toBe((await send('GET', '/service/deals/statuses.xml')).text);
    expect(res.text).toContain('<status>Won</status>');
    expect(await status(`/service/deals/${deal + 100}/statuses.xml`)).toBe(404);
    const other = await service.addUser('Eve', 'eve@example.com', { newAccount: true });
    expect(
      (await service.request('GET', `/service/deals/${deal}/statuses.xml`, { token: other.token }))
        .status,
    ).toBe(404);
  });

  it('people.xml?company_id= lists employees and ?deal_id= the deal’s related people', async () => {
    const names = async (path: string) => decodePersonList(await get(path)).map((p) => p.firstName);
    expect(await names(`/service/people.xml?company_id=${acme}`)).toEqual(['Ann']);
    expect(await names(`/service/people.xml?deal_id=${deal}`)).toEqual([]);
    await send('PUT', `/service/deals/${deal}/add_related_contact.xml?contact_id=${bob}`);
    await send('PUT', `/service/deals/${deal}/add_related_contact.xml?contact_id=${acme}`);
    expect(await names(`/service/people.xml?deal_id=${deal}`)).toEqual(['Bob']);
    expect(await status(`/service/people.xml?deal_id=${deal + 100}`)).toBe(404);
    expect(await status('/service/people.xml?deal_id=big')).toBe(400);
  });

  it('tags.xml?contact_id=|deal_id=|todo_id=|communication_id= lists that record’s tags', async () => {
    await send('PUT', `/service/people/${ann}/add_tag.xml`, '<tag>vip</tag>');
    await send('PUT', `/service/companies/${acme}/add_tag.xml`, '<tag>client</tag>');
    await send('PUT', `/service/deals/${deal}/add_tag.xml`, '<tag>hot</tag>');
    await send('PUT', `/service/todos/${todo}/add_tag.xml`, '<tag>urgent</tag>');
    await send('PUT', `/service/communications/${note}/add_tag.xml`, '<tag>call</tag>');
    const tags = async (query: string) =>
      decodeTagList(await get(`/service/tags.xml?${query}`)).map((t) => t.name);
    expect(await tags(`contact_id=${ann}`)).toEqual(['vip']);
    expect(await tags(`contact_id=${acme}`)).toEqual(['client']);
    expect(await tags(`deal_id=${deal}`)).toEqual(['hot']);
    expect(await tags(`todo_id=${todo}`)).toEqual(['urgent']);
    expect(await tags(`communication_id=${note}`)).toEqual(['call']);
    expect(await tags(`contact_id=${bob}`)).toEqual([]);
    expect((await tags('')).sort()).toEqual(['call', 'client', 'hot', 'urgent', 'vip']);
    expect(await status('/service/tags.xml?contact_id=999999')).toBe(404);
    expect(await status(`/service/tags.xml?deal_id=${deal + 100}`)).toBe(404);
    const both = await service.request('GET', `/service/tags.xml?deal_id=${deal}&todo_id=${todo}`);
    expect(both.status).toBe(400);
    expect(decodeErrorDocument(both.text)[0]).toMatch(/not several/);
  });

  it('comments.xml lists a record’s comments or the account’s, newest first, by page', async () => {
    const comment = (path: string, text: string) =>
      send(
        'POST',
        `/service/${path}/comments.xml`,
        `<comment><comment>${text}</comment></comment>`,
      );
    await comment(`people/${ann}`, 'p1');
    await comment(`companies/${acme}`, 'c1');
    await comment(`deals/${deal}`, 'd1');
    await comment(`todos/${todo}`, 't1');
    await comment(`communications/${note}`, 'n1');
    await comment(`people/${ann}`, 'p2');
    const texts = async (query: string) =>
      decodeCommentList(await get(`/service/comments.xml${query}`)).map((c) => c.comment);
    expect(await texts(`?person_id=${ann}`)).toEqual(['p2', 'p1']);
    expect(await texts(`?company_id=${acme}`)).toEqual(['c1']);
    expect(await texts(`?deal_id=${deal}`)).toEqual(['d1']);
    expect(await texts(`?todo_id=${todo}`)).toEqual(['t1']);
    expect(await texts(`?communication_id=${note}`)).toEqual(['n1']);
    expect(await texts('')).toEqual(['p2', 'n1', 't1', 'd1', 'c1', 'p1']);
    expect(await texts('?page=2&limit=4')).toEqual(['c1', 'p1']);
    expect(await texts(`?person_id=${ann}&page=2&limit=1`)).toEqual(['p1']);
    expect(await status(`/service/comments.xml?person_id=${acme}`)).toBe(404);
    expect(await status('/service/comments.xml?page=0')).toBe(400);
    expect(await status('/service/comments.xml?page=1&offset=2')).toBe(400);
  });

  it('affiliations.xml and communications.xml take person_id / company_id', async () => {
    expect(
      decodeAffiliationList(await get(`/service/affiliations.xml?company_id=${acme}`)),
    ).toEqual([{ recordId: ann, recordType: 'Person', recordName: 'Ann Lee', label: 'CEO' }]);
    expect(
      decodeAffiliationList(await get(`/service/affiliations.xml?person_id=${ann}`))[0],
    ).toMatchObject({ recordId: acme, recordType: 'Company' });
    expect(await status('/service/affiliations.xml')).toBe(400);
    expect(await status(`/service/affiliations.xml?person_id=${acme}`)).toBe(404);

    await send(
      'PUT',
      `/service/communications/${note}/add_participant.xml?contact_id=${ann}&role=to`,
    );
    const ids = async (path: string) => decodeCommunicationList(await get(path)).map((c) => c.id);
    expect(await ids(`/service/communications.xml?person_id=${ann}`)).toEqual([note]);
    expect(await ids(`/service/people/${ann}/communications.xml`)).toEqual([note]);
    expect(await ids(`/service/communications.xml?company_id=${acme}`)).toEqual([]);
    expect(await ids(`/service/communications.xml?person_id=${bob}`)).toEqual([]);
    expect(await status(`/service/communications.xml?company_id=${ann}`)).toBe(404);
  });

  it('locations.xml?label= and super_tags.xml?name= answer the one item as a list', async () => {
    await send(
      'POST',
      `/service/people/${ann}/locations.xml`,
      '<location><label>Work</label></location>',
    );
    await send(
      'POST',
      `/service/people/${ann}/locations.xml`,
      '<location><label>Home</label></location>',
    );
    const labels = async (query: string) =>
      decodeLocationList(await get(`/service/people/${ann}/locations.xml${query}`)).map(
        (l) => l.label,
      );
    expect(await labels('?label=Work')).toEqual(['Work']);
    expect(await labels('?label=Office')).toEqual([]);
    expect((await labels('')).sort()).toEqual(['Home', 'Work']);

    for (const name of ['Customer profile', 'Other'])
      await service.store.tags.defineSuperTag(service.scope.accountId, {
        name,
        fields: [{ name: 'Favourite colour', type: 'Text', options: [], text: '' }],
      });
    const definitions = async (query: string) =>
      decodeSuperTagDefinitionList(await get(`/service/super_tags.xml${query}`)).map((d) => d.name);
    expect(await definitions('?name=Customer%20profile')).toEqual(['Customer profile']);
    expect(await definitions('?name=customer_profile')).toEqual(['Customer profile']);
    expect(await definitions('?name=Nothing')).toEqual([]);
    expect(await definitions('')).toEqual(['Customer profile', 'Other']);

    // The PHP library: lower case with `_` for spaces, in the path and in the field keys.
    await send(
      'PUT',
      `/service/people/${ann}/super_tags/customer_profile.xml`,
      '<super_tag><favourite_colour>blue</favourite_colour></super_tag>',
    );
    // ActiveResource 6: `+` for a space.
    expect(
      (await service.request('PUT', `/service/deals/${deal}/super_tags/Other+profile.xml`)).status,
    ).toBe(404);
    await send(
      'PUT',
      `/service/deals/${deal}/super_tags/Customer+profile.xml`,
      '<super_tag><favourite_colour>red</favourite_colour></super_tag>',
    );
    const onAnn = decodeRecordSuperTagList(
      await get(`/service/people/${ann}/super_tags.xml?name=customer_profile`),
    );
    expect(onAnn).toMatchObject([
      { name: 'Customer profile', fields: [{ element: 'Favourite_colour', value: 'blue' }] },
    ]);
    expect(
      decodeRecordSuperTagList(await get(`/service/people/${ann}/super_tags.xml?name=Other`)),
    ).toEqual([]);
    const onDeal = await get(`/service/deals/${deal}/super_tags/customer_profile.xml`);
    expect(JSON.stringify(onDeal)).toContain('red');
    expect(await status(`/service/super_tags/customer_profile.xml`)).toBe(200);
    expect(await status(`/service/super_tags/Customer+profile.xml`)).toBe(200);
    expect(await status(`/service/super_tags/customer+profile.xml`)).toBe(200);
    expect(await status(`/service/super_tags/customer_profiles.xml`)).toBe(404);
  });

  it('an exact SuperTag name wins over the PHP form of another', async () => {
    for (const name of ['Customer profile', 'customer_profile'])
      await service.store.tags.defineSuperTag(service.scope.accountId, {
        name,
        fields: [{ name: 'Note', type: 'Text', options: [], text: '' }],
      });
    const shown = async (path: string) =>
      decodeSuperTagDefinitionList(await get(`/service/super_tags.xml?name=${path}`)).map(
        (d) => d.name,
      );
    expect(await shown('customer_profile')).toEqual(['customer_profile']);
    expect(await shown('Customer%20profile')).toEqual(['Customer profile']);
    expect(await shown('Customer+profile')).toEqual(['Customer profile']);
    await send('DELETE', `/service/deals/${deal}/super_tags/customer_profile.xml`);
    await send(
      'PUT',
      `/service/deals/${deal}/super_tags/customer_profile.xml`,
      '<super_tag><note>n</note></super_tag>',
    );
    expect(
      decodeRecordSuperTagList(await get(`/service/deals/${deal}/super_tags.xml`)).map(
        (t) => t.name,
      ),
    ).toEqual(['customer_profile']);
  });
});
