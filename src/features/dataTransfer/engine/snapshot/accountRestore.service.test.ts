import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import type { ApiClient } from '#api/client/client';
import { listCompanies } from '#api/companies';
import { listDeals } from '#api/deals';
import { listSuperTagDefinitions } from '#api/superTags';
import { clientForService } from '#api/testing/serviceClient';
import { defineMissingSuperTags, missingSuperTags, openAccountRestore } from './accountRestore';
import { exportSnapshot } from './exportSnapshot';
import { restoreSnapshot } from './restoreSnapshot';
import { decodeSnapshot, encodeSnapshot } from './snapshotDocument';
import { snapshotId } from './snapshotDigest';
import { undoRestore } from './undoRestore';

/**
 * A restore into our service keeps its id map in the target account: run twice from two places
 * with nothing of their own (two browsers, or a browser and the command line), it creates each
 * record once; comments keep their author and time, a missing SuperTag is defined as the snapshot
 * has it (option order kept), an assignee without a user goes to the user chosen for it.
 */

let service: TestService;
let text: string;

async function emptyAccount(): Promise<ApiClient> {
  const { token } = await service.addUser('Target Admin', 'target@example.com', {
    newAccount: true,
  });
  return clientForService({ url: service.url, token });
}

/** One restore from a place that keeps nothing itself: the account's journal is all it has. */
async function restoreFromAnywhere(client: ApiClient, choices: Record<string, string> = {}) {
  const id = snapshotId(text);
  const account = await openAccountRestore(client, id);
  expect(account).not.toBeNull();
  return restoreSnapshot(client, decodeSnapshot(text), {
    journal: account!.journal,
    account: account!,
    assigneeChoices: choices,
  });
}

beforeAll(async () => {
  service = await startTestService();
  const source = clientForService(service);
  const { scope } = await service.addUser('Dana Former', 'dana@example.com');
  await service.store.tags.defineSuperTag(service.scope.accountId, {
    name: 'Profile',
    fields: [
      { name: 'Interest', type: 'Multiple choice', options: ['Zeta', 'Alpha', 'Mid'], text: '' },
    ],
  });
  const post = (path: string, body: string) =>
    source
      .request('POST', path, { body })
      .then((r) => Number(/(\d+)\.xml$/.exec(r.headers.get('location') ?? '')![1]));
  const company = await post('/companies.xml', '<company><name>Acme Restore</name></company>');
  await source.request('PUT', `/companies/${company}/super_tags/Profile.xml`, {
    body: '<super_tag><Interest>Zeta</Interest><Interest>Alpha</Interest></super_tag>',
  });
  await service.store.comments.addComment(
    { accountId: service.scope.accountId, userId: scope.userId },
    { kind: 'company', recordId: company, comment: 'First call', authorName: 'Dana Former' },
  );
  await post(
    '/deals.xml',
    `<deal><title>Acme deal</title><assigned_to>dana@example.com</assigned_to><deal_with_id>${company}</deal_with_id></deal>`,
  );
  text = encodeSnapshot(await exportSnapshot(source));
}, 60_000);

afterAll(() => service.close());

describe('a restore kept by the target account', () => {
  it('run twice from two places creates each record once, and can be undone whole', async () => {
    const target = await emptyAccount();
    const first = await restoreFromAnywhere(target);
    expect([first.created.companies, first.created.deals]).toEqual([1, 1]);
    const second = await restoreFromAnywhere(target);
    expect(second.created).toEqual({
      companies: 0,
      people: 0,
      deals: 0,
      todos: 0,
      communications: 0,
    });
    expect([second.alreadyRestored.companies, second.alreadyRestored.deals]).toEqual([1, 1]);
    expect(second.writes).toBe(0);
    expect((await listCompanies(target, { limit: 100 })).map((c) => c.name)).toEqual([
      'Acme Restore',
    ]);
    const [comment] = (await listCompanies(target, { limit: 100 }))[0]!.megaComments;
    expect([comment?.comment, comment?.user]).toEqual(['First call', 'Dana Former']);

    const { journal } = (await openAccountRestore(target, snapshotId(text)))!;
    const undone = await undoRestore(target, journal.ids);
    expect(undone).toEqual({ deleted: 2, failures: [] });
    expect(await listCompanies(target, { limit: 100 })).toEqual([]);
  }, 60_000);

  it('defines a missing SuperTag with its options in order and maps a missing assignee to the chosen user', async () => {
    const target = await emptyAccount();
    const snapshot = decodeSnapshot(text);
    const missing = missingSuperTags(snapshot, await listSuperTagDefinitions(target));
    expect(missing.map((d) => d.name)).toEqual(['Profile']);
    await defineMissingSuperTags(target, snapshotId(text), missing);
    const report = await restoreFromAnywhere(target, { 'dana@example.com': 'target@example.com' });
    expect(report.problems).toEqual([]);
    const [company] = await listCompanies(target, { limit: 100 });
    const profile = company?.tags.find((t) => t.name === 'Profile');
    expect(profile?.fields.map((f) => (f.kind === 'choices' ? f.values : f.value))).toEqual([
      ['Zeta', 'Alpha'],
    ]);
    const [deal] = await listDeals(target, { limit: 100 });
    expect(deal?.assignedTo).toBe('Target Admin');
  }, 60_000);
});
