import { vi } from 'vitest';

const isBox = (element: Element) => element.matches('[data-card-scroller]');
const isCard = (element: Element) => element.matches('[data-card-scroller] li');

/**
 * jsdom lays nothing out (every box is 0 px tall) and its ResizeObserver stand-in reports nothing
 * (src/app/testing/jsdomShims.ts), so a column's windowed card list would keep its estimates. This
 * gives each column's scrolling box a height and each card one, as a browser would: the box's
 * `clientHeight`, each card's `offsetHeight`, and a ResizeObserver that reports a box or a card
 * once when it is observed (the windowed list measures what that reports); anything else it never
 * reports. A test scrolls a box by setting its `scrollTop` and firing `scroll` (jsdom keeps the
 * value). Returns the undo.
 */
export function layOutCardLists(heights = { viewport: 600, card: 80 }): () => void {
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

  class CardListResizeObserver implements ResizeObserver {
    private readonly observed = new Set<Element>();
    private readonly unreported: Element[] = [];

    constructor(private readonly callback: ResizeObserverCallback) {}

    observe(target: Element): void {
      if (!isBox(target) && !isCard(target)) return;
      this.observed.add(target);
      this.unreported.push(target);
      // A browser reports the elements observed after its next layout, in one batch: here, once
      // this task's rendering is done.
      if (this.unreported.length === 1) queueMicrotask(() => this.report());
    }

    unobserve(target: Element): void {
      this.observed.delete(target);
    }

    disconnect(): void {
      this.observed.clear();
    }

    private report(): void {
      const entries = this.unreported
        .splice(0)
        .filter((target) => this.observed.has(target) && target.isConnected)
        .map((target) => {
          const height = isBox(target) ? heights.viewport : heights.card;
          const size = { blockSize: height, inlineSize: 280 };
          return {
            target,
            borderBoxSize: [size],
            contentBoxSize: [size],
            devicePixelContentBoxSize: [size],
            contentRect: DOMRectReadOnly.fromRect({ width: 280, height }),
          } satisfies ResizeObserverEntry;
        });
      if (entries.length > 0) this.callback(entries, this);
    }
  }
  const jsdomObserver = globalThis.ResizeObserver;
  globalThis.ResizeObserver = CardListResizeObserver;

  return () => {
    for (const spy of spies) spy.mockRestore();
    globalThis.ResizeObserver = jsdomObserver;
  };
}
