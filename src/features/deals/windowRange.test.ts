import { describe, expect, it } from 'vitest';
import {
  countAtMost,
  countBelow,
  indexesToRender,
  layOut,
  sameWindow,
  windowAt,
  type ItemKey,
} from './windowRange';

/** The board's cards: 100 px until measured, 10 px apart, 4 px of room at either end. */
const CARDS = { estimate: 100, gap: 10, paddingStart: 4, paddingEnd: 4 };
const NONE = new Map<ItemKey, number>();

/** Keys 1…count, none measured: item i spans 4 + 110 i to 104 + 110 i. */
function estimated(count: number) {
  return layOut(
    Array.from({ length: count }, (_, index) => index + 1),
    NONE,
    CARDS,
  );
}

describe('layOut', () => {
  it('stacks the items with the gaps between them and the room at either end', () => {
    const offsets = layOut([11, 12, 13], NONE, CARDS);
    expect([...offsets.starts]).toEqual([4, 114, 224]);
    expect([...offsets.ends]).toEqual([104, 214, 324]);
    // No gap after the last item, only the room.
    expect(offsets.total).toBe(328);
  });

  it('uses the measured size of an item, by its key, and moves the ones below it', () => {
    const offsets = layOut([11, 12, 13], new Map([[12, 50]]), CARDS);
    expect([...offsets.starts]).toEqual([4, 114, 174]);
    expect([...offsets.ends]).toEqual([104, 164, 274]);
    expect(offsets.total).toBe(278);
  });

  it('keeps a measured size with its item when the items are reordered', () => {
    const offsets = layOut(
      [12, 11, 13],
      new Map([
        [12, 50],
        [99, 300],
      ]),
      CARDS,
    );
    expect([...offsets.starts]).toEqual([4, 64, 174]);
    expect(offsets.total).toBe(278);
  });

  it('is the room at either end for an empty list', () => {
    const offsets = layOut([], NONE, CARDS);
    expect(offsets.starts).toHaveLength(0);
    expect(offsets.total).toBe(8);
  });
});

describe('the binary searches', () => {
  const values = Float64Array.from([4, 114, 224]);

  it('count the values at most / below a value, at the edges too', () => {
    expect([3, 4, 113, 114, 224, 10_000].map((value) => countAtMost(values, value))).toEqual([
      0, 1, 1, 2, 3, 3,
    ]);
    expect([3, 4, 5, 224, 225].map((value) => countBelow(values, value))).toEqual([0, 0, 1, 2, 3]);
  });

  it('find nothing in an empty list', () => {
    expect(countAtMost(new Float64Array(0), 10)).toBe(0);
    expect(countBelow(new Float64Array(0), 10)).toBe(0);
  });

  it('step over equal values (items of no height)', () => {
    const flat = Float64Array.from([0, 0, 0, 5]);
    expect(countAtMost(flat, 0)).toBe(3);
    expect(countBelow(flat, 0)).toBe(0);
    expect(countBelow(flat, 5)).toBe(3);
  });

  it('search 10,000 items in a few steps', () => {
    const offsets = estimated(10_000);
    // Item 5,000 spans 550,004 to 550,104.
    expect(countAtMost(offsets.ends, 550_103)).toBe(5_000);
    expect(countAtMost(offsets.ends, 550_104)).toBe(5_001);
    expect(countBelow(offsets.starts, 550_004)).toBe(5_000);
  });
});

