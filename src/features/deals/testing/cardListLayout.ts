import { vi } from 'vitest';

/**
 * jsdom lays nothing out (every box is 0 px tall), so a column's windowed card list would render
 * no card at all. This gives each column's scrolling box a height and each card one, as a browser
 * would (the virtualizer reads the box's `clientHeight` and each card's `offsetHeight`); a test
 * scrolls a box by setting its `scrollTop` and firing `scroll` (jsdom keeps the value).
 * Returns the undo.
 */
export function layOutCardLists(heights = { viewport: 600, card: 80 }): () => void {
  const isBox = (element: Element) => element.matches('[data-card-scroller]');
  const isCard = (element: Element) => element.matches('[data-card-scroller] li');
  const spies = [
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return isBox(this) ? heights.viewport : 0;
    }),
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return isBox(this) ? 280 : 0;
    }),
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return isCard(this) ? heights.card : 0;
    }),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}
