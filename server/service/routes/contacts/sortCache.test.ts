import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSortKey, PersonSearch } from '../../store/contactStore';
import type { ContactKind } from '../../store/scope';
import { startTestServiceWithDb, type TestServiceWithDb } from '../../testing/serviceHarness';
import { SORT_HEADER } from './sortParam';
import { idsIn, listIds, listOf, setTimes } from '../../testing/contactSort';
import { createCompany, createPerson } from '../../testing/contactRoutes';

const BASE = Date.UTC(2024, 0, 1);

/**
 * List pages are answered from the representation cache when every record of the page is cached
 * at its current version (`cachedContactPage`): the page's ids come from the store's lean
 * `listContactVersions`, which must honour the sort exactly as the full read does.
 */
describe('sorted lists and the representation cache', () => {
  let service: TestServiceWithDb;
  beforeEach(async () => {
    service = await startTestServiceWithDb();
  });
  afterEach(() => service.close());

  it('lists the same ids in the same order from the lean version query as from the full read', async () => {
    const names = ['delta', 'Alpha', 'charlie', 'Bravo', 'alpha'];
    for (const [i, name] of names.entries()) {
      await setTimes(service, await createCompany(service, `${name} Co`), {
        created: BASE + ((i * 2) % 5),
        updated: BASE + ((i * 3) % 5),
      });
      await setTimes(
        service,
        await createPerson(service, {
          first_name: name,
          last_name: names[(i + 2) % names.length]!,
        }),
        { created: BASE + (i % 2), updated: BASE + ((i * 4) % 5) },
      );
    }
    const contacts = service.store.contacts;
    const keys: ContactSortKey[] = ['name', 'last_name', 'updated_at', 'created_at', 'id'];
    for (const kind of ['company', 'person'] as ContactKind[]) {
      for (const key of keys.filter((k) => kind === 'person' || k !== 'last_name')) {
        for (const descending of [false, true]) {
          for (const [search, page] of [
            [{ sort: { key, descending } }, { offset: 0, limit: 500 }],
            [{ sort: { key, descending } }, { offset: 1, limit: 3 }],
            [
              { name: 'a', sort: { key, descending } },
              { offset: 1, limit: 2 },
            ],
          ] as [PersonSearch, { offset: number; limit: number }][]) {
            const full =
              kind === 'company'
                ? await contacts.listCompanies(service.scope, search, page)
                : await contacts.listPeople(service.scope, search, page);
            const lean = await contacts.listContactVersions(service.scope, kind, search, page);
            expect(lean, `${kind} ${JSON.stringify(search)} ${JSON.stringify(page)}`).toEqual(
              full.map(({ id, version }) => ({ id, version })),
            );
          }
        }
      }
    }
  });

  it('answers a sorted list requested twice (the second time from the cache) in the same order', async () => {
    const ids = [];
    for (const name of ['Delta', 'alpha', 'Charlie', 'bravo'])
      ids.push(await createCompany(service, name));
    const [delta, alpha, charlie, bravo] = ids as [number, number, number, number];
    for (const sort of ['name', '-name']) {
      const first = await listOf(service, 'companies', `sort=${sort}`);
      const second = await listOf(service, 'companies', `sort=${sort}`);
      expect(idsIn(first)).toEqual(
        sort === 'name' ? [alpha, bravo, charlie, delta] : [delta, charlie, bravo, alpha],
      );
      expect(second.text).toBe(first.text);
      expect(second.headers[SORT_HEADER]).toBe(sort);
    }
    // A page in the middle, cached as well.
    await listOf(service, 'companies', 'sort=name&offset=1&limit=2');
    expect(await listIds(service, 'companies', 'sort=name&offset=1&limit=2')).toEqual([
      bravo,
      charlie,
    ]);
  });

  it('moves a renamed company in a name order at once, though every record of the list was cached', async () => {
    const delta = await createCompany(service, 'Delta');
    const alpha = await createCompany(service, 'alpha');
    const charlie = await createCompany(service, 'Charlie');
    expect(await listIds(service, 'companies', 'sort=name')).toEqual([alpha, charlie, delta]);
    expect(await listIds(service, 'companies', 'sort=name')).toEqual([alpha, charlie, delta]);
    const renamed = await service.request('PUT', `/service/companies/${alpha}.xml`, {
      body: '<company><name>zulu</name></company>',
    });
    expect(renamed.status).toBe(200);
    const after = await listOf(service, 'companies', 'sort=name');
    expect(idsIn(after)).toEqual([charlie, delta, alpha]);
    expect(after.text).toContain('<name>zulu</name>');
    expect(await listIds(service, 'companies', 'sort=-name&limit=1')).toEqual([alpha]);
  });

  it('moves a renamed person in the name and last-name orders, and an updated record in -updated_at', async () => {
    const ann = await createPerson(service, { first_name: 'Ann', last_name: 'Young' });
    const bob = await createPerson(service, { first_name: 'bob', last_name: 'Xavier' });
    const cy = await createPerson(service, { first_name: 'Cy', last_name: 'Walker' });
    for (const [i, id] of [ann, bob, cy].entries())
      await setTimes(service, id, { created: BASE + i, updated: BASE + 10 - i });
    const orders = async (): Promise<Record<string, number[]>> => ({
      name: await listIds(service, 'people', 'sort=name'),
      last_name: await listIds(service, 'people', 'sort=last_name'),
      '-updated_at': await listIds(service, 'people', 'sort=-updated_at'),
    });
    expect(await orders()).toEqual({
      name: [ann, bob, cy],
      last_name: [cy, bob, ann],
      '-updated_at': [ann, bob, cy],
    });
    expect(await orders()).toEqual({
      name: [ann, bob, cy],
      last_name: [cy, bob, ann],
      '-updated_at': [ann, bob, cy],
    });

    // Ann becomes "Zoe Aaronson": last in the name order, first in the last-name order, and the
    // most recently updated.
    await service.request('PUT', `/service/people/${ann}.xml`, {
      body: '<person><first_name>Zoe</first_name><last_name>Aaronson</last_name></person>',
    });
    expect(await orders()).toEqual({
      name: [bob, cy, ann],
      last_name: [ann, cy, bob],
      '-updated_at': [ann, bob, cy],
    });

    // A change that is no rename moves Cy to the front of -updated_at only.
    await service.request('PUT', `/service/people/${cy}.xml`, {
      body: '<person><title>Boss</title></person>',
    });
    expect(await orders()).toEqual({
      name: [bob, cy, ann],
      last_name: [ann, cy, bob],
      '-updated_at': [cy, ann, bob],
    });
  });
});
