import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPER_TAGS } from '#server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { createCompany, getCompany, listCompanies } from '#api/companies';
import { createLocation } from '#api/locations';
import { listDeals } from '#api/deals';
import type { ApiClient } from '#api/client/client';
import { clientForService } from '#api/testing/serviceClient';
import { loadImportContext } from './importContext';
import { matchHeaders } from './importFields';
import { parseCsv } from './parseCsv';
import { countActions, planImport } from './planImport';
import { failedRowsCsv } from './failedRowsCsv';
import { runImport } from './runImport';
import { undoImport } from './undoImport';

/** Dry run, run and undo of CSV imports against the real service. */

let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  for (const definition of DEMO_SUPER_TAGS)
    await service.store.tags.defineSuperTag(service.scope.accountId, definition);
  client = clientForService(service);
});

afterAll(async () => {
  await service.close();
});

async function prepare(
  kind: 'companies' | 'deals',
  csv: string,
  policy: 'skip' | 'update' | 'create',
) {
  const parsed = await parseCsv(csv);
  const context = await loadImportContext(client, kind);
  const mapping = matchHeaders(parsed.header, kind, context.superTags);
  const plan = await planImport(parsed.rows, mapping, context, { policy });
  return { parsed, context, plan };
}

describe('CSV import against the service', () => {
  it('previews good and bad rows, sends nothing in the dry run, imports, reports and undoes', async () => {
    const existingId = await createCompany(client, { name: 'Existing Co', notes: 'old notes' });
    await createLocation(client, {
      collection: 'companies',
      id: existingId,
      input: { label: 'work', city: 'Old Town' },
    });
    const csv = [
      'Name;City;Tags;Notes;Customer profile: Interest',
      'Fresh Co;Paris;vip|europe;"two\nlines";Training',
      'Existing Co;New Town;vip;new notes;',
      ';Nowhere;;;',
      'Bad Option Co;;;;Golf',
      `${'L'.repeat(256)};;;;`,
    ].join('\n');
    const { parsed, context, plan } = await prepare('companies', csv, 'update');
    expect(plan.map((r) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ]);
    // The update says what it would change, old → new.
    expect(plan[1]?.changes).toEqual([
      { field: 'Notes', before: 'old notes', after: 'new notes' },
      { field: 'City', before: 'Old Town', after: 'New Town' },
      { field: 'Tags', before: '', after: 'vip' },
    ]);
    expect(plan[0]?.changes).toBeUndefined();
    expect(plan[2]?.reasons).toEqual(['The name is missing']);
    expect(plan[3]?.reasons).toEqual(['Customer profile Interest has no option "Golf"']);
    expect(plan[4]?.reasons).toEqual(['Name is too long (256 characters; at most 255)']);
    expect(countActions(plan)).toEqual({ create: 1, update: 1, skip: 0, error: 3 });
    expect((await listCompanies(client, { name: 'Fresh Co' })).length).toBe(0);

    const progress: number[] = [];
    const outcome = await runImport(client, plan, {
      kind: 'companies',
      users: context.users,
      superTags: context.superTags,
      onProgress: (p) => progress.push(p.done),
    });
    expect(outcome.results.map((r) => r.status)).toEqual([
      'created',
      'updated',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(progress.at(-1)).toBe(2);
    const freshId = outcome.results[0]?.id as number;
    const fresh = (await getCompany(client, freshId)).value;
    expect(fresh.notes).toBe('two\nlines');
    expect(fresh.locations.map((l) => [l.label, l.city])).toEqual([['work', 'Paris']]);
    expect(fresh.tags.map((t) => t.name).sort()).toEqual(['Customer profile', 'europe', 'vip']);
    const updated = (await getCompany(client, existingId)).value;
    expect([updated.notes, updated.locations[0]?.city, updated.tags.map((t) => t.name)]).toEqual([
      'new notes',
      'New Town',
      ['vip'],
    ]);

    const report = failedRowsCsv(parsed.header, parsed.rows, outcome.results);
    expect(report.split('\r\n')[0]).toBe(
      'row,Name,City,Tags,Notes,Customer profile: Interest,error',
    );
    expect(report).toContain('4,,Nowhere,,,,The name is missing');

    const undone = await undoImport(client, outcome.undo);
    expect(undone).toEqual({ undone: 2, failures: [] });
    expect((await listCompanies(client, { name: 'Fresh Co' })).length).toBe(0);
    const restored = (await getCompany(client, existingId)).value;
    expect([restored.notes, restored.locations[0]?.city, restored.tags.map((t) => t.name)]).toEqual(
      ['old notes', 'Old Town', []],
    );
    // A row the record already matches: an update with no change.
    const same = await prepare(
      'companies',
      'Name;City;Notes\nExisting Co;Old Town;old notes\n',
      'update',
    );
    expect(same.plan.map((r) => [r.action, r.changes])).toEqual([['update', []]]);
  });

  it('writes every location field: website, mobile, fax and the second street line too', async () => {
    const csv =
      'Firma;Webseite;Telefon;Handy;Fax;Straße;Adresszusatz;PLZ;Ort\n' +
      'Ortsteil GmbH;https://ortsteil.example;+49 30 1;+49 170 2;+49 30 3;Hauptstraße 1;Hinterhaus;10115;Berlin\n';
    const { context, plan } = await prepare('companies', csv, 'skip');
    const outcome = await runImport(client, plan, {
      kind: 'companies',
      users: context.users,
      superTags: context.superTags,
    });
    const { locations } = (await getCompany(client, outcome.results[0]?.id as number)).value;
    expect(
      locations.map((l) => [
        l.website,
        l.phone,
        l.cell,
        l.fax,
        l.street1,
        l.street2,
        l.postalCode,
        l.city,
      ]),
    ).toEqual([
      [
        'https://ortsteil.example',
        '+49 30 1',
        '+49 170 2',
        '+49 30 3',
        'Hauptstraße 1',
        'Hinterhaus',
        '10115',
        'Berlin',
      ],
    ]);
  });

  it('skips or creates anyway when records exist, as chosen for the whole import', async () => {
    await createCompany(client, { name: 'Twice Co' });
    const skip = await prepare('companies', 'Name\nTwice Co\nOnce Co\nOnce Co\n', 'skip');
    expect(skip.plan.map((r) => r.action)).toEqual(['skip', 'create', 'error']);
    expect(skip.plan[2]?.reasons).toEqual(['Repeats row 3: same name']);
    const create = await prepare('companies', 'Name\nTwice Co\n', 'create');
    expect(create.plan.map((r) => r.action)).toEqual(['create']);
  });

  it('checks deal statuses, amounts, contacts and assignees', async () => {
    await createCompany(client, { name: 'Deal Party' });
    const csv =
      'Title,Amount,Status,Company,Owner\nGood deal,"1,250.00",won,Deal Party,admin@example.com\nBad deal,ten,maybe,Nobody Inc,x@y.z\n';
    const { context, plan } = await prepare('deals', csv, 'skip');
    expect(plan[0]?.action).toBe('create');
    expect(plan[1]?.reasons).toEqual([
      'Amount "ten" is not a number',
      'Status "maybe" is not one of Failure, Lost, Pending, Won',
      'No company or person named "Nobody Inc"',
      'No user "x@y.z" in this account',
    ]);
    await runImport(client, plan, {
      kind: 'deals',
      users: context.users,
      superTags: context.superTags,
    });
    const [deal] = await listDeals(client);
    expect([deal?.title, deal?.amount, deal?.status, deal?.dealWith]).toEqual([
      'Good deal',
      '1250.00',
      'won',
      'Deal Party',
    ]);
    // Updating it: the dry run compares as the API stores (amount, status in any case, contact by name).
    const again = await prepare(
      'deals',
      'Title,Amount,Status,Company,Owner\nGood deal,"2,000",WON,Deal Party,admin@example.com\n',
      'update',
    );
    expect(again.plan[0]?.changes).toEqual([
      { field: 'Amount', before: '1250.00', after: '2000.00' },
    ]);
  });
});
