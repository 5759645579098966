import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { createApiClient } from './client';
import { EARLY_MAX_AGE_MS, takeEarlyResponse } from './earlyResponses';

/** What index.html's inline script leaves for the console (scripts/build/earlyRequests.ts). */
const page = globalThis as { __crmEarly?: Map<string, unknown> };

describe('early answers', () => {
  let service: TestService;
  const sent: string[] = [];

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });
  afterEach(() => {
    delete page.__crmEarly;
    sent.length = 0;
  });

  const headers = () => ({ authorization: basicAuthorization(service.token) });
  /** A client of the real service that counts what it sends itself. */
  const client = () =>
    createApiClient({
      baseUrl: `${service.url}/service`,
      headers: headers(),
      fetch: (input, init) => {
        sent.push(input instanceof Request ? input.url : input.toString());
        return fetch(input, init);
      },
    });
  const leaveEarly = (
    url: string,
    at = Date.now(),
    response = fetch(url, { headers: headers() }),
  ) => (page.__crmEarly ??= new Map()).set(url, { at, response });

  it('are taken by the first read of the same URL, once, and later reads are sent', async () => {
    const url = `${service.url}/service/companies.xml?limit=1`;
    leaveEarly(url);
    const api = client();
    const first = await api.request('GET', '/companies.xml', { query: { limit: 1 } });
    expect(first.status).toBe(200);
    expect(first.text).toContain('<companies');
    expect(sent).toEqual([]);
    expect(page.__crmEarly?.size).toBe(0);
    await api.request('GET', '/companies.xml', { query: { limit: 1 } });
    expect(sent).toEqual([url]);
  });

  it('are never taken by a write, nor for another URL', async () => {
    const url = `${service.url}/service/companies.xml`;
    leaveEarly(url);
    const api = client();
    await api.request('GET', '/companies.xml', { query: { limit: 2 } });
    await api.request('POST', '/companies.xml', {
      body: '<company><name>Early Ltd</name></company>',
    });
    expect(sent).toEqual([`${url}?limit=2`, url]);
    expect(page.__crmEarly?.has(url)).toBe(true);
  });

  it('that failed are sent again, and stale ones are dropped', async () => {
    const failed = `${service.url}/service/tags.xml`;
    leaveEarly(failed, Date.now(), Promise.reject(new TypeError('network')));
    const api = client();
    expect((await api.request('GET', '/tags.xml')).status).toBe(200);
    expect(sent).toEqual([failed]);
    const stale = `${service.url}/service/deals.xml`;
    leaveEarly(stale, Date.now() - EARLY_MAX_AGE_MS - 1);
    expect(takeEarlyResponse(stale)).toBeUndefined();
    expect(page.__crmEarly?.has(stale)).toBe(false);
  });

  it('keep the status of what the early request met (a refusal is a refusal)', async () => {
    const url = `${service.url}/service/companies/999999.xml`;
    leaveEarly(url);
    await expect(client().request('GET', '/companies/999999.xml')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(sent).toEqual([]);
  });
});
