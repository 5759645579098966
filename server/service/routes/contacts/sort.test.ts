import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServiceWithDb, type TestServiceWithDb } from '../../testing/serviceHarness';
import { SORT_HEADER } from './sortParam';
import { idsIn, listIds, listOf, setTimes } from '../../testing/contactSort';
import { createCompany, createPerson, errorsOf } from '../../testing/contactRoutes';

describe('the sort extension on company and person lists', () => {
  let service: TestServiceWithDb;
  beforeEach(async () => {
    service = await startTestServiceWithDb();
  });
  afterEach(() => service.close());

  /** Each sort value with the ids it must list, in order; every list must carry the header. */
  async function expectOrders(
    collection: 'companies' | 'people',
    orders: Record<string, number[]>,
  ): Promise<void> {
    for (const [sort, expected] of Object.entries(orders)) {
      const res = await listOf(service, collection, `sort=${sort}`);
      expect(res.headers[SORT_HEADER], sort).toBe(sort);
      expect(idsIn(res), `sort=${sort}`).toEqual(expected);
    }
  }

  it('orders companies by each key, ascending and descending, names without regard to case, ties by id ascending', async () => {
    const beta = await createCompany(service, 'beta');
    const upperAlpha = await createCompany(service, 'Alpha');
    const lowerAlpha = await createCompany(service, 'alpha');
    const gamma = await createCompany(service, 'Gamma');
    const delta = await createCompany(service, 'delta');
    await setTimes(service, beta, { created: 3000, updated: 2000 });
    await setTimes(service, upperAlpha, { created: 1000, updated: 5000 });
    await setTimes(service, lowerAlpha, { created: 2000, updated: 2000 });
    await setTimes(service, gamma, { created: 1000, updated: 1000 });
    await setTimes(service, delta, { created: 5000, updated: 4000 });
    await expectOrders('companies', {
      // By bytes, "Gamma" would come before "beta"; "Alpha" and "alpha" are a tie, by id.
      name: [upperAlpha, lowerAlpha, beta, delta, gamma],
      '-name': [gamma, delta, beta, upperAlpha, lowerAlpha],
      created_at: [upperAlpha, gamma, lowerAlpha, beta, delta],
      '-created_at': [delta, beta, lowerAlpha, upperAlpha, gamma],
      updated_at: [gamma, beta, lowerAlpha, delta, upperAlpha],
      '-updated_at': [upperAlpha, delta, beta, lowerAlpha, gamma],
      id: [beta, upperAlpha, lowerAlpha, gamma, delta],
      '-id': [delta, gamma, lowerAlpha, upperAlpha, beta],
    });
  });

  it('orders people by full name, by last then first name, and by the other keys', async () => {
    const zoe = await createPerson(service, { first_name: 'Zoe', last_name: 'Adams' });
    const lowerAaron = await createPerson(service, { first_name: 'aaron', last_name: 'Zed' });
    const baker = await createPerson(service, { last_name: 'Baker' });
    const upperAaron = await createPerson(service, { first_name: 'Aaron', last_name: 'zed' });
    const mia = await createPerson(service, { first_name: 'Mia', last_name: 'Adams' });
    await setTimes(service, zoe, { created: 2000, updated: 3000 });
    await setTimes(service, lowerAaron, { created: 1000, updated: 1000 });
    await setTimes(service, baker, { created: 3000, updated: 1000 });
    await setTimes(service, upperAaron, { created: 1000, updated: 5000 });
    await setTimes(service, mia, { created: 4000, updated: 2000 });
    await expectOrders('people', {
      // The displayed name: "Baker" sorts as "Baker", not as " Baker" (which would come first).
      name: [lowerAaron, upperAaron, baker, mia, zoe],
      '-name': [zoe, mia, baker, lowerAaron, upperAaron],
      last_name: [mia, zoe, baker, lowerAaron, upperAaron],
      '-last_name': [lowerAaron, upperAaron, baker, zoe, mia],
      created_at: [lowerAaron, upperAaron, zoe, baker, mia],
      '-created_at': [mia, baker, zoe, lowerAaron, upperAaron],
      updated_at: [lowerAaron, baker, mia, zoe, upperAaron],
      '-updated_at': [upperAaron, zoe, mia, lowerAaron, baker],
      id: [zoe, lowerAaron, baker, upperAaron, mia],
      '-id': [mia, upperAaron, baker, lowerAaron, zoe],
    });
  });

  it('folds only ASCII letters and compares the rest by code point, as both stores do', async () => {
    const ids: Record<string, number> = {};
    for (const name of ['émile', 'Zed', 'ab', 'Émile', 'a-c', '_under', 'a b'])
      ids[name] = await createCompany(service, name);
    // A linguistic collation would ignore the space and the hyphen and put the accented names among the e's.
    const expected = ['_under', 'a b', 'a-c', 'ab', 'Zed', 'Émile', 'émile'].map(
      (name) => ids[name]!,
    );
    expect(await listIds(service, 'companies', 'sort=name')).toEqual(expected);
    expect(await listIds(service, 'companies', 'sort=-name')).toEqual([...expected].reverse());
  });

  it('without sort, or with an empty one, answers exactly as before: by id, no header', async () => {
    for (const name of ['Charlie', 'alpha', 'Bravo']) await createCompany(service, name);
    await createPerson(service, { first_name: 'Zed', last_name: 'Last' });
    await createPerson(service, { first_name: 'Amy', last_name: 'First' });
    for (const collection of ['companies', 'people'] as const) {
      const plain = await listOf(service, collection, '');
      expect(plain.headers[SORT_HEADER]).toBeUndefined();
      for (const query of ['sort=', 'sort=%20', 'limit=10&sort=&offset=0']) {
        const empty = await listOf(service, collection, query);
        expect(empty.headers[SORT_HEADER], query).toBeUndefined();
        expect(empty.text, query).toBe(plain.text);
      }
      // Asked for explicitly, the id order is the same document, now with the header.
      const byId = await listOf(service, collection, 'sort=id');
      expect(byId.headers[SORT_HEADER]).toBe('id');
      expect(byId.text).toBe(plain.text);
      expect(await listIds(service, collection, 'sort=-id')).toEqual(idsIn(plain).reverse());
    }
  });

  it('answers an unknown sort value with a 400 naming the allowed values, and changes nothing', async () => {
    await createCompany(service, 'Beta');
    await createCompany(service, 'alpha');
    await createPerson(service, { first_name: 'Ann', last_name: 'Able' });
    const before = {
      companies: (await listOf(service, 'companies', '')).text,
      people: (await listOf(service, 'people', '')).text,
    };
    const companyValues = 'name, -name, updated_at, -updated_at, created_at, -created_at, id, -id';
    const personValues =
      'name, -name, last_name, -last_name, updated_at, -updated_at, created_at, -created_at, id, -id';
    const cases: [collection: 'companies' | 'people', value: string, allowed: string][] = [
      ['companies', 'bogus', companyValues],
      ['companies', 'last_name', companyValues],
      ['companies', '-last_name', companyValues],
      ['companies', 'NAME', companyValues],
      ['companies', '--name', companyValues],
      ['companies', '-', companyValues],
      ['companies', 'name,id', companyValues],
      ['companies', 'name%00', companyValues],
      ['people', 'first_name', personValues],
      ['people', 'updated', personValues],
    ];
    for (const [collection, value, allowed] of cases) {
      const res = await service.request(
        'GET',
        `/service/${collection}.xml?name=a&sort=${value}&limit=5`,
      );
      expect(res.status, `${collection} sort=${value}`).toBe(400);
      expect(errorsOf(res)).toEqual([`sort must be one of ${allowed}`]);
      expect(res.headers[SORT_HEADER]).toBeUndefined();
    }
    expect((await listOf(service, 'companies', '')).text).toBe(before.companies);
    expect((await listOf(service, 'people', '')).text).toBe(before.people);
  });
});
