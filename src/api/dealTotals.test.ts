import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { dealTotalsQueries, dealTotalsSupportQuery, lacksDealTotals } from './dealTotals';
import { ApiError } from './client/apiError';
import { createApiClient, type ApiClient } from './client/client';
import { requestUrl } from './testing/requestUrl';

/**
 * The board's totals call against the real service, and against the same service made to answer
 * the totals path as a classic server does (404) or as a failing one (500).
 */
let service: TestService;
const OTHER = 'other.totals@example.com';

beforeAll(async () => {
  service = await startTestService();
  await service.addUser('Other User', OTHER);
  const deals = [
    ['Mine A', '10.50', 'pending', ''],
    ['Mine B', '0.25', 'won', ''],
    ['Theirs', '99.00', 'pending', OTHER],
  ];
  for (const [title, amount, status, assignee] of deals) {
    const assigned = assignee === '' ? '' : `<assigned_to>${assignee}</assigned_to>`;
    const created = await service.request('POST', '/service/deals.xml', {
      body: `<deal><title>${title}</title><amount>${amount}</amount><status>${status}</status>${assigned}</deal>`,
    });
    expect(created.status).toBe(201);
  }
});

afterAll(() => service.close());

/** A client of the test service; `totalsAnswer` replaces the service's answer to the totals path. */
function clientOf(totalsAnswer?: number): { client: ApiClient; asked: string[] } {
  const asked: string[] = [];
  const client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      const url = requestUrl(input);
      if (!url.includes('/deals/totals.xml')) return globalThis.fetch(input, init);
      asked.push(new URL(url).search);
      if (totalsAnswer === undefined) return globalThis.fetch(input, init);
      return Promise.resolve(
        new Response('<errors><error>Not found</error></errors>', {
          status: totalsAnswer,
          headers: { 'content-type': 'application/xml' },
        }),
      );
    },
  });
  return { client, asked };
}

describe('deal totals', () => {
  it('counts and sums every status for the board’s assignee filter, in one request', async () => {
    const { client, asked } = clientOf();
    const queryClient = new QueryClient();
    const everyone = await queryClient.fetchQuery(dealTotalsQueries.totals(client, {}));
    expect(everyone).toEqual(
      expect.arrayContaining([
        { status: 'pending', count: 2, amount: '109.50' },
        { status: 'won', count: 1, amount: '0.25' },
        { status: 'lost', count: 0, amount: '0.00' },
      ]),
    );
    const theirs = await queryClient.fetchQuery(
      dealTotalsQueries.totals(client, { assignedTo: OTHER }),
    );
    expect(theirs).toContainEqual({ status: 'pending', count: 1, amount: '99.00' });
    expect(asked).toEqual(['', `?assigned_to=${encodeURIComponent(OTHER)}`]);
  });

  it('resolves to null against a server without totals, and remembers it for that base URL', async () => {
    const { client, asked } = clientOf(404);
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(dealTotalsQueries.totals(client, {}))).toBeNull();
    expect(queryClient.getQueryData(dealTotalsSupportQuery(client).queryKey)).toBe(false);
    // Another filter: no second request to a path the server said it does not have.
    expect(
      await queryClient.fetchQuery(dealTotalsQueries.totals(client, { assignedTo: OTHER })),
    ).toBeNull();
    expect(asked).toHaveLength(1);
    // Another server (base URL) is asked.
    const elsewhere = createApiClient({ baseUrl: 'http://127.0.0.1:9/service' });
    expect(queryClient.getQueryData(dealTotalsSupportQuery(elsewhere).queryKey)).toBeUndefined();
  });

  it('fails without remembering when the server fails (it may answer next time)', async () => {
    const { client, asked } = clientOf(500);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(dealTotalsQueries.totals(client, {}))).rejects.toThrow();
    await expect(
      queryClient.fetchQuery(dealTotalsQueries.totals(client, { assignedTo: OTHER })),
    ).rejects.toThrow();
    expect(asked).toHaveLength(2);
    expect(queryClient.getQueryData(dealTotalsSupportQuery(client).queryKey)).toBeUndefined();
  });

  it('takes 404, 405, 501 and a reply that is no totals document as “no totals here”', () => {
    expect(lacksDealTotals(new ApiError('http', ['x'], 404))).toBe(true);
    expect(lacksDealTotals(new ApiError('http', ['x'], 405))).toBe(true);
    expect(lacksDealTotals(new ApiError('http', ['x'], 501))).toBe(true);
    expect(lacksDealTotals(new ApiError('undecodable', ['x'], 200))).toBe(true);
    expect(lacksDealTotals(new ApiError('http', ['x'], 500))).toBe(false);
    expect(lacksDealTotals(new ApiError('network', ['x']))).toBe(false);
  });
});