describe('windowAt', () => {
  const hundred = estimated(100);

  it('at the top: the items in a 720 px box and 3 more below', () => {
    // Item 6 starts at 664, item 7 at 774: below the box.
    expect(windowAt(hundred, 0, 720, 3)).toEqual({ first: 0, last: 6, start: 0, end: 9 });
  });

  it('scrolled down: the items in view and 3 more each way', () => {
    // Item 8 ends at 984 (above the box's top at 1,000); item 15 starts at 1,654 < 1,720.
    expect(windowAt(hundred, 1_000, 720, 3)).toEqual({ first: 9, last: 15, start: 6, end: 18 });
  });

  it('does not count an item whose bottom is above the box, when the top falls in a gap', () => {
    // Item 0 ends at 104, item 1 starts at 114.
    expect(windowAt(hundred, 105, 720, 0)).toMatchObject({ first: 1, start: 1 });
    expect(windowAt(hundred, 103, 720, 0)).toMatchObject({ first: 0, start: 0 });
  });

  it('scrolled past the end: the last screenful', () => {
    // The list is 10,998 px tall: the box can show 10,278 to 10,998, from item 93 (ends 10,334).
    expect(windowAt(hundred, 1e9, 720, 3)).toEqual({ first: 93, last: 99, start: 90, end: 99 });
  });

  it('scrolled above the top (a bounce): the first screenful', () => {
    expect(windowAt(hundred, -50, 720, 3)).toEqual({ first: 0, last: 6, start: 0, end: 9 });
  });

  it('a list shorter than the box: all of it, wherever the offset says', () => {
    expect(windowAt(estimated(3), 50, 720, 3)).toEqual({ first: 0, last: 2, start: 0, end: 2 });
  });

  it('a box too short to see an item (its top in a gap): the next item all the same', () => {
    expect(windowAt(estimated(3), 105, 2, 0)).toEqual({ first: 1, last: 1, start: 1, end: 1 });
  });

  it('follows measured sizes', () => {
    // Item 0 measured 1,000 px: it fills the box alone, item 1 starts at 1,014.
    const offsets = layOut([1, 2, 3, 4, 5], new Map([[1, 1_000]]), CARDS);
    expect(windowAt(offsets, 0, 720, 3)).toEqual({ first: 0, last: 0, start: 0, end: 3 });
    expect(windowAt(offsets, 1_010, 200, 0)).toEqual({ first: 1, last: 2, start: 1, end: 2 });
  });

  it('shows nothing of an empty list or in a box of no height', () => {
    expect(windowAt(estimated(0), 0, 720, 3)).toBeNull();
    expect(windowAt(hundred, 0, 0, 3)).toBeNull();
  });

  it('in a 10,000-item list: a screenful and the overscan around the offset', () => {
    expect(windowAt(estimated(10_000), 550_004, 720, 3)).toEqual({
      first: 5_000,
      last: 5_006,
      start: 4_997,
      end: 5_009,
    });
  });
});

describe('sameWindow', () => {
  const at = { first: 9, last: 15, start: 6, end: 18 };

  it('is the same when the same items render and the same one is last in view', () => {
    expect(sameWindow(at, { ...at })).toBe(true);
    // Near the top the overscan is cut at 0: another first item in view renders the same.
    expect(sameWindow({ ...at, first: 1, start: 0 }, { ...at, first: 2, start: 0 })).toBe(true);
    expect(sameWindow(null, null)).toBe(true);
  });

  it('differs when the items rendered or the last in view differ', () => {
    expect(sameWindow(at, { ...at, start: 7 })).toBe(false);
    expect(sameWindow(at, { ...at, end: 19 })).toBe(false);
    // Near the end the overscan is cut at the last item: the last in view still counts.
    expect(sameWindow(at, { ...at, last: 16 })).toBe(false);
    expect(sameWindow(at, null)).toBe(false);
    expect(sameWindow(null, at)).toBe(false);
  });
});

describe('indexesToRender', () => {
  const at = { first: 9, last: 15, start: 6, end: 18 };
  const inWindow = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

  it('renders the window, in order', () => {
    expect(indexesToRender(at, [], 100)).toEqual(inWindow);
  });

  it('adds the pinned indexes outside the window, in order, each once', () => {
    expect(indexesToRender(at, [50, 12, 0, 50], 100)).toEqual([0, ...inWindow, 50]);
  });

  it('drops pinned indexes that are not in the list', () => {
    expect(indexesToRender(at, [100, -1, 2.5], 100)).toEqual(inWindow);
  });

  it('renders the pinned ones even when the box shows nothing', () => {
    expect(indexesToRender(null, [3, 1], 5)).toEqual([1, 3]);
    expect(indexesToRender(null, [], 5)).toEqual([]);
  });
});
