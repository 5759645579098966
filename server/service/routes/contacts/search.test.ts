import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCompany, decodeCompanyList } from '#xml/company';
import { formatB } from '#xml/dates';
import { decodePersonList } from '#xml/person';
import { startTestService, type TestService } from '../../testing/serviceHarness';
import { addLocation, createCompany, createPerson, errorsOf } from '../../testing/contactRoutes';

describe('company and person search', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const companyNames = async (query: string): Promise<string[]> => {
    const res = await service.request('GET', `/service/companies.xml?${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    return decodeCompanyList(res.xml!).map((c) => c.name);
  };
  const personIds = async (query: string): Promise<number[]> => {
    const res = await service.request('GET', `/service/people.xml?${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    return decodePersonList(res.xml!).map((p) => p.id);
  };
  const q = (name: string, value: string): string => `${name}=${encodeURIComponent(value)}`;

  it('matches a name substring anywhere, ignoring case, through the trigram index and the short-term fallback', async () => {
    for (const name of ['Example Software', 'Sample Foods', 'Acme', 'ÜBER Straße'])
      await createCompany(service, name);
    expect(await companyNames(q('name', 'XAMPL'))).toEqual(['Example Software']);
    expect(await companyNames(q('name', 'ample'))).toEqual(['Example Software', 'Sample Foods']);
    expect(await companyNames(q('name', 'e s'))).toEqual(['Example Software']);
    expect(await companyNames(q('name', 'über'))).toEqual(['ÜBER Straße']);
    // 1–2 characters: too short for trigrams, answered by LIKE.
    expect(await companyNames(q('name', 'AC'))).toEqual(['Acme']);
    expect(await companyNames(q('name', 'f'))).toEqual(['Example Software', 'Sample Foods']);
    expect(await companyNames(q('name', 'zzz'))).toEqual([]);
    expect(await companyNames(q('name', ' '))).toHaveLength(4);
  });

  it('takes %, _, quotes and FTS syntax in a search term literally', async () => {
    for (const name of [
      '100% Pure',
      '100 Pure',
      'snake_case Co',
      'snakeXcase Co',
      'Say "Hi" Inc',
      "O'Hara Ltd",
      'Pure OR Hi',
      'Star*Co',
    ])
      await createCompany(service, name);
    expect(await companyNames(q('name', '0%'))).toEqual(['100% Pure']);
    expect(await companyNames(q('name', '00%'))).toEqual(['100% Pure']);
    expect(await companyNames(q('name', '%'))).toEqual(['100% Pure']);
    expect(await companyNames(q('name', '_'))).toEqual(['snake_case Co']);
    expect(await companyNames(q('name', 'e_c'))).toEqual(['snake_case Co']);
    expect(await companyNames(q('name', '"Hi"'))).toEqual(['Say "Hi" Inc']);
    expect(await companyNames(q('name', '"'))).toEqual(['Say "Hi" Inc']);
    expect(await companyNames(q('name', "O'H"))).toEqual(["O'Hara Ltd"]);
    expect(await companyNames(q('name', 'Pure OR Hi'))).toEqual(['Pure OR Hi']);
    expect(await companyNames(q('name', 'Say OR Star'))).toEqual([]);
    expect(await companyNames(q('name', 'Sta*'))).toEqual([]);
    expect(await companyNames(q('name', 'r*C'))).toEqual(['Star*Co']);
    expect(await companyNames(q('name', 'NEAR(Pure'))).toEqual([]);
    expect(await companyNames(q('name', 'name:Pure'))).toEqual([]);
    // A NUL cannot reach the full-text query (it would cut it short): it is dropped.
    expect(await companyNames('name=Pu%00re')).toEqual(['100% Pure', '100 Pure', 'Pure OR Hi']);
    expect(await companyNames('email=%00%00%00')).toHaveLength(8);
  });

  it('matches first, last or full name of people', async () => {
    const jane = await createPerson(service, { first_name: 'Jane', last_name: 'Example' });
    const john = await createPerson(service, { first_name: 'John', last_name: 'Sample' });
    const solo = await createPerson(service, { last_name: 'Janeway' });
    expect(await personIds(q('name', 'Jane Ex'))).toEqual([jane]);
    expect(await personIds(q('name', 'jane'))).toEqual([jane, solo]);
    expect(await personIds(q('name', 'AMPLE'))).toEqual([jane, john]);
    expect(await personIds(q('name', 'ne Ex'))).toEqual([jane]);
    expect(await personIds(q('name', 'n S'))).toEqual([john]);
    expect(await personIds(q('name', 'jo'))).toEqual([john]);
    // Renames are searchable at once (the index follows the record).
    await service.request('PUT', `/service/people/${john}.xml`, {
      body: '<person><last_name>Renamed</last_name></person>',
    });
    expect(await personIds(q('name', 'Sample'))).toEqual([]);
    expect(await personIds(q('name', 'John Ren'))).toEqual([john]);
  });

  it('matches a part of any location e-mail, ignoring case', async () => {
    const a = await createCompany(service, 'A');
    const b = await createCompany(service, 'B');
    await createCompany(service, 'C');
    await addLocation(service, `/service/companies/${a}`, {
      label: 'work',
      email: 'Info@Acme.example',
    });
    await addLocation(service, `/service/companies/${b}`, {
      label: 'work',
      email: 'sales@bravo.example',
    });
    await addLocation(service, `/service/companies/${b}`, {
      label: 'home',
      email: 'bo_100%@home.example',
    });
    expect(await companyNames(q('email', 'acme'))).toEqual(['A']);
    expect(await companyNames(q('email', '.EXAMPLE'))).toEqual(['A', 'B']);
    expect(await companyNames(q('email', 'home.ex'))).toEqual(['B']);
    expect(await companyNames(q('email', 'o_'))).toEqual(['B']);
    expect(await companyNames(q('email', '0%'))).toEqual(['B']);
    expect(await companyNames(q('email', '%@'))).toEqual(['B']);
    expect(await companyNames(q('email', 'in'))).toEqual(['A']);
    // A changed or deleted e-mail no longer matches.
    await service.request('PUT', `/service/companies/${a}/locations/work.xml`, {
      body: '<location><email>new@acme2.example</email></location>',
    });
    expect(await companyNames(q('email', 'info@'))).toEqual([]);
    await service.request('DELETE', `/service/companies/${b}/locations/home.xml`);
    expect(await companyNames(q('email', 'bo_1'))).toEqual([]);
  });

  it('filters by tag and by state, ignoring case', async () => {
    const a = await createCompany(service, 'A');
    const b = await createCompany(service, 'B');
    const p = await createPerson(service, { first_name: 'P' });
    await service.request('PUT', `/service/companies/${a}/add_tag.xml`, { body: '<tag>VIP</tag>' });
    await service.request('PUT', `/service/people/${p}/add_tag.xml`, { body: '<tag>vip</tag>' });
    await addLocation(service, `/service/companies/${b}`, { label: 'work', state: 'RI' });
    await addLocation(service, `/service/people/${p}`, { label: 'home', state: 'ri' });
    expect(await companyNames('tag=vip')).toEqual(['A']);
    expect(await companyNames('tag=nosuch')).toEqual([]);
    expect(await personIds('tag=Vip')).toEqual([p]);
    expect(await companyNames('state=ri')).toEqual(['B']);
    expect(await personIds('state=RI')).toEqual([p]);
    expect(await companyNames('state=CA')).toEqual([]);
  });

  it('filters by updated_since (Format B without weekday); a bad time is a 400', async () => {
    const older = await createCompany(service, 'Older');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newer = await createCompany(service, 'Newer');
    const since = formatB(
      decodeCompany((await service.request('GET', `/service/companies/${newer}.xml`)).xml!)
        .updatedAt,
    ).slice(4);
    expect(since).toMatch(/^[A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}$/);
    expect(await companyNames(q('updated_since', since))).toEqual(['Newer']);
    expect(await companyNames(q('updated_since', 'Jan 01 00:00:00 UTC 2000'))).toEqual([
      'Older',
      'Newer',
    ]);
    await service.request('PUT', `/service/companies/${older}.xml`, {
      body: '<company><notes>touched</notes></company>',
    });
    expect(await companyNames(q('updated_since', since))).toEqual(['Older', 'Newer']);
    for (const bad of ['yesterday', 'Feb 30 00:00:00 UTC 2020']) {
      const res = await service.request('GET', `/service/companies.xml?${q('updated_since', bad)}`);
      expect(res.status).toBe(400);
      expect(errorsOf(res)[0]).toMatch(/updated_since/);
    }
  });

  it('filters people by company_id; a non-numeric one is a 400', async () => {
    const acme = await createCompany(service, 'Acme');
    const employee = await createPerson(service, { first_name: 'E', company_id: acme });
    await createPerson(service, { first_name: 'F' });
    expect(await personIds(`company_id=${acme}`)).toEqual([employee]);
    expect(await personIds('company_id=99999')).toEqual([]);
    expect((await service.request('GET', '/service/people.xml?company_id=acme')).status).toBe(400);
  });

  it('combines parameters with AND and pages the results by id', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 14; i++) {
      const id = await createCompany(service, `Harbor ${i}`);
      ids.push(id);
      await addLocation(service, `/service/companies/${id}`, {
        label: 'work',
        state: i % 2 === 0 ? 'RI' : 'CA',
        email: `h${i}@harbor.example`,
      });
    }
    await createCompany(service, 'Unrelated');
    const even = ids.filter((_, i) => i % 2 === 0);
    const evenNames = async (query: string) =>
      (await companyNames(query)).map((n) => Number(n.split(' ')[1]));
    expect(await evenNames('name=harbor&state=RI')).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(await evenNames('name=harbor&state=RI&limit=3&offset=2')).toEqual([4, 6, 8]);
    expect(await evenNames('name=harbor&email=h1')).toEqual([1, 10, 11, 12, 13]);
    expect(await evenNames('name=harbor&email=h1&state=ri')).toEqual([10, 12]);
    expect(await evenNames('name=rb&state=ri&email=h1')).toEqual([10, 12]);
    expect(await companyNames('name=harbor')).toHaveLength(10);
    expect(even).toHaveLength(7);
  });

  it("never returns another account's records", async () => {
    const { token } = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const theirs = await createCompany(service, 'Secret Harbor', '', { token });
    await addLocation(service, `/service/companies/${theirs}`, {
      label: 'work',
      email: 'x@secret.example',
      state: 'RI',
    });
    const mine = await createCompany(service, 'My Harbor');
    expect(await companyNames('name=harbor')).toEqual(['My Harbor']);
    expect(await companyNames('email=secret')).toEqual([]);
    expect(await companyNames('state=RI')).toEqual([]);
    expect(mine).toBeGreaterThan(0);
  });
});
