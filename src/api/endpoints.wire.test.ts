import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client/client';
import { createCompany, getCompany, updateCompany } from './companies';
import { listDealStatuses } from './deals';
import { ENDPOINT_CASES as CASES } from './testing/endpointCases';
import { sampleCompany } from './testing/sampleRecords';
import { startTinyServer, type TinyReply, type TinyServer } from './testing/tinyServer';
import { encodeCompany } from '#xml/company';

/**
 * Every endpoint function (the table is testing/endpointCases) against a recording server: the
 * method, path, query and body it puts on the wire, as api.md and decisions.md give them.
 * (Behaviour against the real service is in http/client.test.ts and the service's own route tests.)
 */
describe('endpoint functions put the documented requests on the wire', () => {
  let server: TinyServer;
  let next: TinyReply = {};
  beforeAll(async () => {
    server = await startTinyServer(() => next);
  });
  afterAll(() => server.close());

  it.each(Object.entries(CASES))('%s', async (_name, c) => {
    next =
      c.location !== undefined
        ? { status: 201, headers: { location: c.location } }
        : { status: 200, body: c.reply ?? '' };
    await c.call(createApiClient({ baseUrl: `${server.url}/service` }));
    const request = server.requests.at(-1)!;
    const url = new URL(request.url, server.url);
    expect(request.method).toBe(c.method);
    expect(url.pathname).toBe(c.path);
    expect(Object.fromEntries(url.searchParams)).toEqual(c.query ?? {});
    expect(request.body).toBe(c.body ?? '');
  });

  it('returns created ids, shown records with their ETag, and decoded lists', async () => {
    const client = createApiClient({ baseUrl: `${server.url}/service` });
    next = {
      status: 201,
      headers: { location: 'http://crm.example.com/service/companies/42.xml' },
    };
    expect(await createCompany(client, { name: 'x' })).toBe(42);
    next = {
      status: 200,
      headers: { etag: '"v3"' },
      body: `<?xml version="1.0"?>\n${encodeCompany(sampleCompany)}`,
    };
    expect(await getCompany(client, 1)).toEqual({ value: sampleCompany, etag: '"v3"' });
    next = { status: 200, body: '<statuses type="array"><status>Won</status></statuses>' };
    expect(await listDealStatuses(client)).toEqual(['Won']);
    next = { status: 200 };
    await updateCompany(client, { id: 1, input: { name: 'y' }, ifMatch: '"v3"' });
    expect(server.requests.at(-1)!.headers['if-match']).toBe('"v3"');
  });
});
