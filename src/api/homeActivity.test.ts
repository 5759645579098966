import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client/client';
import { listLatestActivity } from './homeActivity';
import { startTinyServer, type TinyServer } from './testing/tinyServer';

/**
 * The seven documented elements only, as the service writes them unless asked for more (the date
 * in Format A), and a second entry as an earlier service wrote it (Format B, with extensions).
 */
const DOCUMENTED_ONLY = `<?xml version="1.0" encoding="UTF-8"?>
<activities type="array">
  <activity>
    <name>Acme</name>
    <description>Company created</description>
    <record_type>Company</record_type>
    <record_id type="integer">12</record_id>
    <user_name>Olga Owner</user_name>
    <user_id type="integer">1</user_id>
    <date>2026-11-25 15:00:00 +0100</date>
  </activity>
  <activity>
    <name>Spring launch</name>
    <description>Kase created</description>
    <record_type>Kase</record_type>
    <record_id type="integer">4</record_id>
    <user_name>Olga Owner</user_name>
    <user_id type="integer">1</user_id>
    <date>Wed Nov 25 13:00:00 UTC 2026</date>
    <id type="integer">8</id>
    <kind>archived</kind>
  </activity>
</activities>`;

let server: TinyServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function latestFrom(status: number, body: string) {
  server = await startTinyServer(() => ({
    status,
    headers: { 'content-type': 'application/xml' },
    body,
  }));
  return listLatestActivity(createApiClient({ baseUrl: `${server.url}/service` }), 10);
}

describe('the home screen’s latest activity', () => {
  it('shows every entry as written: no id or kind needed, an unknown record type or kind kept', async () => {
    const latest = await latestFrom(200, DOCUMENTED_ONLY);
    expect(latest).toEqual([
      {
        name: 'Acme',
        description: 'Company created',
        recordType: 'Company',
        recordId: 12,
        userName: 'Olga Owner',
        userId: 1,
        date: '2026-11-25T14:00:00Z',
        id: null,
        kind: '',
        changes: [],
      },
      expect.objectContaining({ recordType: 'Kase', recordId: 4, id: 8, kind: 'archived' }),
    ]);
    expect(server!.requests.map((r) => r.url)).toEqual([
      '/service/activities/recent.xml?limit=10&detail=full',
    ]);
  });

  it('is null, not an error, when the server keeps no activity stream (404)', async () => {
    expect(await latestFrom(404, '<errors><error>Not found</error></errors>')).toBeNull();
  });

  it('still refuses an entry that is not one (a record id that is no number)', async () => {
    await expect(
      latestFrom(200, DOCUMENTED_ONLY.replace('>12</record_id>', '>twelve</record_id>')),
    ).rejects.toMatchObject({ kind: 'undecodable' });
  });
});
