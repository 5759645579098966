import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idFromLocation } from '../../testing/communicationRecords';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/** Our extension `GET /service/deals.xml?contact_id=ID` (docs/api-decisions.md): a record page's deals. */
describe('deal search by contact', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const contact = async (collection: 'companies' | 'people', body: string): Promise<number> => {
    const res = await t.service.request('POST', `/service/${collection}.xml`, { body });
    expect(res.status, res.text).toBe(201);
    return idFromLocation(res.headers['location']);
  };

  it('lists the deals the contact is the party of or related to, once each, in id order', async () => {
    const acme = await contact('companies', '<company><name>Acme</name></company>');
    const ann = await contact('people', '<person><first_name>Ann</first_name></person>');
    const withAcme = await t.create(
      'deals',
      `<deal><title>a</title><deal_with_id>${acme}</deal_with_id></deal>`,
    );
    const withAnn = await t.create(
      'deals',
      `<deal><title>b</title><deal_with_id>${ann}</deal_with_id></deal>`,
    );
    const unrelated = await t.create('deals', '<deal><title>c</title></deal>');
    // Ann is the party of one deal and a related contact of another, and of her own (listed once).
    const annRelated = await t.create(
      'deals',
      `<deal><title>d</title><deal_with_id>${acme}</deal_with_id><attached_contacts><contact_id>${ann}</contact_id></attached_contacts></deal>`,
    );
    const annBoth = await t.create(
      'deals',
      `<deal><title>e</title><deal_with_id>${ann}</deal_with_id><attached_contacts><contact_id>${ann}</contact_id></attached_contacts></deal>`,
    );
    expect(await t.listDealIds(`?contact_id=${acme}`)).toEqual([withAcme, annRelated]);
    expect(await t.listDealIds(`?contact_id=${ann}`)).toEqual([withAnn, annRelated, annBoth]);
    // Combined with the other parameters and paging like them.
    expect(await t.listDealIds(`?contact_id=${ann}&limit=1&offset=1`)).toEqual([annRelated]);
    await t.create(
      'deals',
      `<deal><title>won</title><status>won</status><deal_with_id>${acme}</deal_with_id></deal>`,
    );
    expect(await t.listDealIds(`?contact_id=${acme}&status=pending`)).toEqual([
      withAcme,
      annRelated,
    ]);
    // Empty is no filter; an id no contact has, or text that is no id, matches nothing.
    expect(await t.listDealIds('?contact_id=')).toContain(unrelated);
    expect(await t.listDealIds('?contact_id=999999')).toEqual([]);
    expect(await t.listDealIds('?contact_id=abc')).toEqual([]);
  });

  it('counts the same deals in the totals', async () => {
    const acme = await contact('companies', '<company><name>Acme</name></company>');
    await t.create(
      'deals',
      `<deal><title>a</title><amount>10</amount><deal_with_id>${acme}</deal_with_id></deal>`,
    );
    await t.create('deals', '<deal><title>b</title><amount>5</amount></deal>');
    const res = await t.service.request('GET', `/service/deals/totals.xml?contact_id=${acme}`);
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain(
      '<status>pending</status><count type="integer">1</count><amount type="decimal">10.00</amount>',
    );
  });
});
