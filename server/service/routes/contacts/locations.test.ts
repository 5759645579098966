import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCompany } from '#xml/company';
import { decodeLocation, decodeLocationList } from '#xml/location';
import { decodePerson } from '#xml/person';
import { startTestService, type TestService } from '../../testing/serviceHarness';
import { addLocation, createCompany, createPerson, errorsOf } from '../../testing/contactRoutes';

describe('locations', () => {
  let service: TestService;
  let company: number;
  let base: string;
  beforeEach(async () => {
    service = await startTestService();
    company = await createCompany(service, 'Located');
    base = `/service/companies/${company}`;
  });
  afterEach(() => service.close());

  const list = async (path = base) => {
    const res = await service.request('GET', `${path}/locations.xml`);
    expect(res.status, res.text).toBe(200);
    return decodeLocationList(res.xml!);
  };
  const etagOf = async (path = base) =>
    String((await service.request('GET', `${path}.xml`)).headers['etag']);

  it('creates with 201 and the location address, shows it by label with its id first, and lists it', async () => {
    const res = await addLocation(service, base, {
      label: 'work',
      primary: true,
      email: 'info@example.com',
      street_1: '18 Maple Ave.',
      postal_code: '02806',
      state: 'RI',
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers['location']).toBe(`${service.url}${base}/locations/work.xml`);
    const shown = await service.request('GET', `${base}/locations/work.xml`);
    expect(shown.status).toBe(200);
    expect(shown.xml!.children.map((c) => c.name)).toEqual([
      'id',
      'label',
      'primary',
      'email',
      'website',
      'phone',
      'cell',
      'fax',
      'street_1',
      'street_2',
      'city',
      'state',
      'postal_code',
      'country',
    ]);
    const location = decodeLocation(shown.xml!);
    expect(location).toMatchObject({
      label: 'work',
      primary: true,
      email: 'info@example.com',
      street1: '18 Maple Ave.',
      postalCode: '02806',
      state: 'RI',
      phone: '',
      country: '',
    });
    expect(location.id).toBeGreaterThan(0);
    expect(await list()).toEqual([location]);
    expect(decodeCompany((await service.request('GET', `${base}.xml`)).xml!).locations).toEqual([
      location,
    ]);
  });

  it('a create naming an existing label updates that location (201, same address, no second location)', async () => {
    await addLocation(service, base, {
      label: 'work',
      email: 'old@example.com',
      city: 'Barrington',
    });
    const [before] = await list();
    const res = await addLocation(service, base, { label: 'work', email: 'new@example.com' });
    expect(res.status).toBe(201);
    expect(res.headers['location']).toBe(`${service.url}${base}/locations/work.xml`);
    const after = await list();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before!.id,
      email: 'new@example.com',
      city: 'Barrington',
    });
  });

  it('URL-encodes labels in the address and finds them by the encoded path', async () => {
    const label = 'home office/2 & co';
    const res = await addLocation(service, base, { label, city: 'Providence' });
    expect(res.headers['location']).toBe(
      `${service.url}${base}/locations/home%20office%2F2%20%26%20co.xml`,
    );
    const shown = await service.request(
      'GET',
      String(res.headers['location']).slice(service.url.length),
    );
    expect(decodeLocation(shown.xml!)).toMatchObject({ label, city: 'Providence' });
  });

  it('reads + in a label path as a space when no location has the literal label (form-encoded, as the .NET client sends)', async () => {
    await addLocation(service, base, { label: 'head office', city: 'Oslo' });
    const shown = await service.request('GET', `${base}/locations/head+office.xml`);
    expect(shown.status, shown.text).toBe(200);
    expect(decodeLocation(shown.xml!)).toMatchObject({ label: 'head office', city: 'Oslo' });
    const updated = await service.request('PUT', `${base}/locations/head+office.xml`, {
      body: '<location><label>head office</label><city>Bergen</city></location>',
    });
    expect(updated.status, updated.text).toBe(201);
    expect(updated.headers['location']).toBe(`${service.url}${base}/locations/head%20office.xml`);
    // A literal + wins over the space reading.
    await addLocation(service, base, { label: 'head+office', city: 'Literal' });
    expect(
      decodeLocation((await service.request('GET', `${base}/locations/head+office.xml`)).xml!),
    ).toMatchObject({ label: 'head+office', city: 'Literal' });
    expect((await service.request('DELETE', `${base}/locations/head+office.xml`)).status).toBe(200);
    expect((await list()).map((l) => [l.label, l.city])).toEqual([['head office', 'Bergen']]);
    expect((await service.request('DELETE', `${base}/locations/head+office.xml`)).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await service.request('DELETE', `${base}/locations/head+office.xml`)).status).toBe(404);
  });

  it('refuses a create without label (422) and answers 404 for a missing parent or another kind of record', async () => {
    for (const body of [
      '<location><city>x</city></location>',
      '<location><label> </label></location>',
    ]) {
      const res = await service.request('POST', `${base}/locations.xml`, { body });
      expect(res.status).toBe(422);
      expect(errorsOf(res)).toEqual(["Label can't be blank"]);
    }
    expect(
      (
        await service.request('POST', `${base}/locations.xml`, {
          body: '<location><label>x</label><primary>maybe</primary></location>',
        })
      ).status,
    ).toBe(422);
    expect((await addLocation(service, '/service/companies/9999', { label: 'work' })).status).toBe(
      404,
    );
    const person = await createPerson(service, { first_name: 'P' });
    // A person's id under companies (and the other way round) is not found.
    expect(
      (await addLocation(service, `/service/companies/${person}`, { label: 'work' })).status,
    ).toBe(404);
    expect((await service.request('GET', `/service/people/${company}/locations.xml`)).status).toBe(
      404,
    );
    expect((await service.request('GET', `/service/deals/${company}/locations.xml`)).status).toBe(
      404,
    );
    expect((await service.request('GET', `${base}/locations/nowhere.xml`)).status).toBe(404);
    const tooLong = await addLocation(service, base, { label: 'x'.repeat(256) });
    expect(tooLong.status).toBe(422);
    expect(errorsOf(tooLong)).toEqual(['Label is too long (at most 255 characters)']);
    expect(await list()).toEqual([]);
  });

  it('updates by label with 201 and the address; renames unless the new label is taken (422)', async () => {
    await addLocation(service, base, { label: 'work', city: 'A' });
    await addLocation(service, base, { label: 'home', city: 'B' });
    const res = await service.request('PUT', `${base}/locations/work.xml`, {
      body: '<location><city>C</city></location>',
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers['location']).toBe(`${service.url}${base}/locations/work.xml`);
    const renamed = await service.request('PUT', `${base}/locations/work.xml`, {
      body: '<location><label>office</label></location>',
    });
    expect(renamed.status).toBe(201);
    expect(renamed.headers['location']).toBe(`${service.url}${base}/locations/office.xml`);
    const clash = await service.request('PUT', `${base}/locations/office.xml`, {
      body: '<location><label>home</label><city>Z</city></location>',
    });
    expect(clash.status).toBe(422);
    expect(errorsOf(clash)[0]).toMatch(/already used/);
    expect(
      (
        await service.request('PUT', `${base}/locations/office.xml`, {
          body: '<location><label></label></location>',
        })
      ).status,
    ).toBe(422);
    expect((await list()).map((l) => [l.label, l.city])).toEqual([
      ['office', 'C'],
      ['home', 'B'],
    ]);
    expect(
      (
        await service.request('PUT', `${base}/locations/missing.xml`, {
          body: '<location><city>x</city></location>',
        })
      ).status,
    ).toBe(404);
  });

  it('destroys by label with 200, then 404', async () => {
    await addLocation(service, base, { label: 'work' });
    const etag = await etagOf();
    const res = await service.request('DELETE', `${base}/locations/work.xml`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(await list()).toEqual([]);
    expect(await etagOf()).not.toBe(etag);
    expect((await service.request('DELETE', `${base}/locations/work.xml`)).status).toBe(404);
  });

  it('keeps at most one primary location per record', async () => {
    await addLocation(service, base, { label: 'a', primary: true });
    await addLocation(service, base, { label: 'b', primary: true });
    expect((await list()).map((l) => [l.label, l.primary])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    await service.request('PUT', `${base}/locations/a.xml`, {
      body: '<location><primary>1</primary></location>',
    });
    expect((await list()).map((l) => l.primary)).toEqual([true, false]);
    await service.request('PUT', `${base}/locations/a.xml`, {
      body: '<location><primary>False</primary></location>',
    });
    expect((await list()).map((l) => l.primary)).toEqual([false, false]);
  });

  it('reads the location from the query string (ignoring a body of another element) and from a form body', async () => {
    const person = await createPerson(service, { first_name: 'Will' });
    const path = `/service/people/${person}`;
    const res = await service.request(
      'POST',
      `${path}/locations.xml?location%5Blabel%5D=work&location%5Bcity%5D=Seattle&location%5Bemail%5D=will%40example.com`,
      {
        body: '<person><first-name>Ignored</first-name></person>',
      },
    );
    expect(res.status, res.text).toBe(201);
    const form = await service.request('POST', `${path}/locations.xml`, {
      body: 'location%5Blabel%5D=home&location%5Bphone%5D=123-123-1234',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(201);
    expect((await list(path)).map((l) => [l.label, l.city, l.email, l.phone])).toEqual([
      ['work', 'Seattle', 'will@example.com', ''],
      ['home', '', '', '123-123-1234'],
    ]);
    expect(decodePerson((await service.request('GET', `${path}.xml`)).xml!)).toMatchObject({
      firstName: 'Will',
      locations: [{ label: 'work' }, { label: 'home' }],
    });
  });

  it('leaves exactly one location when many creates of the same label race', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        addLocation(service, base, { label: 'race', city: `City ${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const locations = await list();
    expect(locations).toHaveLength(1);
    expect(locations[0]!.label).toBe('race');
  });
});
