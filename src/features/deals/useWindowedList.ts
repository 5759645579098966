import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  indexesToRender,
  layOut,
  sameWindow,
  windowAt,
  type ItemKey,
  type ListWindow,
  type Offsets,
} from './windowRange';

export interface WindowedListOptions {
  /** Each item's key, in order: the list has as many items. */
  keys: readonly ItemKey[];
  /** The scrolling box the list fills, from its top. */
  scrollRef: RefObject<HTMLElement | null>;
  /** An item's height until it is measured, in pixels. */
  estimate: number;
  gap: number;
  paddingStart: number;
  paddingEnd: number;
  /** Items rendered past those in view, each way. */
  overscan: number;
  /** Indexes rendered wherever the list is scrolled (an item being dragged or focused). */
  pinned: readonly number[];
  /**
   * The box's height until it is measured. The first render uses it and the estimates alone,
   * so a page drawn on the server and the browser's first render of it agree.
   */
  initialHeight: number;
}

export interface WindowItem {
  index: number;
  key: ItemKey;
  /** The item's top in pixels from the top of the list. */
  start: number;
}

export interface WindowedList {
  /** The items to render, in index order. */
  items: readonly WindowItem[];
  /** The list's height in pixels, all items included. */
  totalSize: number;
  /**
   * The ref for each rendered item's element, which must carry its index as `data-index`: the
   * element is measured while it is rendered. One function for all items and all renders, so a
   * memoized item handed it again does not re-render.
   */
  measureRef: (element: Element | null) => void;
  /** The last item in view (overscan aside), -1 when none is. */
  lastInView: number;
}

/** Where the box is, as last seen: its scroll position and its height. */
interface View {
  scrollTop: number;
  height: number;
}

/** What the DOM's callbacks read: the last commit's layout and what it rendered. */
interface Committed {
  keys: readonly ItemKey[];
  offsets: Offsets;
  shown: ListWindow | null;
  overscan: number;
  estimate: number;
}

/**
 * A windowed list in a scrolling box: only the items in view and `overscan` more each way are
 * rendered (and the pinned ones), so a list of 10,000 items costs what one of twenty does.
 *
 * - Each rendered element is measured by a ResizeObserver (in the frame it is laid out, before it
 *   is painted, and again whenever its height changes); a size that differs from the estimate
 *   moves the items below it. Sizes are kept by key: an item that moves keeps its size.
 * - An item above the box's top that changes height would move what is in view: the box is
 *   scrolled by the difference, once the list is rendered with the new size.
 * - Scrolling renders only when the window changes (which items, or the last in view), not at
 *   each pixel: a passive listener finds the window by binary search over the offsets, which are
 *   computed once per change of the items or their sizes.
 * - The box's own height is observed too (the window's size changes it).
 *
 * Without a ResizeObserver (none in a server render), the estimates and `initialHeight` are used.
 */
