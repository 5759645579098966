// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoveToMenuProps } from './MoveToMenu';
import {
  seededPipeline,
  gate,
  totalsRequests,
  renderBoard,
  column,
  totalsOf,
} from './testing/pipelineService';

/**
 * Renders of each card, by the deal's label: every render of a card renders its "Move to…"
 * button once, so the button counts them.
 */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./MoveToMenu', async (importOriginal) => {
  const { MoveToMenu } = await importOriginal<typeof import('./MoveToMenu')>();
  return {
    MoveToMenu(props: MoveToMenuProps) {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return <MoveToMenu {...props} />;
    },
  };
});

/**
 * What a drag or a keyboard move re-renders on the board, against the real service: the card
 * moved and the columns it leaves and enters, not the others (a board of 10,000 deals has a
 * hundred cards on screen, and re-rendering them all made a lift take a second on a slow phone).
 */
const pipeline = seededPipeline();

/** The cards whose renders changed since `before`, by label. */
function renderedSince(before: ReadonlyMap<string, number>): string[] {
  return [...renders].filter(([label, count]) => before.get(label) !== count).map(([l]) => l);
}

/** The column a lifted card is carried over (its status). */
function columnOver(): string {
  const over = screen.getAllByRole('region').filter((region) => region.hasAttribute('data-over'));
  expect(over).toHaveLength(1);
  return over[0]!.getAttribute('data-board-column')!;
}

/** The board with its first cards and final totals, once nothing is loading any more. */
async function settledBoard(client: Parameters<typeof renderBoard>[0]) {
  renderBoard(client);
  await waitFor(() => expect(totalsOf('Won')).toHaveTextContent(/^2 deals · \$1,020\.00$/), {
    timeout: 10_000,
  });
  await waitFor(() =>
    expect(
      screen.getAllByRole('region').every((region) => region.getAttribute('aria-busy') === 'false'),
    ).toBe(true),
  );
  expect(within(column('Pending')).getAllByRole('listitem').length).toBeGreaterThan(3);
}

describe('pipeline board renders', () => {
  // The moves are saved: the next test starts from the seeded board again.
  afterEach(async () => {
    const back = await pipeline.service.request(
      'PUT',
      `/service/deals/${pipeline.quickWinId}.xml`,
      {
        body: '<deal><status>won</status></deal>',
      },
    );
    expect(back.status).toBe(200);
  });

  it('a keyboard lift and move re-render the moved card, not the unchanged ones', async () => {
    const saved = gate();
    const { client } = pipeline.boardClient({
      hold: ({ method }) => (method === 'PUT' ? saved.wait : undefined),
    });
    await settledBoard(client);
    const before = new Map(renders);
    const pendingCards = [...renders.keys()].filter((label) => label.startsWith('Pending'));
    expect(pendingCards.length).toBeGreaterThan(3);

    within(column('Won')).getByRole('button', { name: 'Quick win' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    // Lifted and carried over the next column: only the lifted card shows it.
    expect(renderedSince(before)).toEqual(['Quick win']);

    const target = columnOver();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(within(column(target)).getByRole('button', { name: 'Quick win' })).toBeVisible(),
    );
    // Dropped (the save under way): the card left behind moved up, in its list item only.
    expect(renderedSince(before)).toEqual(['Quick win']);

    saved.open();
    await waitFor(() => expect(column('Won')).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(column(target)).toHaveAttribute('aria-busy', 'false'));
    // Saved and both columns reloaded: only the moved card, as the service now has it, re-rendered.
    expect(renderedSince(before)).toEqual(['Quick win']);
  }, 30_000);

  it('a drag lift with the mouse re-renders the dragged card only', async () => {
    const { client } = pipeline.boardClient();
    await settledBoard(client);
    const before = new Map(renders);

    const card = within(column('Won'))
      .getByRole('button', { name: 'Quick win' })
      .closest<HTMLElement>('[data-deal-id]')!;
    fireEvent.mouseDown(card, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 30, clientY: 40 });
    await waitFor(() => expect(card).toHaveAttribute('data-lifted'));
    fireEvent.mouseMove(document, { clientX: 60, clientY: 80 });
    expect(renderedSince(before)).toEqual(['Quick win']);

    fireEvent.mouseUp(document, { clientX: 60, clientY: 80 });
    await waitFor(() => expect(card).not.toHaveAttribute('data-lifted'));
  }, 30_000);

  it('moves both columns’ totals at the drop, from the card’s amount, before the service answers', async () => {
    const saved = gate();
    const asked = gate();
    let dropped = false;
    const { client, sent } = pipeline.boardClient({
      // After the drop the save and any new totals wait: only the board's own sums can show.
      hold: ({ method, url }) =>
        method === 'PUT'
          ? saved.wait
          : dropped && url.pathname.endsWith('/deals/totals.xml')
            ? asked.wait
            : undefined,
    });
    await settledBoard(client);
    const totalsBefore = totalsRequests(sent).length;

    within(column('Won')).getByRole('button', { name: 'Quick win' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    const target = columnOver();
    expect(totalsOf(target)).toHaveTextContent(/^0 deals · \$0\.00$/);
    dropped = true;
    await userEvent.keyboard(' ');
    await waitFor(() => expect(totalsOf('Won')).toHaveTextContent(/^1 deal · \$1,000\.00$/));
    expect(totalsOf(target)).toHaveTextContent(/^1 deal · \$20\.00$/);
    expect(totalsRequests(sent)).toHaveLength(totalsBefore);

    saved.open();
    asked.open();
    await waitFor(() => expect(totalsRequests(sent).length).toBeGreaterThan(totalsBefore));
    await waitFor(() => expect(column('Won')).toHaveAttribute('aria-busy', 'false'));
    expect(totalsOf('Won')).toHaveTextContent(/^1 deal · \$1,000\.00$/);
    expect(totalsOf(target)).toHaveTextContent(/^1 deal · \$20\.00$/);
  }, 30_000);
});
