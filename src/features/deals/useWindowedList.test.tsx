// @vitest-environment jsdom
import { useMemo, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import { useWindowedList } from './useWindowedList';

/**
 * A ResizeObserver the test drives: it reports the sizes it is told to, when it is told to, as a
 * browser does after a layout (jsdom lays nothing out).
 */
class TestResizeObserver implements ResizeObserver {
  static created: TestResizeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(private readonly callback: ResizeObserverCallback) {
    TestResizeObserver.created.push(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
    this.disconnected = true;
  }

  /** Reports each element at its height (border box), all in one batch. */
  report(heights: ReadonlyArray<readonly [Element, number]>): void {
    const entries = heights.map(([target, blockSize]) => {
      const size = { blockSize, inlineSize: 280 };
      return {
        target,
        borderBoxSize: [size],
        contentBoxSize: [size],
        devicePixelContentBoxSize: [size],
        contentRect: DOMRectReadOnly.fromRect({ width: 280, height: blockSize }),
      } satisfies ResizeObserverEntry;
    });
    act(() => this.callback(entries, this));
  }
}

/** The one observer of the list rendered. */
function resizes(): TestResizeObserver {
  expect(TestResizeObserver.created).toHaveLength(1);
  return TestResizeObserver.created[0]!;
}

interface ListProps {
  count: number;
  /** Item keys are 1…count, or these. */
  keys?: readonly number[];
  pinned?: readonly number[];
  onRender?: () => void;
}

const NO_PIN: readonly number[] = [];

/** The board's spacing: 100 px cards 10 px apart, 4 px of room at either end, 3 more each way. */
function List({ count, keys: given, pinned = NO_PIN, onRender }: ListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(
    () => given ?? Array.from({ length: count }, (_, index) => index + 1),
    [count, given],
  );
  const list = useWindowedList({
    keys,
    scrollRef,
    estimate: 100,
    gap: 10,
    paddingStart: 4,
    paddingEnd: 4,
    overscan: 3,
    pinned,
    initialHeight: 720,
  });
  onRender?.();
  return (
    <div ref={scrollRef} data-testid="box" data-last-in-view={list.lastInView}>
      <ul style={{ height: list.totalSize }}>
        {list.items.map((item) => (
          <li key={item.key} ref={list.measureRef} data-index={item.index} data-top={item.start}>
            {item.key}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each rendered item as index:top (its key is the text). */
function placed(container: ParentNode = document): string[] {
  return [...container.querySelectorAll('li')].map(
    (item) => `${item.dataset['index']}:${item.dataset['top']}`,
  );
}

function item(index: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`li[data-index="${index}"]`);
  if (found === null) throw new Error(`item ${index} is not rendered`);
  return found;
}

function scrollBox(top: number): HTMLElement {
  const box = screen.getByTestId('box');
  act(() => {
    box.scrollTop = top;
    fireEvent.scroll(box);
  });
  return box;
}

/** Item i, 100 px, starts at 4 + 110 i. */
const estimatedTops = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => `${from + n}:${4 + 110 * (from + n)}`);

beforeEach(() => {
  TestResizeObserver.created = [];
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useWindowedList', () => {
  it('renders a window of a 10,000-item list and the pinned items, placed by the estimates', () => {
    render(<List count={10_000} pinned={[5_000]} />);
    // A 720 px box shows items 0–6; 3 more below; item 5,000 wherever the box is.
    expect(placed()).toEqual([...estimatedTops(0, 9), '5000:550004']);
    expect(screen.getByRole('list').style.height).toBe(`${10_000 * 110 - 10 + 8}px`);
    expect(screen.getByTestId('box').dataset['lastInView']).toBe('6');
    // Every rendered item is observed, and the box.
    expect(resizes().observed.size).toBe(12);
  });

  it('renders on the server and first in the browser the same items at the same places', () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = renderToString(h(() => <List count={10_000} pinned={[40]} />, null));
    const { container } = render(<List count={10_000} pinned={[40]} />);
    expect(placed(container)).toEqual(placed(drawn));
    expect(placed(container)).toHaveLength(11);
    expect(container.querySelector('ul')!.style.height).toBe(
      drawn.querySelector('ul')!.style.height,
    );
  });

  it('moves the items below a measured one, and keeps its size with its key when items move', () => {
    const { rerender } = render(<List count={100} />);
    resizes().report([[item(1), 150]]);
    expect(placed().slice(0, 4)).toEqual(['0:4', '1:114', '2:274', '3:384']);
    expect(screen.getByRole('list').style.height).toBe(`${100 * 110 - 10 + 8 + 50}px`);

    // The measured item (key 2) now first: it keeps its 150 px.
    const keys = Array.from({ length: 100 }, (_, index) => index + 1);
    [keys[0], keys[1]] = [2, 1];
    rerender(<List count={100} keys={keys} />);
    expect(item(0).textContent).toBe('2');
    expect(placed().slice(0, 3)).toEqual(['0:4', '1:164', '2:274']);
  });

  it('renders again only when scrolling changes the window', () => {
    const onRender = vi.fn();
    render(<List count={1_000} onRender={onRender} />);
    const rendersBefore = onRender.mock.calls.length;

    // Up to 54 px down the box shows items 0–6 (item 7 starts at 774): nothing to render.
    scrollBox(20);
    scrollBox(54);
    expect(onRender).toHaveBeenCalledTimes(rendersBefore);
    // 55 px down, item 7 comes into view: one render, then none while it stays the last.
    scrollBox(55);
    expect(onRender).toHaveBeenCalledTimes(rendersBefore + 1);
    expect(placed()).toEqual(estimatedTops(0, 10));
    scrollBox(100);
    expect(onRender).toHaveBeenCalledTimes(rendersBefore + 1);

    scrollBox(1_000);
    expect(onRender).toHaveBeenCalledTimes(rendersBefore + 2);
    expect(placed()).toEqual(estimatedTops(6, 18));
    expect(screen.getByTestId('box').dataset['lastInView']).toBe('15');
  });

  it('keeps what is in view still when an item above the box’s top changes height', () => {
    render(<List count={1_000} />);
    const box = scrollBox(1_000);
    // Item 6 (top 664) is above the box's top at 1,000, item 12 in view: only item 6's 30 px count.
    resizes().report([
      [item(6), 130],
      [item(12), 120],
    ]);
    expect(box.scrollTop).toBe(1_030);
    expect(placed().slice(0, 3)).toEqual(['6:664', '7:804', '8:914']);
    // The item in view grew at its bottom: the box stays where it is.
    resizes().report([[item(12), 140]]);
    expect(box.scrollTop).toBe(1_030);
  });

  it('follows the box’s own height', () => {
    render(<List count={100} />);
    const box = screen.getByTestId('box');
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 300 });
    resizes().report([[box, 300]]);
    // Items 0–2 in a 300 px box (item 3 starts at 334), 3 more below.
    expect(placed()).toEqual(estimatedTops(0, 5));
    expect(box.dataset['lastInView']).toBe('2');
  });

  it('lets go of removed items, and of its observer and listener when unmounted', async () => {
    const { rerender, unmount } = render(<List count={100} />);
    const observer = resizes();
    const first = item(0);
    expect(observer.observed.has(first)).toBe(true);
    rerender(<List count={100} keys={Array.from({ length: 100 }, (_, index) => index + 101)} />);
    // Let go once the render is done (the microtask after it).
    await act(() => Promise.resolve());
    expect(first.isConnected).toBe(false);
    expect(observer.observed.has(first)).toBe(false);
    expect(observer.observed.size).toBe(11);

    const box = screen.getByTestId('box');
    const removed = vi.spyOn(box, 'removeEventListener');
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
