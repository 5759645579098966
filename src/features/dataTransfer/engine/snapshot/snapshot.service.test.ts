import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/service/auth/token';
import { loadDemoData } from '#server/service/seed/loadDemoData';
import { DEMO_SUPER_TAGS } from '#server/service/seed/seedSuperTags';
import { DEMO_COLLEAGUES } from '#server/service/seed/seedUsers';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '#api/client/client';
import { clientForService } from '#api/testing/serviceClient';
import { exportSnapshot } from './exportSnapshot';
import { emptyJournal, parseJournal } from './restoreJournal';
import { RestoreError } from './restoreReport';
import { restoreSnapshot } from './restoreSnapshot';
import { decodeSnapshot, encodeSnapshot } from './snapshotDocument';
import { snapshotCounts, type Snapshot } from './snapshotModel';

/**
 * Request-level round trip against the real service: the demo account exported, restored into a
 * new empty account with the same users and SuperTag definitions, exported again; the two
 * documents agree once the ids and times the API sets are put aside.
 */

let service: TestService;
let source: ApiClient;
let sourceSnapshot: Snapshot;
let accountCounter = 0;

/** A new empty account with the demo's users (and, unless told otherwise, its SuperTags). */
async function emptyAccount(
  options: { superTags?: boolean; colleagues?: boolean } = {},
): Promise<{ client: ApiClient; token: string; url: string }> {
  accountCounter += 1;
  const { token, scope } = await service.addUser('Test Admin', 'admin@example.com', {
    newAccount: true,
  });
  if (options.colleagues !== false) {
    for (const [n, colleague] of DEMO_COLLEAGUES.entries())
      await service.store.accounts.createUser(
        scope.accountId,
        colleague,
        hashToken(`other-${accountCounter}-${n}`),
      );
  }
  if (options.superTags !== false)
    for (const definition of DEMO_SUPER_TAGS)
      await service.store.tags.defineSuperTag(scope.accountId, definition);
  return { client: clientForService({ url: service.url, token }), token, url: service.url };
}

