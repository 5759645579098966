// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  seededPipeline,
  TOTALS,
  CURRENT_USER,
  gate,
  totalsRequests,
  pagesAsked,
  renderBoard,
  column,
  totalsOf,
} from './testing/pipelineService';

/**
 * The board against the real service made to answer our extensions' paths as a classic server
 * does (404): it counts the cards it loads, partial until the last page.
 */
const pipeline = seededPipeline();

describe('pipeline board against a server without our extensions (404)', () => {
  it('counts the cards it loads, partial until the last page, without asking for totals or saying anything', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const secondPage = gate();
    const { client, sent } = pipeline.boardClient({
      missing: [TOTALS, CURRENT_USER],
      hold: ({ url }) =>
        url.searchParams.get('status')?.toLowerCase() === 'pending' &&
        url.searchParams.get('offset') === '100'
          ? secondPage.wait
          : undefined,
    });
    renderBoard(client);
    await waitFor(
      () => expect(totalsOf('Pending')).toHaveTextContent(/^100 deals · at least \$150\.00$/),
      { timeout: 10_000 },
    );
    expect(within(column('Pending')).getByTestId('column-partial')).toBeInTheDocument();
    expect(column('Pending')).toHaveAttribute('aria-busy', 'true');
    const all = screen.getByRole('group', { name: 'All deals' });
    expect(within(all).getByText('partial')).toBeInTheDocument();

    secondPage.open();
    await waitFor(() => expect(totalsOf('Pending')).toHaveTextContent(/^250 deals · \$375\.00$/));
    await waitFor(() => expect(screen.queryAllByTestId('column-partial')).toEqual([]));
    expect(within(all).getByTestId('stat-count')).toHaveTextContent('252 deals');
    expect(within(all).queryByText('partial')).toBeNull();
    expect(pagesAsked(sent, 'pending')).toEqual(['0/100', '100/500']);
    expect(screen.queryByRole('alert')).toBeNull();

    // The current user's 404 said it is a classic server: no failing totals request at all.
    expect(totalsRequests(sent)).toEqual([]);
    // Nothing said about the missing totals, on screen or in the console.
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/totals|404|not found/i);
    consoleError.mockRestore();
  }, 30_000);

  it('asks a server that has the current user but no totals once, and not again for another filter', async () => {
    const { client, sent } = pipeline.boardClient({ missing: [TOTALS] });
    const { router } = renderBoard(client);
    await waitFor(() => expect(totalsOf('Pending')).toHaveTextContent(/^250 deals · \$375\.00$/), {
      timeout: 10_000,
    });
    expect(pagesAsked(sent, 'pending')).toEqual(['0/100', '100/500']);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => router.navigate('/pipeline?assignee=nobody%40example.com'));
    await waitFor(() => expect(totalsOf('Pending')).toHaveTextContent(/^0 deals · \$0\.00$/));
    expect(screen.queryAllByTestId('column-partial')).toEqual([]);
    expect(totalsRequests(sent)).toHaveLength(1);
  }, 30_000);
});
