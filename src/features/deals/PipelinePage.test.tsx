// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiClient } from '../../api/http/client';
import { decodeDeal } from '#xml/deal';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { FIRST_PAGE_SIZE } from './boardColumns';
import { PipelinePage } from './PipelinePage';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * The board against the real service: columns from its statuses, a column longer than one page
 * loaded to the end, and a move through the "Move to…" menu read back from the service.
 */
let service: TestService;
let client: ApiClient;
const PENDING = FIRST_PAGE_SIZE + 5;
let movedId = 0;

async function createDeal(title: string, amount: string, status: string): Promise<number> {
  const created = await service.request('POST', '/service/deals.xml', {
    body: `<deal><title>${title}</title><amount>${amount}</amount><status>${status}</status></deal>`,
  });
  expect(created.status).toBe(201);
  return Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

beforeAll(async () => {
  service = await startTestService();
  for (let n = 1; n <= PENDING; n += 1) await createDeal(`Pending ${n}`, '1.50', 'pending');
  movedId = await createDeal('Big renewal', '1000.00', 'won');
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
}, 60_000);

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderBoard(url = '/pipeline') {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [{ path: '/pipeline', element: <PipelinePage /> }],
  });
}

describe('pipeline board', () => {
  it('shows one column per status, open first then closed (not the service’s alphabetical order), with complete totals past the first page', async () => {
    renderBoard();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Pending',
        'Won',
        'Lost',
        'Failure',
      ]),
    );
    const pending = screen.getByRole('region', { name: 'Pending' });
    await waitFor(() => expect(pending).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    expect(within(pending).getByTestId('column-totals')).toHaveTextContent(
      `${PENDING} deals · ${(PENDING * 1.5).toFixed(2)}`,
    );
    // Only the first cards are rendered; the rest on demand.
    expect(within(pending).getAllByRole('listitem')).toHaveLength(40);
    expect(
      within(pending).getByRole('button', { name: `Show 40 more of ${PENDING - 40}` }),
    ).toBeInTheDocument();
    const all = screen.getByRole('group', { name: 'All deals' });
    await waitFor(() =>
      expect(within(all).getByTestId('stat-count')).toHaveTextContent(`${PENDING + 1} deals`),
    );
    expect(within(all).queryByText('partial')).toBeNull();
  }, 30_000);

  it('filters the cards by text and moves one through “Move to…”', async () => {
    renderBoard('/pipeline?q=renewal');
    const won = await screen.findByRole('region', { name: 'Won' });
    await within(won).findByRole('button', { name: 'Big renewal' }, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Pending' })).getByTestId('column-totals'),
        ).toHaveTextContent(/^0 deals · 0\.00$/),
      { timeout: 10_000 },
    );

    await userEvent.click(within(won).getByRole('button', { name: 'Move “Big renewal” to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lost' }));
    const lost = screen.getByRole('region', { name: 'Lost' });
    await within(lost).findByRole('button', { name: 'Big renewal' }, { timeout: 5_000 });
    expect(within(won).queryByRole('button', { name: 'Big renewal' })).toBeNull();
    await waitFor(async () => {
      const shown = await service.request('GET', `/service/deals/${movedId}.xml`);
      expect(decodeDeal(shown.xml!).status).toBe('lost');
    });
  }, 30_000);
});
