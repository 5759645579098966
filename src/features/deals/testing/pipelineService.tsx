import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createApiClient, type ApiClient } from '../../../api/client/client';
import { requestUrl } from '../../../api/testing/requestUrl';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import {
  startTestServiceWithDb,
  type TestServiceWithDb,
} from '../../../../server/service/testing/serviceHarness';
import { insertDeals } from '../../../../server/service/testing/directRecords';
import { basicAuthorization } from '#server/http/basicAuth';
import { PipelinePage } from '../PipelinePage';
import { layOutCardLists } from './cardListLayout';

/** Deals in the Pending column (at 1.50 each); Won holds “Big renewal” (1000.00) and “Quick win” (20.00). */
export const PENDING = 250;

export interface SentRequest {
  method: string;
  url: URL;
}

/** Our extensions the board uses, which a classic server does not have (it answers 404). */
export const TOTALS = '/deals/totals.xml';
export const CURRENT_USER = '/users/current.xml';

export interface SeededPipeline {
  /** The real service, seeded before the file's tests (beforeAll), closed after them. */
  readonly service: TestServiceWithDb;
  readonly quickWinId: number;
  readonly renewalId: number;
  /**
   * A client of the test service that notes every request. Paths ending as in `missing` are
   * answered 404, as by a server without those extensions; `hold` may keep a request waiting.
   */
  boardClient(options?: {
    missing?: readonly string[];
    hold?: (request: SentRequest) => Promise<void> | undefined;
  }): { client: ApiClient; sent: SentRequest[] };
}

/**
 * The board's test service for a test file: hooks that start and seed it (the Pending deals, two
 * Won ones), lay out the card lists for jsdom, and clean up after each test.
 */
export function seededPipeline(): SeededPipeline {
  let service: TestServiceWithDb;
  let quickWinId = 0;
  let renewalId = 0;
  let undoLayout: () => void;

  async function createDeal(title: string, amount: string, status: string): Promise<number> {
    const created = await service.request('POST', '/service/deals.xml', {
      body: `<deal><title>${title}</title><amount>${amount}</amount><status>${status}</status></deal>`,
    });
    expect(created.status).toBe(201);
    return Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
  }

  beforeAll(async () => {
    service = await startTestServiceWithDb();
    const titles = Array.from({ length: PENDING }, (_, n) => `Pending ${n + 1}`);
    await insertDeals(service.db, service.scope.accountId, titles);
    await service.db.updateTable('deals').set({ amount_cents: 150 }).execute();
    renewalId = await createDeal('Big renewal', '1000.00', 'won');
    quickWinId = await createDeal('Quick win', '20.00', 'won');
    undoLayout = layOutCardLists();
  }, 60_000);

  afterAll(async () => {
    undoLayout();
    await service.close();
  });

  afterEach(cleanup);

  return {
    get service() {
      return service;
    },
    get quickWinId() {
      return quickWinId;
    },
    get renewalId() {
      return renewalId;
    },
    boardClient(options = {}) {
      const sent: SentRequest[] = [];
      const client = createApiClient({
        baseUrl: `${service.url}/service`,
        headers: { authorization: basicAuthorization(service.token) },
        fetch: async (input, init) => {
          const request = { method: init?.method ?? 'GET', url: new URL(requestUrl(input)) };
          sent.push(request);
          if (options.missing?.some((path) => request.url.pathname.endsWith(path)))
            return new Response('<errors><error>Not Found</error></errors>', {
              status: 404,
              headers: { 'content-type': 'application/xml' },
            });
          await options.hold?.(request);
          return globalThis.fetch(input, init);
        },
      });
      return { client, sent };
    },
  };
}

/** A promise the test resolves when it wants (a held request goes on then). */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

export const totalsRequests = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.url.pathname.endsWith(TOTALS));

/** `offset/limit` of each page of the status asked for. */
export const pagesAsked = (sent: readonly SentRequest[], status: string) =>
  sent
    .filter(
      (request) =>
        request.url.pathname.endsWith('/service/deals.xml') &&
        request.url.searchParams.get('status')?.toLowerCase() === status,
    )
    .map(({ url }) => `${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`);

export function renderBoard(client: ApiClient, url = '/pipeline') {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [{ path: '/pipeline', element: <PipelinePage /> }],
  });
}

export const column = (status: string) => screen.getByRole('region', { name: status });
export const totalsOf = (status: string) => within(column(status)).getByTestId('column-totals');