export function useWindowedList({
  keys,
  scrollRef,
  estimate,
  gap,
  paddingStart,
  paddingEnd,
  overscan,
  pinned,
  initialHeight,
}: WindowedListOptions): WindowedList {
  // Copied on each change (never mutated), so renders read them as state; see `onResize`.
  const [sizes, setSizes] = useState<ReadonlyMap<ItemKey, number>>(() => new Map());
  const [view, setView] = useState<View>(() => ({ scrollTop: 0, height: initialHeight }));

  const offsets = useMemo(
    () => layOut(keys, sizes, { estimate, gap, paddingStart, paddingEnd }),
    [keys, sizes, estimate, gap, paddingStart, paddingEnd],
  );
  const shown = useMemo(
    () => windowAt(offsets, view.scrollTop, view.height, overscan),
    [offsets, overscan, view],
  );
  const items = useMemo(
    () =>
      indexesToRender(shown, pinned, keys.length).map((index) => ({
        index,
        key: keys[index]!,
        start: offsets.starts[index]!,
      })),
    [keys, offsets, pinned, shown],
  );

  const committed = useRef<Committed>({ keys, offsets, shown, overscan, estimate });
  /** The box as last seen by the scroll listener and the observer, ahead of `view` in between. */
  const seen = useRef<View>({ scrollTop: 0, height: initialHeight });
  /** The sizes measured, ahead of `sizes` until the render they asked for. */
  const measured = useRef<ReadonlyMap<ItemKey, number>>(sizes);
  /** By how much to scroll the box once the sizes measured above its top are rendered. */
  const shift = useRef(0);
  const observer = useRef<ResizeObserver | null>(null);
  /** The item elements observed; those removed since are let go after each batch of removals. */
  const watched = useRef(new Set<Element>());
  const sweepQueued = useRef(false);

  /** Renders again when where the box is now shows another window than the last commit's. */
  const sync = useCallback(() => {
    const { offsets, shown, overscan } = committed.current;
    const { scrollTop, height } = seen.current;
    if (!sameWindow(windowAt(offsets, scrollTop, height, overscan), shown))
      setView({ scrollTop, height });
  }, []);

  const onResize = useCallback(
    (entries: readonly ResizeObserverEntry[]) => {
      const box = scrollRef.current;
      const { keys, offsets, estimate } = committed.current;
      let next: Map<ItemKey, number> | null = null;
      for (const entry of entries) {
        const { target } = entry;
        if (target === box) {
          seen.current.height = box.clientHeight;
          continue;
        }
        const index = Number(target.getAttribute('data-index') ?? Number.NaN);
        const key = keys[index];
        // An element of an item the list no longer has, or already removed: nothing to measure.
        if (key === undefined || !target.isConnected) continue;
        const size = heightOf(entry);
        const before = (next ?? measured.current).get(key) ?? estimate;
        if (size === before) continue;
        next ??= new Map(measured.current);
        next.set(key, size);
        // Above the box's top, the item's new height would push what is in view up or down.
        if ((offsets.starts[index] ?? Number.POSITIVE_INFINITY) < seen.current.scrollTop)
          shift.current += size - before;
      }
      if (next === null) {
        sync();
        return;
      }
      measured.current = next;
      setSizes(next);
      const { scrollTop, height } = seen.current;
      setView((view) =>
        view.scrollTop === scrollTop && view.height === height ? view : { scrollTop, height },
      );
    },
    [scrollRef, sync],
  );

  const measureRef = useCallback((element: Element | null) => {
    if (element !== null) {
      watched.current.add(element);
      observer.current?.observe(element, { box: 'border-box' });
      return;
    }
    // An element being removed is still in the document when its ref is cleared, and which one
    // it is goes unsaid: once the render is done, those no longer in the document are let go.
    if (sweepQueued.current) return;
    sweepQueued.current = true;
    queueMicrotask(() => {
      sweepQueued.current = false;
      for (const element of watched.current) {
        if (element.isConnected) continue;
        watched.current.delete(element);
        observer.current?.unobserve(element);
      }
    });
  }, []);

  // Each commit: what the callbacks read, the scroll that keeps the view still (now that the
  // list has the new sizes, so it is tall enough for it), and the window the box shows if it
  // moved since (the items or their sizes changed under it).
  useLayoutEffect(() => {
    committed.current = { keys, offsets, shown, overscan, estimate };
    const box = scrollRef.current;
    if (shift.current !== 0 && box !== null) {
      box.scrollTop += shift.current;
      seen.current.scrollTop = box.scrollTop;
    }
    shift.current = 0;
    sync();
  });

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box === null) return;
    const onScroll = () => {
      seen.current.scrollTop = box.scrollTop;
      sync();
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    // The items rendered before now (their refs come before this effect) are observed too.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    resizes?.observe(box);
    for (const element of watched.current) resizes?.observe(element, { box: 'border-box' });
    observer.current = resizes;
    const elements = watched.current;
    return () => {
      box.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
      observer.current = null;
      elements.clear();
    };
  }, [onResize, scrollRef, sync]);

  return {
    items,
    totalSize: offsets.total,
    measureRef,
    lastInView: shown?.last ?? -1,
  };
}

/** An element's border-box height, whole pixels as the layout rounds it. */
function heightOf(entry: ResizeObserverEntry): number {
  // Older browsers give no box sizes (and a test's stand-in may not): the element's own, then.
  const box = entry.borderBoxSize?.[0];
  if (box !== undefined) return Math.round(box.blockSize);
  const { target } = entry;
  return target instanceof HTMLElement
    ? target.offsetHeight
    : Math.round(target.getBoundingClientRect().height);
}
