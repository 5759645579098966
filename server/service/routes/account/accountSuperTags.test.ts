import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSuperTagWrite } from '#xml/superTag';
import {
  decodeSuperTagSettings,
  decodeSuperTagSettingsList,
  encodeSuperTagSettingsWrite,
  type FieldWrite,
  type SettingsField,
  type SuperTagSettingsWrite,
} from '#xml/superTagSettings';
import { startTestService, type TestService } from '../../testing/serviceHarness';

/** Fields as read, to be written back (options without their counts). */
const asWrites = (fields: readonly SettingsField[]) =>
  fields.map(({ id, name, type, options }) => ({
    id,
    name,
    type,
    options: options.map((o) => ({ name: o.name })),
  })) as [FieldWrite, FieldWrite];

const PROFILE: SuperTagSettingsWrite = {
  name: 'Customer profile',
  fields: [
    {
      id: null,
      name: 'Industry',
      type: 'Multiple choice',
      options: [{ name: 'Software' }, { name: 'Retail' }, { name: 'Farming' }],
    },
    { id: null, name: 'Work blog', type: 'Text', options: [] },
  ],
};

describe('account settings: SuperTags', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const create = (write: SuperTagSettingsWrite, token?: string) =>
    service.request('POST', '/service/account/supertags.xml', {
      body: encodeSuperTagSettingsWrite(write),
      token,
    });
  const change = (id: number, write: SuperTagSettingsWrite) =>
    service.request('PUT', `/service/account/supertags/${id}.xml`, {
      body: encodeSuperTagSettingsWrite(write),
    });
  /** A company carrying the SuperTag with these values. */
  async function companyWith(name: string, values: Record<string, string | string[]>) {
    const made = await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${name}</name></company>`,
    });
    const id = /\/companies\/(\d+)\.xml$/.exec(String(made.headers['location']))![1]!;
    const put = await service.request(
      'PUT',
      `/service/companies/${id}/super_tags/Customer%20profile.xml`,
      { body: encodeSuperTagWrite(values) },
    );
    expect(put.status).toBe(200);
    return id;
  }
  const valuesOf = async (id: string) =>
    (await service.request('GET', `/service/companies/${id}.xml`)).text;

  it('creates a SuperTag the classic API then shows and records can carry', async () => {
    const res = await create(PROFILE);
    expect(res.status).toBe(201);
    const made = decodeSuperTagSettings(res.xml!);
    expect(res.headers['location']).toBe(`${service.url}/service/account/supertags/${made.id}.xml`);
    expect(made.fields.map((f) => [f.name, f.type, f.options.map((o) => o.name)])).toEqual([
      ['Industry', 'Multiple choice', ['Software', 'Retail', 'Farming']],
      ['Work blog', 'Text', []],
    ]);
    const classic = await service.request('GET', '/service/super_tags/Customer%20profile.xml');
    expect(classic.text).toContain('<option>Retail</option>');
    await companyWith('Acme', { Industry: ['Retail'] });
    const list = await service.request('GET', '/service/account/supertags.xml');
    expect(decodeSuperTagSettingsList(list.xml!).map((t) => [t.name, t.records])).toEqual([
      ['Customer profile', 1],
    ]);
    expect((await create(PROFILE)).status).toBe(409);
  });

  it('renames the SuperTag, a field and an option; values follow; a removed option says who lost it', async () => {
    const made = decodeSuperTagSettings((await create(PROFILE)).xml!);
    const acme = await companyWith('Acme', {
      Industry: ['Software', 'Retail'],
      'Work blog': 'a.example',
    });
    const bolt = await companyWith('Bolt', { Industry: ['Farming'] });
    const counted = decodeSuperTagSettings(
      (await service.request('GET', `/service/account/supertags/${made.id}.xml`)).xml!,
    );
    expect(counted.fields[0]!.options.map((o) => [o.name, o.records])).toEqual([
      ['Software', 1],
      ['Retail', 1],
      ['Farming', 1],
    ]);
    const [industry, blog] = asWrites(made.fields);
    const res = await change(made.id, {
      name: 'Client profile',
      fields: [
        { ...blog, name: 'Blog', options: [] },
        {
          ...industry,
          name: 'Sector',
          options: [{ name: 'Shops', was: 'Retail' }, { name: 'Software' }, { name: 'Mining' }],
        },
      ],
    });
    expect(res.status).toBe(200);
    const after = decodeSuperTagSettings(res.xml!);
    expect(after.lostValues).toBe(1);
    expect(after.name).toBe('Client profile');
    expect(after.fields.map((f) => f.name)).toEqual(['Blog', 'Sector']);
    const acmeXml = await valuesOf(acme);
    expect(acmeXml).toContain('a.example');
    expect(acmeXml).toContain(
      '<Sectors type="Array"><Sector>Software</Sector><Sector>Shops</Sector></Sectors>',
    );
    expect(await valuesOf(bolt)).not.toContain('Farming');
  });

  it('refuses a type change, a foreign field id and broken rules, changing nothing', async () => {
    const made = decodeSuperTagSettings((await create(PROFILE)).xml!);
    const [industry, blog] = asWrites(made.fields);
    const typeChange = await change(made.id, {
      name: PROFILE.name,
      fields: [
        { ...blog, options: [] },
        { ...industry, type: 'Text', options: [] },
      ],
    });
    expect(typeChange.status).toBe(422);
    expect(typeChange.text).toContain('type cannot change');
    const foreign = await change(made.id, {
      name: PROFILE.name,
      fields: [{ id: 999999, name: 'X', type: 'Text', options: [] }],
    });
    expect(foreign.status).toBe(422);
    const tooMany = await create({
      name: 'Big',
      fields: Array.from({ length: 51 }, (_, i) => ({
        id: null,
        name: `F${i}`,
        type: 'Text',
        options: [],
      })),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.text).toContain('at most 50 fields');
    const options = await create({
      name: 'Many',
      fields: [
        {
          id: null,
          name: 'Pick',
          type: 'Multiple choice',
          options: Array.from({ length: 101 }, (_, i) => ({ name: `O${i}` })),
        },
      ],
    });
    expect(options.text).toContain('at most 100 options');
    const long = await create({ ...PROFILE, name: 'x'.repeat(256) });
    expect(long.status).toBe(422);
    const unchanged = await service.request('GET', `/service/account/supertags/${made.id}.xml`);
    expect(decodeSuperTagSettings(unchanged.xml!).fields.map((f) => f.name)).toEqual([
      'Industry',
      'Work blog',
    ]);
    const list = await service.request('GET', '/service/account/supertags.xml');
    expect(decodeSuperTagSettingsList(list.xml!)).toHaveLength(1);
  });

  it('deletes a SuperTag, saying how many records carried it', async () => {
    const made = decodeSuperTagSettings((await create(PROFILE)).xml!);
    const acme = await companyWith('Acme', { Industry: ['Retail'] });
    const res = await service.request('DELETE', `/service/account/supertags/${made.id}.xml`);
    expect(decodeSuperTagSettings(res.xml!).records).toBe(1);
    expect(await valuesOf(acme)).not.toContain('Customer profile');
    const again = await service.request('DELETE', `/service/account/supertags/${made.id}.xml`);
    expect(again.status).toBe(404);
  });

  it("answers a member 403 and keeps another account's SuperTags out of reach", async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    expect((await create(PROFILE, bob.token)).status).toBe(403);
    const get = await service.request('GET', '/service/account/supertags.xml', {
      token: bob.token,
    });
    expect(get.status).toBe(403);
    const made = decodeSuperTagSettings((await create(PROFILE)).xml!);
    const eve = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const other = await service.request('GET', `/service/account/supertags/${made.id}.xml`, {
      token: eve.token,
    });
    expect(other.status).toBe(404);
  });
});
