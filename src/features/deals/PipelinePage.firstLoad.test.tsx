// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '../../api/client/client';
import { requestUrl } from '../../api/testing/requestUrl';
import { basicAuthorization } from '#server/http/basicAuth';
import {
  seededPipeline,
  gate,
  totalsRequests,
  pagesAsked,
  renderBoard,
  type SentRequest,
} from './testing/pipelineService';

/** What the board asks for first, through the console's own origin (the embedded service). */
const pipeline = seededPipeline();

describe('what the board loads first (the embedded service)', () => {
  it('asks for the totals and each column’s newest page while the statuses are on their way', async () => {
    const realFetch = globalThis.fetch;
    // The proxy's own answer: the console's upstream is the embedded service.
    const info = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      requestUrl(input) === '/console/info.json'
        ? Promise.resolve(
            new Response(JSON.stringify({ upstream: 'embedded' }), {
              headers: { 'content-type': 'application/json' },
            }),
          )
        : realFetch(input, init),
    );
    const statusesHeld = gate();
    const sent: SentRequest[] = [];
    // As in the browser: the client asks `/service` on its own origin (here forwarded to the service).
    const client = createApiClient({
      headers: { authorization: basicAuthorization(pipeline.service.token) },
      fetch: async (input, init) => {
        const url = new URL(requestUrl(input), pipeline.service.url);
        sent.push({ method: init?.method ?? 'GET', url });
        if (url.pathname.endsWith('/deals/stages.xml')) await statusesHeld.wait;
        return realFetch(`${pipeline.service.url}${url.pathname}${url.search}`, init);
      },
    });
    try {
      renderBoard(client);
      await waitFor(() => expect(pagesAsked(sent, 'pending')).toEqual(['200/100']), {
        timeout: 10_000,
      });
      expect(totalsRequests(sent)).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Pending' })).toBeNull();

      statusesHeld.open();
      const pending = await screen.findByRole('region', { name: 'Pending' });
      await within(pending).findByRole('button', { name: 'Pending 250' }, { timeout: 10_000 });
      // The board found the page and the totals in the cache: nothing asked twice.
      expect(pagesAsked(sent, 'pending')).toEqual(['200/100']);
      expect(totalsRequests(sent)).toHaveLength(1);
    } finally {
      info.mockRestore();
    }
  }, 30_000);
});
