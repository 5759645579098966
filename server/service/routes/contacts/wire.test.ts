import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCompany } from '#xml/company';
import { decodeLocationList } from '#xml/location';
import { decodePerson } from '#xml/person';
import { hashToken } from '../../auth/token';
import { startTestService, type TestService } from '../../testing/serviceHarness';
import { parseWireRequest, WIRE_DIR, type WireRequest } from '../../testing/wireFixtures';
import { createCompany, createPerson } from '../../testing/contactRoutes';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const wire = (file: string): WireRequest =>
  parseWireRequest(file, readFileSync(join(WIRE_DIR, `${file}.request.txt`)));

/**
 * The captures of real clients that concern companies, people and locations, sent byte for byte
 * (ids of the capture run replaced by ids of records made here), with what each must leave behind.
 */
describe('contacts: requests captured from real clients', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
    // The captures authenticate as "secret".
    await service.store.accounts.createUser(
      service.scope.accountId,
      { name: 'Wire Client', email: 'wire@example.com' },
      hashToken('secret'),
    );
  });
  afterEach(() => service.close());

  function replay(file: string, ids: Record<string, number> = {}): Promise<Reply> {
    const request = wire(file);
    const mapIds = (text: string): string =>
      text.replace(/\b\d{2}\b/g, (id) => String(ids[id] ?? id));
    const target = mapIds(request.target);
    const body =
      request.body.length === 0
        ? request.body
        : Buffer.from(mapIds(request.body.toString('utf8')), 'utf8');
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${service.url}${target}`,
        {
          method: request.method,
          headers: { ...request.headers, 'content-length': String(body.length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const created = (reply: Reply): string => {
    expect(reply.status, reply.text).toBe(201);
    expect(reply.text).toBe('');
    return String(reply.headers['location']).slice(service.url.length);
  };
  const getXml = async (path: string) => {
    const res = await service.request('GET', path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return res.xml!;
  };

  it('ruby-gem company create, then the whole-record update', async () => {
    const path = created(await replay('ruby-gem.company-create'));
    expect(path).toMatch(/^\/service\/companies\/\d+\.xml$/);
    const id = Number(/(\d+)\.xml$/.exec(path)![1]);
    expect(decodeCompany(await getXml(path))).toMatchObject({
      name: 'Acme cc1795254486178',
      notes: 'created by a client test',
    });
    const update = await replay('ruby-gem.company-update-full-record', { '58': id });
    expect(update.status, update.text).toBe(200);
    expect(update.text).toBe('');
    const company = decodeCompany(await getXml(path));
    expect(company).toMatchObject({
      id,
      name: 'Acme cc1795254486178 Updated',
      notes: 'updated',
      smallImage: null,
      largeImage: null,
    });
    // Read-only created_at from the body is ignored.
    expect(company.createdAt).not.toBe('2026-11-21T09:48:06Z');
  });

  it('net company create with a byte-order mark', async () => {
    const path = created(await replay('net.company-create-bom'));
    expect(decodeCompany(await getXml(path))).toMatchObject({
      name: 'NetCo nt179525449082',
      notes: 'net notes',
    });
  });

  it('ruby-gem location create with dasherized names', async () => {
    const company = await createCompany(service, 'Ruby Co');
    const path = created(await replay('ruby-gem.location-create-dasherized', { '58': company }));
    expect(path).toBe(`/service/companies/${company}/locations/work.xml`);
    const [location] = decodeLocationList(
      await getXml(`/service/companies/${company}/locations.xml`),
    );
    expect(location).toMatchObject({
      label: 'work',
      primary: true,
      email: 'info.cc1795254486178@example.com',
      cell: '',
      street1: '18 Maple Ave.',
      street2: 'Suite #300',
      postalCode: '02806',
      state: 'RI',
      country: 'US',
    });
  });

  it('net location create with True and empty elements', async () => {
    const company = await createCompany(service, 'Net Co');
    const path = created(await replay('net.location-create', { '92': company }));
    const shown = await getXml(path);
    expect(shown.name).toBe('location');
    expect(
      decodeCompany(await getXml(`/service/companies/${company}.xml`)).locations[0],
    ).toMatchObject({
      label: 'work',
      primary: true,
      street1: '1 Main St',
      street2: '',
      city: 'Providence',
      postalCode: '02903',
    });
  });

  it('ruby-gem person create with the employer by name, then add_location by query string', async () => {
    const employer = await createCompany(service, 'Acme cc1795254486178 Updated');
    const path = created(await replay('ruby-gem.person-create'));
    const person = decodePerson(await getXml(path));
    expect(person).toMatchObject({
      firstName: 'Will',
      lastName: 'Larsoncc1795254486178',
      title: 'Developer',
      company: 'Acme cc1795254486178 Updated',
      companyId: employer,
      notes: 'Created via batchbook API',
    });
    const locationPath = created(
      await replay('ruby-gem.person-add_location-querystring', { '61': person.id }),
    );
    expect(locationPath).toBe(`/service/people/${person.id}/locations/work.xml`);
    const after = decodePerson(await getXml(path));
    expect(after.locations.map((l) => [l.label, l.city, l.email, l.phone])).toEqual([
      ['work', 'Seattle', 'will.cc1795254486178@example.com', '555-0100'],
    ]);
    // The person body that came along is not an update.
    expect(after.lastName).toBe('Larsoncc1795254486178');
  });

  it('net person create with company_id', async () => {
    const company = await createCompany(service, 'Net Co');
    const path = created(await replay('net.person-create', { '92': company }));
    expect(decodePerson(await getXml(path))).toMatchObject({
      firstName: 'Ada',
      lastName: 'Netnt179525449082',
      title: 'CTO',
      notes: 'net person',
      companyId: company,
      company: 'Net Co',
    });
  });

  it('php person create and update as forms, then a location as a form', async () => {
    const path = created(await replay('php.person-create-form'));
    const person = decodePerson(await getXml(path));
    expect(person).toMatchObject({
      firstName: 'TestFirstName',
      lastName: 'Lastph1795254488783',
      title: 'Developer',
      company: 'Test Company',
      notes: 'Test notes go here',
    });
    expect(person.companyId).not.toBeNull();
    const update = await replay('php.person-update-form', { '78': person.id });
    expect(update.status, update.text).toBe(200);
    expect(update.text).toBe('');
    // The employer stays the same company: the name finds it again instead of making another.
    expect(decodePerson(await getXml(path))).toMatchObject({
      title: 'Lead Developer',
      companyId: person.companyId,
    });
    const locationPath = created(await replay('php.location-create-form', { '78': person.id }));
    expect(locationPath).toBe(`/service/people/${person.id}/locations/work.xml`);
    expect(
      decodePerson(await getXml(path)).locations.map((l) => [l.label, l.email, l.phone]),
    ).toEqual([['work', 'php.ph1795254488783@example.com', '123-123-1234']]);
  });

  it('replaying a location create updates the same location (create-with-existing-label)', async () => {
    const person = await createPerson(service, { first_name: 'Php' });
    created(await replay('php.location-create-form', { '78': person }));
    created(await replay('php.location-create-form', { '78': person }));
    expect(
      decodeLocationList(await getXml(`/service/people/${person}/locations.xml`)),
    ).toHaveLength(1);
  });
});
