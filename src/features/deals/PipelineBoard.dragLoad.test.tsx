// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { cardOf, settledBoard } from './testing/dragLayerTesting';

/**
 * Dragging (dnd-kit) loads when the board is first approached, not with the page; a drag begun
 * before it arrives still happens. The layer's module waits on `layer.open()` here, so the test
 * decides when it comes (one load per file: the console keeps it once loaded).
 */
const layer = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (open = resolve));
  return { loads: 0, arrival, open: () => open() };
});
vi.mock('./drag/DragLayer', async (importOriginal) => {
  layer.loads++;
  await layer.arrival;
  return importOriginal();
});

it('loads on the first press and takes that press over, with the pointer’s moves since', async () => {
  await settledBoard();
  // Give a needless load every chance to start.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(layer.loads).toBe(0);

  const card = cardOf('Won', 'Quick win');
  fireEvent.mouseDown(card, { button: 0, clientX: 10, clientY: 10 });
  await waitFor(() => expect(layer.loads).toBe(1));
  fireEvent.mouseMove(document, { clientX: 30, clientY: 40 });
  expect(card).not.toHaveAttribute('data-lifted');
  // No move after the layer arrives: the one made while it loaded lifts the card.
  layer.open();
  await waitFor(() => expect(card).toHaveAttribute('data-lifted'));
  fireEvent.mouseUp(document, { clientX: 30, clientY: 40 });
  await waitFor(() => expect(card).not.toHaveAttribute('data-lifted'));
}, 30_000);
