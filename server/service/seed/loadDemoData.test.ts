import { beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANT_ROLES } from '#xml/participant';
import { COMMUNICATION_TYPES } from '#xml/communication';
import { hashToken } from '../auth/token';
import type { Scope } from '../store/scope';
import { createSqliteStore } from '../store/openStore';
import type { Store } from '../store/store';
import { loadDemoData, type DemoCounts } from './loadDemoData';
import { writtenValue } from '../store/testing/writtenValue';

const NOW = new Date('2025-06-11T10:00:00Z');
const ALL = { offset: 0, limit: 500 };

async function demoStore(now = NOW): Promise<{ store: Store; scope: Scope; counts: DemoCounts }> {
  const store = await createSqliteStore(':memory:');
  const accountId = await store.accounts.createAccount('Demo account');
  const userId = writtenValue(
    await store.accounts.createUser(
      accountId,
      { name: 'Console Admin', email: 'admin@example.com' },
      hashToken(`admin-${Math.random()}`),
    ),
  );
  const counts = await loadDemoData(store, { accountId, adminUserId: userId, now });
  return { store, scope: { accountId, userId }, counts };
}

describe('loadDemoData', () => {
  let store: Store;
  let scope: Scope;
  let counts: DemoCounts;
  beforeAll(async () => {
    ({ store, scope, counts } = await demoStore());
    return () => store.close();
  });

  it('creates the colleagues without changing the admin user', async () => {
    const users = await store.accounts.listUsers(scope.accountId);
    expect(users.map((u) => u.email)).toEqual([
      'admin@example.com',
      'dana@example.com',
      'sam@example.com',
      'lee@example.com',
    ]);
    expect(users.map((u) => u.name)).toEqual([
      'Console Admin',
      'Dana Sales',
      'Sam Support',
      'Lee Manager',
    ]);
    expect(counts.users).toBe(4);
  });

  it('creates about 40 companies and 80 employed people with titles and locations in the US and Europe', async () => {
    const companies = await store.contacts.listCompanies(scope, {}, ALL);
    const people = await store.contacts.listPeople(scope, {}, ALL);
    expect(companies).toHaveLength(40);
    expect(people).toHaveLength(80);
    expect(counts).toMatchObject({ companies: 40, people: 80 });
    expect(people.every((p) => p.companyId !== null && p.company !== '' && p.title !== '')).toBe(
      true,
    );
    const companyLocations = companies.flatMap((c) => c.locations);
    const personLocations = people.flatMap((p) => p.locations);
    expect(
      companies.every((c) =>
        c.locations.some((l) => l.label === 'work' && l.primary && l.email.startsWith('info@')),
      ),
    ).toBe(true);
    expect(new Set(personLocations.map((l) => l.label))).toEqual(new Set(['work', 'home']));
    const countries = new Set([...companyLocations, ...personLocations].map((l) => l.country));
    expect(countries).toContain('United States');
    expect(countries).toContain('Germany');
    expect(companyLocations.every((l) => l.state !== '' && l.city !== '' && l.phone !== '')).toBe(
      true,
    );
    expect(await store.contacts.listCompanies(scope, { state: 'CA' }, ALL)).not.toHaveLength(0);
  });

  it('creates deals in every status with amounts, contacts, assignees and attachments', async () => {
    const deals = await store.deals.searchDeals(scope, {}, ALL);
    const statuses = (await store.accounts.listDealStatuses(scope.accountId)).map((s) =>
      s.toLowerCase(),
    );
    expect(new Set(deals.map((d) => d.status))).toEqual(new Set(statuses));
    expect(
      deals.every(
        (d) => Number(d.amount) > 0 && d.dealWithId !== null && d.attachedContactIds.length > 0,
      ),
    ).toBe(true);
    expect(new Set(deals.map((d) => d.assignedToId)).size).toBeGreaterThanOrEqual(3);
    expect(deals.some((d) => d.attachedCommunicationIds.length > 0)).toBe(true);
    expect(deals.some((d) => d.todoIds.length > 0)).toBe(true);
  });

  it('creates to-dos overdue, due today, later and undated, flagged and complete, for different users', async () => {
    const todos = await store.todos.searchTodos(scope, {}, 500);
    expect(todos).toHaveLength(30);
    const today = NOW.toISOString().slice(0, 10);
    const due = todos.filter((t) => t.dueDate !== null).map((t) => t.dueDate!);
    expect(
      todos.some((t) => t.dueDate !== null && t.dueDate < NOW.toISOString() && !t.complete),
    ).toBe(true);
    expect(due.some((d) => d.startsWith(today) && d > NOW.toISOString())).toBe(true);
    expect(due.some((d) => d.slice(0, 10) > today)).toBe(true);
    expect(todos.some((t) => t.dueDate === null)).toBe(true);
    expect(todos.some((t) => t.flagged)).toBe(true);
    expect(todos.some((t) => t.complete)).toBe(true);
    expect(new Set(todos.map((t) => t.assignedToId)).size).toBeGreaterThanOrEqual(3);
    expect(todos.some((t) => t.assignedBy !== t.assignedTo)).toBe(true);
    expect(todos.every((t) => t.participantIds.length > 0)).toBe(true);
  });

  it('creates communications of every type with participants in every role', async () => {
    const communications = await store.communications.searchCommunications(scope, {}, ALL);
    expect(communications).toHaveLength(40);
    expect(new Set(communications.map((c) => c.ctype))).toEqual(new Set(COMMUNICATION_TYPES));
    const roles = new Set<string>();
    for (const c of communications)
      for (const p of (await store.communications.listParticipants(scope, c.id)) ?? [])
        roles.add(p.role);
    expect(roles).toEqual(new Set(PARTICIPANT_ROLES));
  });

  it('tags companies, people and deals', async () => {
    const names = (await store.tags.listTags(scope)).map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'customer',
        'prospect',
        'partner',
        'vip',
        'Customer profile',
        'Social media',
      ]),
    );
    const [company] = await store.contacts.listCompanies(scope, {}, { offset: 0, limit: 1 });
    const [person] = await store.contacts.listPeople(scope, {}, { offset: 0, limit: 1 });
    const [deal] = await store.deals.searchDeals(scope, {}, { offset: 0, limit: 1 });
    expect(
      (await store.tags.recordTagsOf(scope, 'company', [company!.id]))
        .get(company!.id)!
        .map((t) => t.name),
    ).toContain('customer');
    expect(
      (await store.tags.recordTagsOf(scope, 'person', [person!.id])).get(person!.id),
    ).not.toHaveLength(0);
    expect(
      (await store.tags.recordTagsOf(scope, 'deal', [deal!.id])).get(deal!.id),
    ).not.toHaveLength(0);
  });

  it('defines the two SuperTags and applies them with values, an option holding a comma included', async () => {
    const definitions = await store.tags.listSuperTags(scope.accountId);
    const profile = definitions.find((d) => d.name === 'Customer profile');
    const social = definitions.find((d) => d.name === 'Social media');
    expect(profile?.fields.map((f) => [f.name, f.type])).toEqual([
      ['Industry', 'Multiple choice'],
      ['Interest', 'Multiple choice'],
    ]);
    expect(profile?.fields[1]?.options).toContain('Support, premium');
    expect(social?.fields.map((f) => [f.name, f.type])).toEqual([
      ['Twitter username', 'Text'],
      ['Work blog', 'Text'],
    ]);

    const companies = await store.contacts.listCompanies(scope, {}, ALL);
    const onCompanies = await store.tags.recordTagsOf(
      scope,
      'company',
      companies.map((c) => c.id),
    );
    const interests = [...onCompanies.values()]
      .flat()
      .flatMap((t) => t.fields)
      .filter((f) => f.kind === 'choices' && f.element === 'Interests' && f.item === 'Interest');
    expect(
      interests.some((f) => f.kind === 'choices' && f.values.includes('Support, premium')),
    ).toBe(true);

    const people = await store.contacts.listPeople(scope, {}, ALL);
    const socials = (
      await Promise.all(people.map((p) => store.tags.recordSuperTags(scope, 'person', p.id)))
    )
      .flatMap((tags) => tags ?? [])
      .filter((t) => t.name === 'Social media');
    expect(socials.length).toBeGreaterThanOrEqual(20);
    expect(socials[0]!.fields).toContainEqual(
      expect.objectContaining({
        kind: 'text',
        element: 'Twitter_username',
        value: expect.stringMatching(/^@\w+$/) as string,
      }),
    );
    expect(counts.superTags).toBeGreaterThan(60);
  });

  it('adds comments by several users', async () => {
    const companies = await store.contacts.listCompanies(scope, {}, { offset: 0, limit: 6 });
    const comments = [
      ...(
        await store.comments.commentsOf(
          scope,
          'company',
          companies.map((c) => c.id),
        )
      ).values(),
    ].flat();
    expect(comments.length).toBeGreaterThanOrEqual(6);
    expect(new Set(comments.map((c) => c.user)).size).toBeGreaterThanOrEqual(3);
    expect(counts.comments).toBeGreaterThan(20);
  });

  it('is deterministic: the same names, amounts and links every time', async () => {
    const other = await demoStore();
    try {
      const names = async (s: Store): Promise<string[]> =>
        (await s.contacts.listPeople(scope, {}, ALL)).map(
          (p) => `${p.firstName} ${p.lastName} ${p.title}`,
        );
      const deals = async (s: Store): Promise<string[]> =>
        (await s.deals.searchDeals(scope, {}, ALL)).map(
          (d) => `${d.title} ${d.amount} ${d.status} ${d.dealWithId}`,
        );
      expect(await names(other.store)).toEqual(await names(store));
      expect(await deals(other.store)).toEqual(await deals(store));
    } finally {
      await other.store.close();
    }
  });
});
