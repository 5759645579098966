import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '#server/service/seed/loadDemoData';
import { DEMO_SUPER_TAGS } from '#server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { ApiError } from '#api/client/apiError';
import type { ApiClient } from '#api/client/client';
import { clientForService } from '#api/testing/serviceClient';
import { switchLanguage } from '#i18n/switchLanguage';
import { exportSnapshot } from './exportSnapshot';
import { emptyJournal } from './restoreJournal';
import { describeGroups, type RestoreReport } from './restoreReport';
import { restoreSnapshot } from './restoreSnapshot';
import { decodeSnapshot, encodeSnapshot, SnapshotFormatError } from './snapshotDocument';
import { snapshotCounts, type Snapshot } from './snapshotModel';

/**
 * A snapshot holding values the service refuses, restored against the real service: the dry run
 * finds every one, the restore leaves those records (or parts) out and finishes, a rerun finishes
 * too, and every count is exact.
 */

let service: TestService;
let small: Snapshot;
let bad: Snapshot;

const LONG_NOTES = 'x'.repeat(65_537);
const LONG_NAME = 'n'.repeat(256);

async function emptyAccount(): Promise<ApiClient> {
  const { token, scope } = await service.addUser('Test Admin', 'admin@example.com', {
    newAccount: true,
  });
  for (const definition of DEMO_SUPER_TAGS)
    await service.store.tags.defineSuperTag(scope.accountId, definition);
  return clientForService({ url: service.url, token });
}

/** Ids of `list` are distinct: `n` of them, in order. */
const take = <T>(list: readonly T[], n: number): T[] => list.slice(0, n);

beforeAll(async () => {
  service = await startTestService();
  await loadDemoData(service.store, {
    accountId: service.scope.accountId,
    adminUserId: service.scope.userId,
    now: new Date('2026-03-02T09:00:00Z'),
  });
  const whole = await exportSnapshot(clientForService(service));
  // Four companies and the people they employ: small enough to restore several times.
  const companies = take(whole.companies, 4);
  const ids = new Set(companies.map((c) => c.id));
  const people = whole.people.filter((p) => p.companyId !== null && ids.has(p.companyId));
  small = { ...whole, companies, people, deals: [], todos: [], communications: [] };
  const [first, second, third] = companies as [
    Snapshot['companies'][number],
    Snapshot['companies'][number],
    Snapshot['companies'][number],
  ];
  const employee = people.find((p) => p.companyId === first.id);
  expect(employee).toBeDefined();
  bad = {
    ...small,
    companies: [
      { ...first, notes: LONG_NOTES },
      { ...second, name: LONG_NAME },
      {
        ...third,
        megaComments: [
          ...third.megaComments,
          {
            id: 999_001,
            comment: LONG_NOTES,
            user: '',
            createdAt: '2026-03-01T00:00:00Z',
            recordId: third.id,
          },
        ],
        tags: [...third.tags, { id: 0, name: 't'.repeat(300), supertag: false, fields: [] }],
        locations: [
          ...third.locations,
          { ...(third.locations[0] ?? blankLocation()), label: 'Depot', city: LONG_NAME },
        ],
      },
      ...companies.slice(3),
    ],
  };
}, 120_000);

afterAll(async () => {
  await service.close();
});

function blankLocation(): Snapshot['companies'][number]['locations'][number] {
  return {
    id: 0,
    label: 'Work',
    primary: false,
    email: '',
    website: '',
    phone: '',
    cell: '',
    fax: '',
    street1: '',
    street2: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
  };
}

function causes(report: RestoreReport): Record<string, string[]> {
  return Object.fromEntries(report.failures.map((f) => [f.cause, f.items]));
}

