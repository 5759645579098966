// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { cardOf, settledBoard } from './testing/dragLayerTesting';

/** As PipelineBoard.dragLoad.test.tsx: the drag layer arrives when the test opens the gate. */
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

it('a press released before the drag layer arrives lifts nothing; the next one drags', async () => {
  await settledBoard();
  const card = cardOf('Won', 'Quick win');
  // The pointer comes over the board: the layer starts loading.
  fireEvent.pointerOver(card);
  await waitFor(() => expect(layer.loads).toBe(1));
  fireEvent.mouseDown(card, { button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(document, { clientX: 30, clientY: 40 });
  fireEvent.mouseUp(document, { clientX: 30, clientY: 40 });
  layer.open();
  // Arrived (the layer renders its floating card's place on the body), nothing lifted.
  await waitFor(() =>
    expect(
      document.querySelector('[data-dnd-kit-live-region], [id^="DndLiveRegion"]'),
    ).not.toBeNull(),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(card).not.toHaveAttribute('data-lifted');

  fireEvent.mouseDown(card, { button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(document, { clientX: 30, clientY: 40 });
  await waitFor(() => expect(card).toHaveAttribute('data-lifted'));
  fireEvent.mouseUp(document, { clientX: 30, clientY: 40 });
}, 30_000);
