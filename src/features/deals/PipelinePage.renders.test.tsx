// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeDeal } from '#xml/deal';
import { column, renderBoard, seededPipeline, totalsOf } from './testing/pipelineService';
import { cardMarks, columnMarks, rendered, renderMarks } from './testing/renderMarks';

/**
 * What re-renders when a card moves, against the real service: only the cards and columns the
 * move changes. At 10,000 deals every other card re-rendering is what made a drop slow on a
 * phone's CPU (issue 31); here the columns hold a few dozen cards, and none of them may render
 * again.
 */
const pipeline = seededPipeline();

/** The ids of the cards a column shows. */
const shownIds = (status: string) =>
  [...column(status).querySelectorAll<HTMLElement>('[data-deal-id]')].map((card) =>
    Number(card.dataset['dealId']),
  );

async function boardSettled() {
  const { client } = pipeline.boardClient();
  renderBoard(client);
  await waitFor(() => expect(totalsOf('Pending')).toHaveTextContent(/^250 deals · \$375\.00$/), {
    timeout: 10_000,
  });
  await within(column('Pending')).findByRole('button', { name: 'Pending 250' });
  for (const status of ['Pending', 'Won', 'Failure', 'Lost'])
    await waitFor(() => expect(column(status)).toHaveAttribute('aria-busy', 'false'));
}

describe('pipeline board re-rendering', () => {
  it('moves a card without rendering the cards and columns the move does not change', async () => {
    await boardSettled();
    const pendingIds = shownIds('Pending');
    expect(pendingIds.length).toBeGreaterThan(5);
    const [cards, columns] = [cardMarks(), columnMarks()];
    const filters = renderMarks('PipelineFilters', () => 'filters');
    expect([...cards.keys()]).toEqual(expect.arrayContaining(pendingIds));
    expect([...columns.keys()].sort()).toEqual(['Failure', 'Lost', 'Pending', 'Won']);

    await userEvent.click(
      within(column('Won')).getByRole('button', { name: 'Move “Quick win” to…' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lost' }));
    await waitFor(() => expect(totalsOf('Lost')).toHaveTextContent(/^1 deal · \$20\.00$/));
    // Saved and both columns read again.
    await waitFor(async () => {
      const shown = await pipeline.service.request(
        'GET',
        `/service/deals/${pipeline.quickWinId}.xml`,
      );
      expect(decodeDeal(shown.xml!).status).toBe('lost');
    });
    for (const status of ['Won', 'Lost'])
      await waitFor(() => expect(column(status)).toHaveAttribute('aria-busy', 'false'));
    expect(within(column('Lost')).getByRole('button', { name: 'Quick win' })).toBeInTheDocument();

    const cardsRendered = rendered(cards, cardMarks());
    expect(cardsRendered.filter((id) => pendingIds.includes(id as number))).toEqual([]);
    expect(rendered(columns, columnMarks())).not.toContain('Pending');
    expect(rendered(columns, columnMarks())).not.toContain('Failure');
    // Nor the rest of the page: the filters above the board stay as they were.
    expect(
      rendered(
        filters,
        renderMarks('PipelineFilters', () => 'filters'),
      ),
    ).toEqual([]);
  }, 30_000);

  it('lifts a card with the keyboard and puts it back, rendering only that card and its column', async () => {
    await boardSettled();
    const [cards, columns] = [cardMarks(), columnMarks()];
    expect(cards.size).toBeGreaterThan(5);
    const handle = within(column('Pending')).getByRole('button', { name: 'Pending 250' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(column('Won')).toHaveAttribute('data-over', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'false'));

    const lifted = Number(handle.closest<HTMLElement>('[data-deal-id]')!.dataset['dealId']);
    expect(rendered(cards, cardMarks())).toEqual([lifted]);
    expect(rendered(columns, columnMarks())).toEqual(['Pending']);
  }, 30_000);
});