function expectRefusals(report: RestoreReport): void {
  const first = bad.companies[0]!;
  const second = bad.companies[1]!;
  const third = bad.companies[2]!;
  const byCause = causes(report);
  expect(byCause['Notes is too long (at most 65,536 characters)']).toEqual([
    `Company ${first.name} (#${first.id})`,
  ]);
  expect(byCause['Name is too long (at most 255 characters)']).toEqual([
    `Company ${'n'.repeat(60)}… (#${second.id})`,
  ]);
  expect(byCause['Comment is too long (at most 65,536 characters)']).toEqual([
    `Company ${third.name} (#${third.id}): comment #999001`,
  ]);
  expect(byCause['Tag name is too long (at most 255 characters)']).toEqual([
    `Company ${third.name} (#${third.id}): tag "${'t'.repeat(40)}…"`,
  ]);
  expect(byCause['City is too long (at most 255 characters)']).toEqual([
    `Company ${third.name} (#${third.id}): location Depot`,
  ]);
  expect(report.failed).toEqual({ companies: 2, people: 0, deals: 0, todos: 0, communications: 0 });
  // The first company's people are restored without their employer, and say why.
  expect(
    report.problems.some(
      (p) =>
        p.cause === 'Their employer was not restored (refused): restored without it' &&
        p.items.some((item) => item.endsWith(`(${first.name})`)),
    ),
  ).toBe(true);
}

describe('a restore with values the service refuses', () => {
  it('the dry run finds every one and counts exactly', async () => {
    const target = await emptyAccount();
    const journal = emptyJournal('t');
    const report = await restoreSnapshot(target, bad, { journal, dryRun: true });
    expectRefusals(report);
    expect(report.created).toEqual({
      ...snapshotCounts(bad),
      companies: bad.companies.length - 2,
    });
    expect(report.writes).toBe(0);
    expect(journal).toEqual(emptyJournal('t'));
    expect(describeGroups(report.failures)).toContain(
      `Notes is too long (at most 65,536 characters) (1): Company ${bad.companies[0]!.name} (#${bad.companies[0]!.id})`,
    );
  }, 60_000);

  it('restores the rest and finishes; a rerun finishes too and creates nothing twice', async () => {
    const target = await emptyAccount();
    const journal = emptyJournal('t');
    const report = await restoreSnapshot(target, bad, { journal });
    expectRefusals(report);
    const created = { ...snapshotCounts(bad), companies: bad.companies.length - 2 };
    expect(report.created).toEqual(created);
    const restored = await exportSnapshot(target);
    expect(snapshotCounts(restored)).toEqual(created);
    const third = restored.companies.find((c) => c.name === bad.companies[2]!.name);
    expect(third?.megaComments.map((c) => c.comment)).toEqual(
      small.companies[2]!.megaComments.map((c) => c.comment),
    );
    expect(third?.locations.map((l) => l.label).sort()).toEqual(
      small.companies[2]!.locations.map((l) => l.label).sort(),
    );

    const again = await restoreSnapshot(target, bad, { journal });
    expectRefusals(again);
    expect(again.created).toEqual({
      companies: 0,
      people: 0,
      deals: 0,
      todos: 0,
      communications: 0,
    });
    expect(again.alreadyRestored).toEqual(created);
    expect(again.writes).toBe(0);
    expect(snapshotCounts(await exportSnapshot(target))).toEqual(created);
  }, 120_000);

  it('a record the service itself refuses is reported and the rest goes on', async () => {
    const target = await emptyAccount();
    const victim = small.people[0]!;
    // The service answers 422 to this one person (a rule the checks before sending do not know).
    const refusing: ApiClient = {
      baseUrl: target.baseUrl,
      request: (method, path, options) => {
        if (
          method === 'POST' &&
          path.startsWith('/people') &&
          options?.body?.includes(victim.firstName) === true &&
          options.body.includes(victim.lastName)
        )
          return Promise.reject(new ApiError('http', ['Refused for the test'], 422));
        return target.request(method, path, options);
      },
    };
    const report = await restoreSnapshot(refusing, small, { journal: emptyJournal('t') });
    expect(report.failed.people).toBe(1);
    expect(report.created.people).toBe(small.people.length - 1);
    expect(report.created.companies).toBe(small.companies.length);
    expect(causes(report)['Refused for the test']).toEqual([
      `Person ${victim.firstName} ${victim.lastName} (#${victim.id})`.replace(/ {2,}/g, ' '),
    ]);
    expect(snapshotCounts(await exportSnapshot(target)).people).toBe(small.people.length - 1);
  }, 60_000);

  it('a service that is not there stops the restore (a rerun carries on)', async () => {
    const target = await emptyAccount();
    const down: ApiClient = {
      baseUrl: target.baseUrl,
      request: (method, path, options) =>
        method === 'POST'
          ? Promise.reject(new ApiError('http', ['Service unavailable'], 503))
          : target.request(method, path, options),
    };
    await expect(restoreSnapshot(down, small, { journal: emptyJournal('t') })).rejects.toThrow(
      /^The restore stopped: Service unavailable\. Created no records/,
    );
  }, 60_000);
});

