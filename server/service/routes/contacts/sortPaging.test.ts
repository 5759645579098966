import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServiceWithDb, type TestServiceWithDb } from '../../testing/serviceHarness';
import { SORT_HEADER } from './sortParam';
import {
  expectedOrder,
  listIds,
  listOf,
  setTimes,
  type SortableRecord,
} from '../../testing/contactSort';
import { addLocation, createCompany, createPerson } from '../../testing/contactRoutes';

const COMPANY_SORTS = [
  'name',
  '-name',
  'updated_at',
  '-updated_at',
  'created_at',
  '-created_at',
  'id',
  '-id',
];
const PERSON_SORTS = [...COMPANY_SORTS, 'last_name', '-last_name'];
const BASE = Date.UTC(2024, 0, 1);

describe('sorted lists: ties, paging and searches', () => {
  let service: TestServiceWithDb;
  beforeEach(async () => {
    service = await startTestServiceWithDb();
  });
  afterEach(() => service.close());

  /** Every page of `limit` records in turn, until a short page. */
  async function pagedIds(
    collection: 'companies' | 'people',
    query: string,
    limit: number,
  ): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = await listIds(service, collection, `${query}&limit=${limit}&offset=${offset}`);
      ids.push(...page);
      if (page.length < limit) return ids;
    }
  }

  it('pages through every sort with many equal keys: each record exactly once, ties by id ascending', async () => {
    // Few distinct names (in several cases) and times: most records tie with others on every key.
    const names = ['Acme', 'ACME', 'beta', 'acme', 'Beta', 'zed'];
    const companies: SortableRecord[] = [];
    const people: SortableRecord[] = [];
    for (let i = 0; i < 23; i++) {
      const times = { created: BASE + (i % 3) * 1000, updated: BASE + ((i * 5) % 4) * 1000 };
      const name = names[(i * 7) % names.length]!;
      const company = await createCompany(service, name);
      await setTimes(service, company, times);
      companies.push({ id: company, name, ...times });
      const firstName = names[(i * 5) % names.length]!;
      const lastName = names[i % 4]!;
      const person = await createPerson(service, { first_name: firstName, last_name: lastName });
      await setTimes(service, person, times);
      people.push({ id: person, name: `${firstName} ${lastName}`, firstName, lastName, ...times });
    }
    for (const [collection, records, sorts] of [
      ['companies', companies, COMPANY_SORTS],
      ['people', people, PERSON_SORTS],
    ] as const) {
      for (const sort of sorts) {
        const expected = expectedOrder(records, sort);
        expect(
          await listIds(service, collection, `sort=${sort}&limit=500`),
          `${collection} sort=${sort}`,
        ).toEqual(expected);
        for (const limit of [4, 7])
          expect(
            await pagedIds(collection, `sort=${sort}`, limit),
            `${collection} sort=${sort} by ${limit}`,
          ).toEqual(expected);
      }
    }
  });

  it('sorts the matches of every search parameter, and pages them', async () => {
    const words = [
      'delta',
      'Alpha',
      'echo',
      'Bravo',
      'charlie',
      'Golf',
      'foxtrot',
      'India',
      'hotel',
      'juliet',
    ];
    const harbors: (SortableRecord & { state: string; tagged: boolean })[] = [];
    for (const [i, word] of words.entries()) {
      const name = `Harbor ${word}`;
      const id = await createCompany(service, name);
      const times = {
        created: BASE + ((i * 3) % 10) * 1000,
        updated: BASE + ((i * 7) % 10) * 1000,
      };
      const state = i % 2 === 0 ? 'RI' : 'CA';
      await addLocation(service, `/service/companies/${id}`, {
        label: 'work',
        state,
        email: `${word.toLowerCase()}@harbor${i % 3}.example`,
      });
      const tagged = i % 3 !== 1;
      if (tagged)
        await service.request('PUT', `/service/companies/${id}/add_tag.xml`, {
          body: '<tag>VIP</tag>',
        });
      // After the writes above, which move updated_at to now.
      await setTimes(service, id, times);
      harbors.push({ id, name, state, tagged, ...times });
    }
    await setTimes(service, await createCompany(service, 'Unrelated'), {
      created: BASE,
      updated: BASE,
    });

    const check = async (query: string, matches: SortableRecord[], sort: string): Promise<void> => {
      const res = await listOf(service, 'companies', `${query}&sort=${sort}&limit=500`);
      expect(res.headers[SORT_HEADER]).toBe(sort);
      const expected = expectedOrder(matches, sort);
      expect(
        res.xml!.children.map((c) => Number(c.children.find((f) => f.name === 'id')?.text)),
        `${query} sort=${sort}`,
      ).toEqual(expected);
      expect(
        await pagedIds('companies', `${query}&sort=${sort}`, 3),
        `${query} sort=${sort} paged`,
      ).toEqual(expected);
    };
    const since = BASE + 5000;
    const searches: [query: string, matches: typeof harbors][] = [
      ['name=harbor', harbors],
      // Two characters: the LIKE path instead of the trigram index.
      ['name=ar', harbors],
      ['email=harbor1.example', harbors.filter((_, i) => i % 3 === 1)],
      ['email=o%40', harbors.filter((h) => /o$/.test(h.name))],
      ['tag=vip', harbors.filter((h) => h.tagged)],
      ['state=ri', harbors.filter((h) => h.state === 'RI')],
      [
        'updated_since=Jan%2001%2000%3A00%3A05%20UTC%202024',
        harbors.filter((h) => h.updated >= since),
      ],
      ['name=harbor&state=RI&tag=VIP', harbors.filter((h) => h.state === 'RI' && h.tagged)],
    ];
    for (const [query, matches] of searches) {
      expect(matches.length, query).toBeGreaterThan(1);
      for (const sort of COMPANY_SORTS) await check(query, matches, sort);
    }
  });

  it("sorts a company's people found by company_id, with the other search parameters", async () => {
    const acme = await createCompany(service, 'Acme');
    const other = await createCompany(service, 'Other');
    const staff: SortableRecord[] = [];
    for (const [i, [first, last]] of [
      ['Zoe', 'adams'],
      ['amy', 'Young'],
      ['Bob', 'Adams'],
      ['carl', 'baker'],
    ].entries()) {
      const id = await createPerson(service, {
        first_name: first!,
        last_name: last!,
        company_id: acme,
      });
      const times = { created: BASE + (4 - i) * 1000, updated: BASE + ((i * 3) % 4) * 1000 };
      await setTimes(service, id, times);
      staff.push({ id, name: `${first} ${last}`, firstName: first, lastName: last, ...times });
    }
    await createPerson(service, { first_name: 'Aaron', last_name: 'Aardvark', company_id: other });
    for (const sort of PERSON_SORTS) {
      expect(await listIds(service, 'people', `company_id=${acme}&sort=${sort}`), sort).toEqual(
        expectedOrder(staff, sort),
      );
      expect(
        await listIds(service, 'people', `company_id=${acme}&name=a&sort=${sort}&limit=2&offset=1`),
        sort,
      ).toEqual(
        expectedOrder(
          staff.filter((p) => /a/i.test(p.name)),
          sort,
        ).slice(1, 3),
      );
    }
  });
});
