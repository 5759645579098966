import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCompanyList } from '#xml/company';
import { decodePerson, decodePersonList } from '#xml/person';
import { startTestService, type TestService } from '../../testing/serviceHarness';
import { createCompany, createdId, createPerson, errorsOf } from '../../testing/contactRoutes';

describe('people', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const show = async (id: number) => {
    const res = await service.request('GET', `/service/people/${id}.xml`);
    expect(res.status, res.text).toBe(200);
    return { person: decodePerson(res.xml!), etag: String(res.headers['etag']), xml: res.xml! };
  };
  const companies = async () =>
    decodeCompanyList((await service.request('GET', '/service/companies.xml')).xml!);

  it('creates and shows a person in the element order of decisions.md', async () => {
    const company = await createCompany(service, 'Example Software');
    const res = await service.request('POST', '/service/people.xml', {
      body: `<person><first_name>Jane</first_name><last_name>Example</last_name><title>Old Friend</title><notes>Some notes</notes><company_id>${company}</company_id></person>`,
    });
    const id = createdId(res);
    expect(res.headers['location']).toBe(`${service.url}/service/people/${id}.xml`);
    expect(res.text).toBe('');
    const { person, etag, xml } = await show(id);
    expect(xml.children.map((c) => c.name)).toEqual([
      'id',
      'first_name',
      'last_name',
      'small_image',
      'large_image',
      'title',
      'company',
      'company_id',
      'tags',
      'locations',
      'mega_comments',
      'notes',
      'created_at',
      'updated_at',
    ]);
    expect(person).toMatchObject({
      id,
      firstName: 'Jane',
      lastName: 'Example',
      title: 'Old Friend',
      notes: 'Some notes',
      company: 'Example Software',
      companyId: company,
    });
    expect(etag).toBe('"v1"');
  });

  it('needs a first or a last name (422), and accepts either alone', async () => {
    for (const body of [
      '<person><title>Nobody</title></person>',
      '<person><first_name> </first_name><last_name/></person>',
    ]) {
      const res = await service.request('POST', '/service/people.xml', { body });
      expect(res.status, body).toBe(422);
      expect(errorsOf(res)).toEqual(["First name and last name can't both be blank"]);
    }
    expect((await show(await createPerson(service, { last_name: 'Solo' }))).person).toMatchObject({
      firstName: '',
      lastName: 'Solo',
    });
    expect((await show(await createPerson(service, { first_name: 'Cher' }))).person).toMatchObject({
      firstName: 'Cher',
      lastName: '',
    });
  });

  it('refuses a company_id that is not a company of the account (422), creating nothing', async () => {
    const person = await createPerson(service, { first_name: 'Not', last_name: 'Acompany' });
    const stranger = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const theirs = await createCompany(service, 'Theirs', '', { token: stranger.token });
    for (const companyId of [9999, person, theirs]) {
      const res = await service.request('POST', '/service/people.xml', {
        body: `<person><first_name>X</first_name><company_id>${companyId}</company_id></person>`,
      });
      expect(res.status).toBe(422);
      expect(errorsOf(res)[0]).toBe(`Company ${companyId} is not a company of this account`);
    }
    expect(
      (
        await service.request('POST', '/service/people.xml', {
          body: '<person><first_name>X</first_name><company_id>abc</company_id></person>',
        })
      ).status,
    ).toBe(422);
    expect(
      decodePersonList((await service.request('GET', '/service/people.xml')).xml!).map((p) => p.id),
    ).toEqual([person]);
  });

  it('takes the employer by name: the existing company (any case), or a new one made in the same request', async () => {
    const acme = await createCompany(service, 'Acme Inc');
    const joined = await show(
      await createPerson(service, { first_name: 'A', company: 'ACME inc' }),
    );
    expect(joined.person).toMatchObject({ company: 'Acme Inc', companyId: acme });
    const founded = await show(
      await createPerson(service, { first_name: 'B', company: 'Brand New Co' }),
    );
    const created = (await companies()).find((c) => c.name === 'Brand New Co');
    expect(created).toBeDefined();
    expect(founded.person.companyId).toBe(created!.id);
    // The same name again joins that company instead of making another.
    await createPerson(service, { first_name: 'C', company: 'brand new co' });
    expect((await companies()).filter((c) => c.name.toLowerCase() === 'brand new co')).toHaveLength(
      1,
    );
  });

  it('company_id wins over company; an empty company or company_id clears the employer', async () => {
    const a = await createCompany(service, 'A Co');
    const b = await createCompany(service, 'B Co');
    const id = await createPerson(service, { first_name: 'P', company: 'B Co', company_id: a });
    expect((await show(id)).person.companyId).toBe(a);
    await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><company>B Co</company><company_id nil="true"/></person>',
    });
    expect((await show(id)).person.companyId).toBe(b);
    await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><company></company></person>',
    });
    expect((await show(id)).person).toMatchObject({ company: '', companyId: null });
    await service.request('PUT', `/service/people/${id}.xml`, {
      body: `<person><company_id>${a}</company_id></person>`,
    });
    await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><company_id></company_id></person>',
    });
    expect((await show(id)).person.companyId).toBeNull();
  });

  it('updates with exactly 200; If-Match stale → 412; blanking both names → 422; nothing changes on errors', async () => {
    const id = await createPerson(service, {
      first_name: 'Will',
      last_name: 'Larson',
      title: 'Developer',
    });
    const { etag } = await show(id);
    const ok = await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><title>Lead Developer</title></person>',
      headers: { 'if-match': etag },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('');
    expect((await show(id)).person).toMatchObject({
      firstName: 'Will',
      lastName: 'Larson',
      title: 'Lead Developer',
    });
    const stale = await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><title>Stale</title></person>',
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    const blank = await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><first_name></first_name><last_name></last_name><title>X</title></person>',
    });
    expect(blank.status).toBe(422);
    // Blanking one name is fine as long as the other remains; blanking the remaining one is not.
    expect(
      (
        await service.request('PUT', `/service/people/${id}.xml`, {
          body: '<person><first_name></first_name></person>',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await service.request('PUT', `/service/people/${id}.xml`, {
          body: '<person><last_name></last_name></person>',
        })
      ).status,
    ).toBe(422);
    const badCompany = await service.request('PUT', `/service/people/${id}.xml`, {
      body: '<person><title>Y</title><company_id>9999</company_id></person>',
    });
    expect(badCompany.status).toBe(422);
    expect((await show(id)).person).toMatchObject({
      firstName: '',
      lastName: 'Larson',
      title: 'Lead Developer',
      companyId: null,
    });
    expect(
      (
        await service.request('PUT', '/service/people/9999.xml', {
          body: '<person><title>x</title></person>',
        })
      ).status,
    ).toBe(404);
  });

  it('accepts a whole-record re-send with read-only fields', async () => {
    const id = await createPerson(service, { first_name: 'Will', last_name: 'Larson' });
    const { xml } = await show(id);
    const resent = (await service.request('GET', `/service/people/${id}.xml`)).text.replace(
      '<title></title>',
      '<title>Again</title>',
    );
    expect(xml.name).toBe('person');
    const res = await service.request('PUT', `/service/people/${id}.xml`, { body: resent });
    expect(res.status, res.text).toBe(200);
    expect((await show(id)).person).toMatchObject({ firstName: 'Will', title: 'Again' });
  });

  it('renaming a company changes what its employees show, and their ETags', async () => {
    const company = await createCompany(service, 'Before');
    const id = await createPerson(service, { first_name: 'E', company_id: company });
    const { etag } = await show(id);
    await service.request('PUT', `/service/companies/${company}.xml`, {
      body: '<company><name>After</name></company>',
    });
    const after = await show(id);
    expect(after.person.company).toBe('After');
    expect(after.etag).not.toBe(etag);
  });

  it('lists by id with paging and destroys with 200', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await createPerson(service, { first_name: `P${i}` }));
    expect(
      decodePersonList((await service.request('GET', '/service/people.xml')).xml!).map((p) => p.id),
    ).toEqual(ids.slice(0, 10));
    expect(
      decodePersonList(
        (await service.request('GET', '/service/people.xml?offset=10&limit=5')).xml!,
      ).map((p) => p.id),
    ).toEqual(ids.slice(10));
    expect((await service.request('GET', '/service/people.xml?limit=-3')).status).toBe(400);
    const res = await service.request('DELETE', `/service/people/${ids[0]}.xml`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await service.request('GET', `/service/people/${ids[0]}.xml`)).status).toBe(404);
    expect((await service.request('DELETE', `/service/people/${ids[0]}.xml`)).status).toBe(404);
  });

  it('keeps accounts apart', async () => {
    const id = await createPerson(service, { first_name: 'Private' });
    const { token } = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    expect((await service.request('GET', `/service/people/${id}.xml`, { token })).status).toBe(404);
    expect(
      (
        await service.request('PUT', `/service/people/${id}.xml`, {
          token,
          body: '<person><first_name>X</first_name></person>',
        })
      ).status,
    ).toBe(404);
    expect((await service.request('DELETE', `/service/people/${id}.xml`, { token })).status).toBe(
      404,
    );
    expect(
      (await service.request('GET', `/service/people/${id}/affiliations.xml`, { token })).status,
    ).toBe(404);
    expect(
      decodePersonList((await service.request('GET', '/service/people.xml', { token })).xml!),
    ).toEqual([]);
    // A company name another account uses is not that account's company: a new one is made here.
    const theirs = await createCompany(service, 'Shared Name', '', { token });
    const mine = await show(
      await createPerson(service, { first_name: 'Q', company: 'Shared Name' }),
    );
    expect(mine.person.companyId).not.toBe(theirs);
    expect(mine.person.company).toBe('Shared Name');
  });
});