describe('a restore read in German', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('words its causes, records, parts and notes in German, with German figures', async () => {
    await switchLanguage('de');
    const report = await restoreSnapshot(await emptyAccount(), bad, {
      journal: emptyJournal('t'),
      dryRun: true,
    });
    const first = bad.companies[0]!;
    const third = bad.companies[2]!;
    const byCause = causes(report);
    expect(byCause['Notizen ist zu lang (höchstens 65.536 Zeichen)']).toEqual([
      `Firma ${first.name} (#${first.id})`,
    ]);
    expect(byCause['Tag-Name ist zu lang (höchstens 255 Zeichen)']).toEqual([
      `Firma ${third.name} (#${third.id}): Tag „${'t'.repeat(40)}…“`,
    ]);
    expect(byCause['Ort ist zu lang (höchstens 255 Zeichen)']).toEqual([
      `Firma ${third.name} (#${third.id}): Kontaktangabe Depot`,
    ]);
    expect(report.problems.map((p) => p.cause)).toContain(
      'Die Firma der Person wurde nicht wiederhergestellt (abgelehnt): ohne sie wiederhergestellt',
    );
    expect(() => decodeSnapshot('<companies/>')).toThrow(
      'Erwartet wurde ein <snapshot>-Dokument, gelesen wurde <companies>',
    );
  }, 60_000);
});

describe('snapshots with duplicate ids', () => {
  it('are refused, naming the ids, before anything is read or written', async () => {
    const [a, b, c, d] = small.companies as [
      Snapshot['companies'][number],
      Snapshot['companies'][number],
      Snapshot['companies'][number],
      Snapshot['companies'][number],
    ];
    const person = small.people[0]!;
    const twice: Snapshot = {
      ...small,
      companies: [a, { ...b, id: a.id }, { ...c, id: a.id }, ...small.companies.slice(3)],
      people: [{ ...person, id: d.id }, ...small.people.slice(1)],
    };
    const message = `more than one record with the same id, which a restore would merge into one: company #${a.id}, contact #${d.id} (a company and a person). Ids must be unique within a kind; nothing was written`;
    expect(() => decodeSnapshot(encodeSnapshot(twice))).toThrow(message);
    const target = await emptyAccount();
    const journal = emptyJournal('t');
    const refused = await restoreSnapshot(target, twice, { journal }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SnapshotFormatError);
    expect((refused as Error).message).toContain(message);
    expect(snapshotCounts(await exportSnapshot(target)).companies).toBe(0);
  }, 60_000);

  it('refuses two participant lists for one communication', () => {
    const text = encodeSnapshot({ ...small, communications: [] }).replace(
      '<communication_participants>\n',
      '<communication_participants>\n<participants communication_id="7" type="array"></participants><participants communication_id="7" type="array"></participants>',
    );
    expect(() => decodeSnapshot(text)).toThrow(
      'The snapshot lists the participants of communication #7 more than once',
    );
  });
});
