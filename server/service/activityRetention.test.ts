import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../http/logger';
import { startActivityRetention } from './activityRetention';
import { startTestServiceWithDb, type TestServiceWithDb } from './testing/serviceHarness';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T14:00:00Z');

describe('activity retention', () => {
  let service: TestServiceWithDb;
  beforeEach(async () => {
    service = await startTestServiceWithDb();
  });
  afterEach(() => service.close());

  const insert = async (ages: number[]) => {
    await service.db
      .insertInto('activities')
      .values(
        ages.map((days, i) => ({
          account_id: service.scope.accountId,
          user_id: service.scope.userId,
          user_name: 'Test Admin',
          record_kind: 'company',
          record_id: i + 1,
          record_name: `aged ${days}`,
          kind: 'created',
          description: 'Company created',
          created_at: NOW - days * DAY,
        })),
      )
      .execute();
  };
  const remaining = async () =>
    (await service.db.selectFrom('activities').select('record_name').orderBy('id').execute()).map(
      (r) => r.record_name,
    );

  it('deletes entries older than the retention, batch by batch, and keeps the rest', async () => {
    await insert([100, 95, 91, 90.5, 89, 10, 0, 120, 200]);
    const batches: number[] = [];
    const store = service.store.activities;
    const retention = startActivityRetention({
      activities: {
        listActivities: (...args) => store.listActivities(...args),
        recordActivities: (...args) => store.recordActivities(...args),
        pruneBatch: async (before, size) => {
          const deleted = await store.pruneBatch(before, size);
          batches.push(deleted);
          return deleted;
        },
      },
      days: 90,
      batchSize: 2,
      log: silentLogger,
      now: () => NOW,
    });
    try {
      expect(await retention.runOnce()).toBe(6);
      expect(batches).toEqual([2, 2, 2, 0]);
      expect(await remaining()).toEqual(['aged 89', 'aged 10', 'aged 0']);
      expect(await retention.runOnce()).toBe(0);
    } finally {
      await retention.stop();
    }
  });

  it('runs on its timer and leaves other writes free between batches', async () => {
    await insert([400, 300, 200]);
    const retention = startActivityRetention({
      activities: service.store.activities,
      days: 30,
      batchSize: 1,
      intervalMs: 20,
      log: silentLogger,
      now: () => NOW,
    });
    try {
      const created = await service.request('POST', '/service/companies.xml', {
        body: '<company><name>Busy</name></company>',
      });
      expect(created.status).toBe(201);
      await expect.poll(remaining, { timeout: 5_000 }).toEqual(['Busy']);
    } finally {
      await retention.stop();
    }
  });
});