/** A snapshot as comparable values: no ids, no times the API sets, relations by name. */
function canonical(snapshot: Snapshot): Record<string, string[]> {
  const contactName = new Map<number, string>();
  for (const c of snapshot.companies) contactName.set(c.id, `company ${c.name}`);
  for (const p of snapshot.people) contactName.set(p.id, `person ${p.firstName} ${p.lastName}`);
  const todoTitle = new Map(snapshot.todos.map((t) => [t.id, t.title]));
  const subject = new Map(
    snapshot.communications.map((c) => [c.communication.id, c.communication.subject]),
  );
  const userName = new Map(snapshot.users.map((u) => [u.id, u.name]));
  // Multiple-choice values are a set: the service may list them in the definition's order.
  const tags = (list: Snapshot['companies'][number]['tags']) =>
    list
      .map((t) => ({
        name: t.name,
        supertag: t.supertag,
        fields: t.fields
          .map((f) =>
            JSON.stringify(f.kind === 'choices' ? { ...f, values: [...f.values].sort() } : f),
          )
          .sort(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const comments = (list: Snapshot['companies'][number]['megaComments']) =>
    list.map((c) => c.comment);
  const locations = (list: Snapshot['companies'][number]['locations']) =>
    list.map(({ id: _id, ...rest }) => rest).sort((a, b) => a.label.localeCompare(b.label));
  const names = (ids: readonly number[], of: Map<number, string>) =>
    ids.map((id) => of.get(id) ?? `missing #${id}`).sort();
  const sorted = (values: unknown[]) => values.map((v) => JSON.stringify(v)).sort();
  return {
    companies: sorted(
      snapshot.companies.map((c) => ({
        name: c.name,
        notes: c.notes,
        images: [c.smallImage, c.largeImage],
        tags: tags(c.tags),
        locations: locations(c.locations),
        comments: comments(c.megaComments),
      })),
    ),
    people: sorted(
      snapshot.people.map((p) => ({
        name: [p.firstName, p.lastName, p.title],
        notes: p.notes,
        employer: p.companyId === null ? null : contactName.get(p.companyId),
        tags: tags(p.tags),
        locations: locations(p.locations),
        comments: comments(p.megaComments),
      })),
    ),
    deals: sorted(
      snapshot.deals.map((d) => ({
        title: d.title,
        description: d.description,
        amount: d.amount,
        status: d.status,
        party: d.dealWithId === null ? null : contactName.get(d.dealWithId),
        assignee: d.assignedToId === null ? d.assignedTo : userName.get(d.assignedToId),
        contacts: names(d.attachedContactIds, contactName),
        todos: names(d.todoIds, todoTitle),
        communications: names(d.attachedCommunicationIds, subject),
        tags: tags(d.tags),
        comments: comments(d.megaComments),
      })),
    ),
    todos: sorted(
      snapshot.todos.map((t) => ({
        title: t.title,
        description: t.description,
        due: t.dueDate,
        flags: [t.flagged, t.complete],
        assignee: t.assignedToId === null ? t.assignedTo : userName.get(t.assignedToId),
        participants: names(t.participantIds, contactName),
        tags: tags(t.tags),
        comments: comments(t.megaComments),
      })),
    ),
    communications: sorted(
      snapshot.communications.map(({ communication: c, participants }) => ({
        subject: c.subject,
        body: c.body,
        date: c.date,
        ctype: c.ctype,
        participants: participants
          .map((p) => `${p.role} ${contactName.get(p.contactId) ?? p.name}`)
          .sort(),
        tags: tags(c.tags),
        comments: comments(c.megaComments),
      })),
    ),
    superTags: sorted(snapshot.superTags),
  };
}

beforeAll(async () => {
  service = await startTestService();
  await loadDemoData(service.store, {
    accountId: service.scope.accountId,
    adminUserId: service.scope.userId,
    now: new Date('2026-03-02T09:00:00Z'),
  });
  source = clientForService(service);
  // Through the document, as the CLI and the console do.
  sourceSnapshot = decodeSnapshot(encodeSnapshot(await exportSnapshot(source)));
}, 120_000);

afterAll(async () => {
  await service.close();
});

describe('snapshot round trip against the service', () => {
  it('exports every kind of record of the demo account, with participants and SuperTag values', () => {
    const counts = snapshotCounts(sourceSnapshot);
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
    expect(sourceSnapshot.communications.some((c) => c.participants.length > 0)).toBe(true);
    expect(
      sourceSnapshot.companies.some((c) => c.tags.some((t) => t.supertag && t.fields.length > 0)),
    ).toBe(true);
    expect(sourceSnapshot.superTags.map((d) => d.name).sort()).toEqual(
      DEMO_SUPER_TAGS.map((d) => d.name).sort(),
    );
  });

  it('restores into an empty account with the same users: the same records', async () => {
    const target = await emptyAccount();
    const journal = emptyJournal('target');
    const report = await restoreSnapshot(target.client, sourceSnapshot, { journal });
    // Restored as to a classic server (no `account`): only the comments' authors are not kept.
    expect(report.problems.map((p) => p.cause)).toEqual([
      "Comments are written as you, today: the target (a classic server) cannot keep their author's name and date",
    ]);
    expect(report.created).toEqual(snapshotCounts(sourceSnapshot));
    const restored = await exportSnapshot(target.client);
    expect(canonical(restored)).toEqual(canonical(sourceSnapshot));
  }, 120_000);

  it('a dry run reports what it would create and what it cannot, and writes nothing', async () => {
    const target = await emptyAccount({ superTags: false, colleagues: false });
    const journal = emptyJournal('target');
    const report = await restoreSnapshot(target.client, sourceSnapshot, { journal, dryRun: true });
    expect(report.created).toEqual(snapshotCounts(sourceSnapshot));
    expect(report.writes).toBe(0);
    expect(
      report.problems.some((p) =>
        /SuperTag Customer profile is not defined in the target account/.test(p.cause),
      ),
    ).toBe(true);
    expect(
      report.problems.some((p) =>
        /dana@example\.com has no user in the target account/.test(p.cause),
      ),
    ).toBe(true);
    expect(journal).toEqual(emptyJournal('target'));
    expect(snapshotCounts(await exportSnapshot(target.client))).toEqual({
      companies: 0,
      people: 0,
      deals: 0,
      todos: 0,
      communications: 0,
    });
  }, 60_000);

  it('a restore that stopped half way, run again with its journal, duplicates nothing', async () => {
    const target = await emptyAccount();
    const base = clientForService({ url: target.url, token: target.token });
    // The connection drops after 150 writes.
    let writes = 0;
    const failing: ApiClient = {
      baseUrl: base.baseUrl,
      request: (method, path, options) => {
        if (method !== 'GET' && ++writes > 150) return Promise.reject(new Error('connection lost'));
        return base.request(method, path, options);
      },
    };
    const journal = emptyJournal('target');
    let saved = '';
    const stopped = await restoreSnapshot(failing, sourceSnapshot, {
      journal,
      onJournal: (j) => (saved = JSON.stringify(j)),
    }).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(RestoreError);
    expect((stopped as RestoreError).message).toMatch(
      /^The restore stopped: connection lost\. Created \d+ companies/,
    );
    const partial = snapshotCounts(await exportSnapshot(target.client));
    expect(partial.companies).toBe((stopped as RestoreError).report.created.companies);

    // A record the journal names but someone deleted meanwhile is created again.
    const resumed = parseJournal(saved);
    const [firstKey, firstId] = Object.entries(resumed.ids)[0] as [string, number];
    expect(firstKey.startsWith('companies:')).toBe(true);
    await target.client.request('DELETE', `/companies/${firstId}.xml`);

    const report = await restoreSnapshot(target.client, sourceSnapshot, { journal: resumed });
    expect(report.created.companies).toBe(sourceSnapshot.companies.length - partial.companies + 1);
    expect(report.alreadyRestored.companies).toBe(partial.companies - 1);
    const restored = await exportSnapshot(target.client);
    expect(snapshotCounts(restored)).toEqual(snapshotCounts(sourceSnapshot));
    expect(canonical(restored)).toEqual(canonical(sourceSnapshot));
  }, 180_000);
});

describe('snapshot documents', () => {
  it('refuses a truncated or damaged document before anything is written', () => {
    const text = encodeSnapshot(sourceSnapshot);
    expect(() => decodeSnapshot(text.slice(0, Math.floor(text.length / 2)))).toThrow(
      /not well-formed XML/,
    );
    // Cut exactly after a section: still well-formed once closed, but the count at the end is gone.
    const cut = `${text.slice(0, text.indexOf('</deals>') + '</deals>'.length)}</snapshot>`;
    expect(() => decodeSnapshot(cut)).toThrow(
      /no <communication_participants> section: it is not a snapshot, or it was cut short/,
    );
    expect(() => decodeSnapshot(text.replace('<end records="', '<end records="1'))).toThrow(
      /incomplete/,
    );
    expect(() => decodeSnapshot(text.replace('version="1"', 'version="9"'))).toThrow(
      /version 9 is not supported/,
    );
    expect(() => decodeSnapshot('<companies type="array"></companies>')).toThrow(
      /Expected a <snapshot> document/,
    );
  });

  it('reads back what it writes', () => {
    expect(decodeSnapshot(encodeSnapshot(sourceSnapshot))).toEqual(sourceSnapshot);
  });

  it('works with any fetch-like client (the CLI passes node fetch with Basic credentials)', async () => {
    const client = createApiClient({
      baseUrl: `${service.url}/service`,
      headers: { authorization: `Basic ${Buffer.from(`${service.token}:x`).toString('base64')}` },
      fetch,
    });
    const snapshot = await exportSnapshot(client, {
      scope: { kind: 'companies', search: { name: sourceSnapshot.companies[0]?.name ?? '' } },
    });
    expect(snapshot.companies.length).toBeGreaterThanOrEqual(1);
    expect(snapshot.people).toEqual([]);
    expect(snapshot.scope).toMatch(/^companies\?name=/);
  });
});
