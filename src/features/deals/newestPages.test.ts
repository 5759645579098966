import { describe, expect, it } from 'vitest';
import type { Deal } from '#xml/deal';
import { testDeal as deal, testDealRange as range } from './testing/testDeals';
import { isNewestComplete, newestDeals, newestSlices } from './newestPages';

/** A cache of pages by `offset/limit`. */
function cacheOf(pages: Record<string, Deal[]>) {
  return (slice: { offset: number; limit: number }) => pages[`${slice.offset}/${slice.limit}`];
}

describe('newest pages of a counted column', () => {
  it('asks only for the last page when it holds the cards wanted', () => {
    expect(newestSlices(250, 40, cacheOf({}), 100)).toEqual({
      slices: [{ offset: 200, limit: 100 }],
      hasMore: true,
    });
  });

  it('asks for the page below too when the last one holds too few', () => {
    expect(newestSlices(205, 40, cacheOf({}), 100).slices).toEqual([
      { offset: 200, limit: 100 },
      { offset: 100, limit: 100 },
    ]);
  });

  it('goes further down as more cards are wanted, counting the pages that arrived by their length', () => {
    // The count said 250, but the last page came back with 10 deals (some were deleted).
    const at = cacheOf({ '200/100': range(191, 10) });
    expect(newestSlices(250, 111, at, 100).slices.map((slice) => slice.offset)).toEqual([
      200, 100, 0,
    ]);
    expect(newestSlices(250, 60, at, 100).slices.map((slice) => slice.offset)).toEqual([200, 100]);
  });

  it('has nothing more below page 0, and nothing at all for an empty column', () => {
    expect(newestSlices(90, 40, cacheOf({}), 100)).toEqual({
      slices: [{ offset: 0, limit: 100 }],
      hasMore: false,
    });
    expect(newestSlices(0, 40, cacheOf({}), 100)).toEqual({ slices: [], hasMore: false });
  });

  it('asks past the count while the pages there come back full (deals were added since)', () => {
    const at = cacheOf({ '200/100': range(201, 100), '300/100': range(301, 100) });
    expect(newestSlices(250, 40, at, 100).slices.map((slice) => slice.offset)).toEqual([
      400, 300, 200,
    ]);
  });

  it('does not ask past a count that fills its last page exactly', () => {
    const at = cacheOf({ '100/100': range(101, 100) });
    expect(newestSlices(200, 40, at, 100).slices.map((slice) => slice.offset)).toEqual([100]);
  });
});

describe('newest deals', () => {
  it('lists the arrived pages newest first, down to the first missing one', () => {
    expect(newestDeals([range(4, 2), range(2, 2)]).map((d) => d.id)).toEqual([5, 4, 3, 2]);
    expect(newestDeals([range(4, 2), undefined, range(1, 1)]).map((d) => d.id)).toEqual([5, 4]);
    expect(newestDeals([undefined, undefined])).toEqual([]);
  });

  it('keeps showing the pages there while a newer one is on its way', () => {
    expect(newestDeals([undefined, range(3, 2), range(1, 2)]).map((d) => d.id)).toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('drops a deal seen twice across a page border', () => {
    expect(
      newestDeals([
        [deal(3), deal(4)],
        [deal(2), deal(3)],
      ]).map((d) => d.id),
    ).toEqual([4, 3, 2]);
  });

  it('is complete once page 0 and every page above it arrived', () => {
    const slices = [
      { offset: 100, limit: 100 },
      { offset: 0, limit: 100 },
    ];
    expect(isNewestComplete(slices, [range(101, 5), range(1, 100)])).toBe(true);
    expect(isNewestComplete(slices, [range(101, 5), undefined])).toBe(false);
    expect(isNewestComplete(slices.slice(0, 1), [range(101, 5)])).toBe(false);
  });
});
