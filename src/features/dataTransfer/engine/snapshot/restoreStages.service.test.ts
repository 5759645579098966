import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import type { ApiClient } from '#api/client/client';
import { listDeals } from '#api/deals';
import { clientForService } from '#api/testing/serviceClient';
import { exportSnapshot } from './exportSnapshot';
import { emptyJournal } from './restoreJournal';
import { restoreSnapshot } from './restoreSnapshot';
import type { Snapshot } from './snapshotModel';

/**
 * Deals in a stage the target account lacks (one the source's administrator added), restored
 * against the real service: without their status, in the target's default open stage, with a note
 * naming the stage, in the dry run as in the restore; a rerun creates nothing twice.
 */

let service: TestService;
let snapshot: Snapshot;

const NOTE =
  'Its stage "qualified" is not one of this account\'s stages: restored in the account\'s default open stage';

async function deal(title: string, status: string): Promise<void> {
  const created = await service.request('POST', '/service/deals.xml', {
    body: `<deal><title>${title}</title><status>${status}</status></deal>`,
  });
  expect(created.status).toBe(201);
}

async function emptyAccount(): Promise<ApiClient> {
  const { token } = await service.addUser('Test Admin', 'admin@example.com', { newAccount: true });
  return clientForService({ url: service.url, token });
}

beforeAll(async () => {
  service = await startTestService();
  const changed = await service.request('PUT', '/service/account/stages.xml', {
    body:
      '<stages><stage><name>Failure</name><was>Failure</was><kind>lost</kind></stage>' +
      '<stage><name>Lost</name><was>Lost</was><kind>lost</kind></stage>' +
      '<stage><name>Pending</name><was>Pending</was><kind>open</kind></stage>' +
      '<stage><name>Qualified</name><kind>open</kind></stage>' +
      '<stage><name>Won</name><was>Won</was><kind>won</kind></stage></stages>',
    headers: { 'content-type': 'application/xml' },
  });
  expect(changed.status).toBe(200);
  await deal('First call', 'qualified');
  await deal('Second call', 'Qualified');
  await deal('Closed one', 'won');
  snapshot = await exportSnapshot(clientForService(service));
  expect(snapshot.deals.map((d) => d.status).sort()).toEqual(['qualified', 'qualified', 'won']);
}, 60_000);

afterAll(async () => {
  await service.close();
});

describe('a restore into an account whose stages differ', () => {
  it('restores deals of a missing stage in the default open stage, says so, and a rerun adds nothing', async () => {
    const target = await emptyAccount();
    const journal = emptyJournal('t');

    const dry = await restoreSnapshot(target, snapshot, { journal, dryRun: true });
    expect(dry.failures).toEqual([]);
    expect(dry.problems.find((p) => p.cause === NOTE)?.items.sort()).toEqual([
      expect.stringContaining('First call'),
      expect.stringContaining('Second call'),
    ]);
    expect(await listDeals(target)).toEqual([]);

    const report = await restoreSnapshot(target, snapshot, { journal });
    expect(report.failures).toEqual([]);
    expect(report.failed.deals).toBe(0);
    expect(report.created.deals).toBe(3);
    expect(report.problems.find((p) => p.cause === NOTE)?.items).toHaveLength(2);
    const byTitle = new Map((await listDeals(target)).map((d) => [d.title, d.status]));
    expect(Object.fromEntries(byTitle)).toEqual({
      'First call': 'pending',
      'Second call': 'pending',
      'Closed one': 'won',
    });

    const again = await restoreSnapshot(target, snapshot, { journal });
    expect(again.failures).toEqual([]);
    expect(again.created.deals).toBe(0);
    expect(await listDeals(target)).toHaveLength(3);
  }, 60_000);
});
