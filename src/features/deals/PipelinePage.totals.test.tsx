// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeDeal } from '#xml/deal';
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
 * The columns' figures against the real service: with its totals (`deals/totals.xml`) in the
 * headers, the summary and after a move, a long column loading its newest cards only, windowed,
 * more as it scrolls; and the same service made to answer our extensions' paths as a classic
 * server does (404), where the board counts the cards it loads, partial until the last page.
 */
const pipeline = seededPipeline();

describe('pipeline board with the service’s totals', () => {
  it('shows every column’s final totals at once and loads only the newest page of a long column', async () => {
    const { client, sent } = pipeline.boardClient();
    renderBoard(client);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Pending',
        'Won',
        'Failure',
        'Lost',
      ]),
    );
    await waitFor(() => expect(totalsOf('Pending')).toHaveTextContent(/^250 deals · \$375\.00$/), {
      timeout: 10_000,
    });
    expect(totalsOf('Won')).toHaveTextContent(/^2 deals · \$1,020\.00$/);
    expect(screen.queryAllByTestId('column-partial')).toEqual([]);
    const all = screen.getByRole('group', { name: 'All deals' });
    expect(within(all).getByTestId('stat-count')).toHaveTextContent('252 deals');
    expect(within(all).queryByText('partial')).toBeNull();
    expect(totalsRequests(sent)).toHaveLength(1);

    // Newest first, from the last page only (deals 201–250 of the service's oldest-first list).
    const pending = column('Pending');
    await waitFor(() => expect(pending).toHaveAttribute('aria-busy', 'false'));
    expect(pagesAsked(sent, 'pending')).toEqual(['200/100']);
    const cards = within(pending).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Pending 250');
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '250');
    // Windowed: a screenful and a few more, not the 50 loaded (nor the 250 counted).
    expect(cards.length).toBeLessThan(25);
  });

  it('renders the cards in view as the column scrolls, asking for older pages on the way', async () => {
    const { client, sent } = pipeline.boardClient();
    renderBoard(client);
    const pending = await screen.findByRole('region', { name: 'Pending' });
    await within(pending).findByRole('button', { name: 'Pending 250' }, { timeout: 10_000 });
    const scroller = pending.querySelector<HTMLElement>('[data-card-scroller]')!;
    const shownNumbers = () =>
      within(pending)
        .queryAllByRole('listitem')
        .map((card) => {
          const title = card.querySelector('[aria-roledescription]')?.textContent ?? '';
          return Number(/^Pending (\d+)$/.exec(title)?.[1]);
        });
    // Scrolled down bit by bit until cards of the page below the first one loaded show.
    const deadline = Date.now() + 10_000;
    for (let top = 1_000; Math.min(...shownNumbers()) > 150; top += 1_000) {
      if (Date.now() > deadline) throw new Error(`still at ${shownNumbers().join(', ')}`);
      await act(async () => {
        scroller.scrollTop = top;
        fireEvent.scroll(scroller);
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    }
    expect(pagesAsked(sent, 'pending').slice(0, 2)).toEqual(['200/100', '100/100']);
    expect(within(pending).queryByRole('button', { name: 'Pending 250' })).toBeNull();
    expect(within(pending).getAllByRole('listitem').length).toBeLessThan(25);
  });

  it('moves a card: both columns’ figures change at once, and stay once the service has it', async () => {
    const saved = gate();
    const { client, sent } = pipeline.boardClient({
      hold: ({ method, url }) =>
        method === 'PUT' && url.pathname.endsWith(`/deals/${pipeline.quickWinId}.xml`)
          ? saved.wait
          : undefined,
    });
    renderBoard(client);
    await waitFor(() => expect(totalsOf('Won')).toHaveTextContent(/^2 deals · \$1,020\.00$/), {
      timeout: 10_000,
    });
    expect(totalsOf('Lost')).toHaveTextContent(/^0 deals · \$0\.00$/);

    const won = column('Won');
    await userEvent.click(await within(won).findByRole('button', { name: 'Move “Quick win” to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lost' }));
    // The PUT is still waiting: the figures moved with the card.
    await waitFor(() => expect(totalsOf('Won')).toHaveTextContent(/^1 deal · \$1,000\.00$/));
    expect(totalsOf('Lost')).toHaveTextContent(/^1 deal · \$20\.00$/);
    expect(within(column('Lost')).getByRole('button', { name: 'Quick win' })).toBeInTheDocument();
    const asked = totalsRequests(sent).length;

    saved.open();
    // Saved, then asked again: the service's figures are the moved ones.
    await waitFor(() => expect(totalsRequests(sent).length).toBeGreaterThan(asked));
    await waitFor(async () => {
      const shown = await pipeline.service.request(
        'GET',
        `/service/deals/${pipeline.quickWinId}.xml`,
      );
      expect(decodeDeal(shown.xml!).status).toBe('lost');
    });
    await waitFor(() => expect(column('Won')).toHaveAttribute('aria-busy', 'false'));
    expect(totalsOf('Won')).toHaveTextContent(/^1 deal · \$1,000\.00$/);
    expect(totalsOf('Lost')).toHaveTextContent(/^1 deal · \$20\.00$/);
    expect(within(column('Lost')).getByRole('button', { name: 'Quick win' })).toBeInTheDocument();
  }, 30_000);

  it('filters the cards by text, counting the matching ones, and moves one through “Move to…”', async () => {
    const { client, sent } = pipeline.boardClient();
    renderBoard(client, '/pipeline?q=renewal');
    const won = await screen.findByRole('region', { name: 'Won' });
    await within(won).findByRole('button', { name: 'Big renewal' }, { timeout: 10_000 });
    await waitFor(() => expect(totalsOf('Pending')).toHaveTextContent(/^0 deals · \$0\.00$/), {
      timeout: 10_000,
    });
    expect(totalsOf('Won')).toHaveTextContent(/^1 deal · \$1,000\.00$/);
    // The service's totals count titles only; the filter looks at contacts and more.
    expect(totalsRequests(sent)).toEqual([]);

    await userEvent.click(within(won).getByRole('button', { name: 'Move “Big renewal” to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lost' }));
    const lost = column('Lost');
    await within(lost).findByRole('button', { name: 'Big renewal' });
    expect(within(won).queryByRole('button', { name: 'Big renewal' })).toBeNull();
    await waitFor(async () => {
      const shown = await pipeline.service.request(
        'GET',
        `/service/deals/${pipeline.renewalId}.xml`,
      );
      expect(decodeDeal(shown.xml!).status).toBe('lost');
    });
  }, 30_000);
});

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
