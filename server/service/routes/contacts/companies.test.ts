import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCompany, decodeCompanyList } from '#xml/company';
import { decodePerson } from '#xml/person';
import { startTestService, type TestService } from '../../testing/serviceHarness';
import {
  addLocation,
  createCompany,
  createdId,
  createPerson,
  errorsOf,
} from '../../testing/contactRoutes';

describe('companies', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const show = async (id: number) => {
    const res = await service.request('GET', `/service/companies/${id}.xml`);
    expect(res.status, res.text).toBe(200);
    return { company: decodeCompany(res.xml!), etag: String(res.headers['etag']) };
  };

  it('creates with 201, an absolute Location and an empty body, then shows the record with an ETag', async () => {
    const before = Date.now() - 1000;
    const res = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>foo company</name><notes>Awesome foo</notes></company>',
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const id = createdId(res);
    expect(res.headers['location']).toBe(`${service.url}/service/companies/${id}.xml`);
    const shown = await service.request('GET', `/service/companies/${id}.xml`);
    expect(
      shown.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<company><id type="integer">'),
    ).toBe(true);
    expect(shown.headers['etag']).toBe('"v1"');
    const company = decodeCompany(shown.xml!);
    expect(company).toMatchObject({
      id,
      name: 'foo company',
      notes: 'Awesome foo',
      smallImage: null,
      largeImage: null,
      tags: [],
      locations: [],
      megaComments: [],
    });
    expect(Date.parse(company.createdAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(company.updatedAt).toBe(company.createdAt);
  });

  it('creates from a form body too', async () => {
    const id = createdId(
      await service.request('POST', '/service/companies.xml', {
        body: 'company%5Bname%5D=Form+Co&company%5Bnotes%5D=n',
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    expect((await show(id)).company).toMatchObject({ name: 'Form Co', notes: 'n' });
    // Characters XML cannot carry are refused, naming the first, rather than dropped.
    const odd = await service.request('POST', '/service/companies.xml', {
      body: 'company%5Bname%5D=Od%01d%00+Co&company%5Bnotes%5D=a%0Bb',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(odd.status).toBe(400);
    expect(errorsOf(odd)).toEqual([
      'Parameter "company[name]" holds the character U+0001, which XML does not allow (character 2 of its value)',
    ]);
    expect(
      decodeCompanyList((await service.request('GET', '/service/companies.xml')).xml!).map(
        (c) => c.id,
      ),
    ).toEqual([id]);
  });

  it('refuses a create without a name (422) and malformed XML (400), creating nothing', async () => {
    for (const body of [
      '<company><notes>x</notes></company>',
      '<company><name>  </name></company>',
      '<company><name nil="true"/></company>',
    ]) {
      const res = await service.request('POST', '/service/companies.xml', { body });
      expect(res.status, body).toBe(422);
      expect(errorsOf(res)).toEqual(["Name can't be blank"]);
    }
    const malformed = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>x</company>',
    });
    expect(malformed.status).toBe(400);
    const wrongRoot = await service.request('POST', '/service/companies.xml', {
      body: '<person><name>x</name></person>',
    });
    expect(wrongRoot.status).toBe(422);
    expect(
      decodeCompanyList((await service.request('GET', '/service/companies.xml')).xml!),
    ).toEqual([]);
  });

  it('answers 404 for missing ids and for ids that are not numbers', async () => {
    for (const path of ['/service/companies/999.xml', '/service/companies/abc.xml']) {
      const res = await service.request('GET', path);
      expect(res.status).toBe(404);
      expect(errorsOf(res)[0]).toMatch(/No/);
    }
    expect(
      (
        await service.request('PUT', '/service/companies/999.xml', {
          body: '<company><name>x</name></company>',
        })
      ).status,
    ).toBe(404);
    expect((await service.request('DELETE', '/service/companies/999.xml')).status).toBe(404);
  });

  it('lists by id ascending, pages with offset and limit, and refuses bad paging with 400', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 13; i++) ids.push(await createCompany(service, `Company ${i}`));
    const first = await service.request('GET', '/service/companies.xml');
    expect(first.xml!.attrs['type']).toBe('array');
    expect(decodeCompanyList(first.xml!).map((c) => c.id)).toEqual(ids.slice(0, 10));
    const page = await service.request('GET', '/service/companies.xml?offset=10&limit=2');
    expect(decodeCompanyList(page.xml!).map((c) => c.id)).toEqual(ids.slice(10, 12));
    const clamped = await service.request('GET', '/service/companies.xml?limit=100000');
    expect(decodeCompanyList(clamped.xml!)).toHaveLength(13);
    for (const query of ['offset=-1', 'limit=x', 'offset=1.5'])
      expect((await service.request('GET', `/service/companies.xml?${query}`)).status, query).toBe(
        400,
      );
    expect(
      decodeCompanyList((await service.request('GET', '/service/companies.xml?offset=13')).xml!),
    ).toEqual([]);
  });

  it('updates with exactly 200 and an empty body; only the given fields change', async () => {
    const id = await createCompany(service, 'Old name', 'old notes');
    const res = await service.request('PUT', `/service/companies/${id}.xml`, {
      body: '<company><name>bar company</name></company>',
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const { company, etag } = await show(id);
    expect(company).toMatchObject({ name: 'bar company', notes: 'old notes' });
    expect(etag).toBe('"v2"');
    await service.request('PUT', `/service/companies/${id}.xml`, {
      body: '<company><small_image>http://img/s.png</small_image><notes></notes></company>',
    });
    expect((await show(id)).company).toMatchObject({
      name: 'bar company',
      notes: '',
      smallImage: 'http://img/s.png',
      largeImage: null,
    });
  });

  it('honours If-Match: the current ETag updates, a stale or garbled one is 412 and changes nothing', async () => {
    const id = await createCompany(service, 'Guarded');
    const { etag } = await show(id);
    expect(
      (
        await service.request('PUT', `/service/companies/${id}.xml`, {
          body: '<company><name>First</name></company>',
          headers: { 'if-match': etag },
        })
      ).status,
    ).toBe(200);
    for (const ifMatch of [etag, '"nonsense"']) {
      const stale = await service.request('PUT', `/service/companies/${id}.xml`, {
        body: '<company><name>Second</name></company>',
        headers: { 'if-match': ifMatch },
      });
      expect(stale.status).toBe(412);
      expect(errorsOf(stale)).toHaveLength(1);
    }
    expect((await show(id)).company.name).toBe('First');
    expect(
      (
        await service.request('PUT', `/service/companies/${id}.xml`, {
          body: '<company><name>Third</name></company>',
          headers: { 'if-match': '*' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an update that blanks the name (422) without changing anything', async () => {
    const id = await createCompany(service, 'Keep me', 'notes');
    const res = await service.request('PUT', `/service/companies/${id}.xml`, {
      body: '<company><name></name><notes>changed</notes></company>',
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual(["Name can't be blank"]);
    expect((await show(id)).company).toMatchObject({ name: 'Keep me', notes: 'notes' });
  });

  it('moves the ETag and updated_at when a location changes', async () => {
    const id = await createCompany(service, 'Touched');
    const { etag } = await show(id);
    expect((await addLocation(service, `/service/companies/${id}`, { label: 'work' })).status).toBe(
      201,
    );
    const after = await show(id);
    expect(after.etag).not.toBe(etag);
    expect(after.company.locations.map((l) => l.label)).toEqual(['work']);
  });

  it('destroys with 200; its employees stay, without employer', async () => {
    const id = await createCompany(service, 'Doomed');
    const person = await createPerson(service, { first_name: 'Emp', company_id: id });
    await addLocation(service, `/service/companies/${id}`, {
      label: 'work',
      email: 'x@doomed.example',
    });
    const personEtag = (await service.request('GET', `/service/people/${person}.xml`)).headers[
      'etag'
    ];
    const res = await service.request('DELETE', `/service/companies/${id}.xml`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await service.request('GET', `/service/companies/${id}.xml`)).status).toBe(404);
    expect((await service.request('DELETE', `/service/companies/${id}.xml`)).status).toBe(404);
    const employee = await service.request('GET', `/service/people/${person}.xml`);
    expect(decodePerson(employee.xml!)).toMatchObject({ company: '', companyId: null });
    expect(employee.headers['etag']).not.toBe(personEtag);
    expect(
      decodeCompanyList((await service.request('GET', '/service/companies.xml?email=doomed')).xml!),
    ).toEqual([]);
  });

  it('embeds tags (with SuperTag values) and comments, on show and in lists', async () => {
    const id = await createCompany(service, 'Tagged');
    const other = await createCompany(service, 'Plain');
    expect(
      (
        await service.request('PUT', `/service/companies/${id}/add_tag.xml`, {
          body: '<tags>vip, partner</tags>',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await service.request('POST', `/service/companies/${id}/comments.xml`, {
          body: '<comment><comment>Met them</comment></comment>',
        })
      ).status,
    ).toBe(201);
    const { company } = await show(id);
    expect(company.tags.map((t) => t.name).sort()).toEqual(['partner', 'vip']);
    expect(company.megaComments.map((c) => [c.comment, c.user, c.recordId])).toEqual([
      ['Met them', 'Test Admin', id],
    ]);
    const list = decodeCompanyList((await service.request('GET', '/service/companies.xml')).xml!);
    expect(list.map((c) => [c.id, c.tags.length, c.megaComments.length])).toEqual([
      [id, 2, 1],
      [other, 0, 0],
    ]);
  });

  it("keeps accounts apart: another account's token gets 404 and does not see the records in lists", async () => {
    const id = await createCompany(service, 'Mine');
    const stranger = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const token = stranger.token;
    expect((await service.request('GET', `/service/companies/${id}.xml`, { token })).status).toBe(
      404,
    );
    expect(
      (
        await service.request('PUT', `/service/companies/${id}.xml`, {
          token,
          body: '<company><name>Hijack</name></company>',
        })
      ).status,
    ).toBe(404);
    expect(
      (await service.request('DELETE', `/service/companies/${id}.xml`, { token })).status,
    ).toBe(404);
    expect(
      (await service.request('GET', `/service/companies/${id}/locations.xml`, { token })).status,
    ).toBe(404);
    expect(
      decodeCompanyList(
        (await service.request('GET', '/service/companies.xml?name=Mine', { token })).xml!,
      ),
    ).toEqual([]);
    expect((await show(id)).company.name).toBe('Mine');
  });
});
