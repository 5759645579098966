/**
 * The arithmetic of a windowed list (`useWindowedList`), apart from React and the DOM: where each
 * item sits, and which items a scrolling box of a given height shows at a given scroll position.
 * Items are stacked top to bottom, `gap` apart, with room before the first and after the last.
 */

/** What identifies an item across renders, so a measured size follows it when items move. */
export type ItemKey = number | string;

export interface Spacing {
  /** An item's height until it is measured. */
  estimate: number;
  gap: number;
  paddingStart: number;
  paddingEnd: number;
}

/** Each item's top and bottom in pixels from the top of the list, and the list's height. */
export interface Offsets {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  readonly total: number;
}

/**
 * Which items a scroll position shows: `first` to `last` are in view, `start` to `end` are
 * rendered (those and `overscan` more each way, within the list).
 */
export interface ListWindow {
  first: number;
  last: number;
  start: number;
  end: number;
}

/**
 * Every item's place, from the sizes measured so far (by key) and the estimate for the others.
 * One pass over the items: run when the items or a measured size change, never while scrolling.
 * Typed arrays, since a column may hold 10,000 cards and the binary searches read them often.
 */
export function layOut(
  keys: readonly ItemKey[],
  sizes: ReadonlyMap<ItemKey, number>,
  spacing: Spacing,
): Offsets {
  const count = keys.length;
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  let top = spacing.paddingStart;
  for (let index = 0; index < count; index += 1) {
    const size = sizes.get(keys[index]!) ?? spacing.estimate;
    starts[index] = top;
    ends[index] = top + size;
    top += size + spacing.gap;
  }
  // No gap after the last item: the list ends at its bottom and the room after it.
  const total = (count === 0 ? spacing.paddingStart : ends[count - 1]!) + spacing.paddingEnd;
  return { starts, ends, total };
}

/**
 * How many of the ascending `values` are at most `value`: the index of the first one above it
 * (`values.length` when none is). Binary search: O(log n).
 */
export function countAtMost(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Like `countAtMost`, for the values strictly below `value`. */
export function countBelow(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The items a box `height` pixels tall shows when scrolled `scrollTop` down the list, and those
 * rendered with `overscan` more each way; null when there is nothing to show (no item, or a box
 * of no height). O(log n): two binary searches, whatever the number of items in view.
 */
export function windowAt(
  offsets: Offsets,
  scrollTop: number,
  height: number,
  overscan: number,
): ListWindow | null {
  const count = offsets.starts.length;
  if (count === 0 || height <= 0) return null;
  // A box is never scrolled past the end of its list, but the offset read may be: the list has
  // just shrunk, or a bounce on a touch screen went past either edge.
  const top = Math.min(Math.max(scrollTop, 0), Math.max(offsets.total - height, 0));
  // In view: from the first item whose bottom is below the box's top to the last item whose top
  // is above the box's bottom. The top may fall in a gap or the room after the last item, and a
  // very short box may see no item at all: at least one is always taken.
  const first = Math.min(countAtMost(offsets.ends, top), count - 1);
  const last = Math.max(countBelow(offsets.starts, top + height) - 1, first);
  return {
    first,
    last,
    start: Math.max(first - overscan, 0),
    end: Math.min(last + overscan, count - 1),
  };
}

/**
 * Whether two windows render the same: the same items, and the same last one in view (which the
 * list's user may act on, e.g. to load more before the end). A scroll that changes neither need
 * not render anything.
 */
export function sameWindow(a: ListWindow | null, b: ListWindow | null): boolean {
  if (a === null || b === null) return a === b;
  return a.start === b.start && a.end === b.end && a.last === b.last;
}

/**
 * The indexes to render, ascending: the window's and the pinned ones outside it (items that
 * must stay rendered wherever the list is scrolled). Pinned indexes past the list are dropped.
 */
export function indexesToRender(
  shown: ListWindow | null,
  pinned: readonly number[],
  count: number,
): number[] {
  const indexes: number[] = [];
  if (shown !== null) {
    for (let index = shown.start; index <= shown.end; index += 1) indexes.push(index);
  }
  const outside = pinned.filter(
    (index) =>
      Number.isInteger(index) &&
      index >= 0 &&
      index < count &&
      (shown === null || index < shown.start || index > shown.end),
  );
  if (outside.length === 0) return indexes;
  // A few pinned indexes at most: sorting them in is cheap.
  return [...new Set([...indexes, ...outside])].sort((a, b) => a - b);
}
