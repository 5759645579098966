import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { listRecentActivities, listRecordActivities } from './activities';
import { createComment } from './comments';
import { createCompany, updateCompany } from './companies';
import type { ApiClient } from './client/client';
import { listLatestActivity } from './homeActivity';
import { clientForService } from './testing/serviceClient';

/**
 * The console's activity readers against the real service: the stream and History screens ask
 * for the entries' id, kind and changes (`detail=full`; without them these readers refuse the
 * entries), the home screen reads the seven documented elements classic clients read.
 */
describe('activity readers against the service', () => {
  let service: TestService;
  let client: ApiClient;
  let company: number;
  beforeAll(async () => {
    service = await startTestService();
    client = clientForService(service);
    company = await createCompany(client, { name: 'Acme' });
    await updateCompany(client, { id: company, input: { name: 'Acme Inc' } });
    await createComment(client, {
      record: { collection: 'companies', id: company },
      input: { comment: 'Hello' },
    });
  });
  afterAll(() => service.close());

  it('the stream and a record’s history come with ids, kinds and field changes', async () => {
    const stream = await listRecentActivities(client);
    expect(stream.map((a) => a.kind)).toEqual(['commented', 'updated', 'created']);
    expect(stream[1]).toMatchObject({
      recordType: 'Company',
      recordId: company,
      changes: [{ field: 'name', old: 'Acme', new: 'Acme Inc' }],
    });
    expect(stream.every((a) => a.id > 0)).toBe(true);
    expect(await listRecordActivities(client, { collection: 'companies', id: company })).toEqual(
      stream,
    );
  });

  it('the home screen reads the same entries with their details (a comment carries its opening)', async () => {
    const stream = await listRecentActivities(client);
    const latest = await listLatestActivity(client, 10);
    expect(latest).toEqual(stream);
    expect(latest?.find((a) => a.kind === 'commented')?.changes).toEqual([
      { field: 'comment', old: '', new: 'Hello' },
    ]);
  });
});
