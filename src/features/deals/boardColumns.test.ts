import { describe, expect, it } from 'vitest';
import type { Deal } from '#xml/deal';
import {
  boardStatuses,
  boardPageKey,
  columnDeals,
  isBoardKeyOf,
  isColumnComplete,
  matchesText,
  pageSlices,
  shownColumn,
  totalsOf,
  type PendingMove,
} from './boardColumns';
import { testDeal, testDealRange as range } from './testing/testDeals';

function deal(id: number, status = 'pending', amount = '10.00', title = `Deal ${id}`): Deal {
  return testDeal(id, { status, amount, title });
}

describe('board paging', () => {
  it('asks for a small first page, then a larger one after each full page', () => {
    const cache = new Map<string, Deal[]>();
    const at = (slice: { offset: number; limit: number }) =>
      cache.get(`${slice.offset}/${slice.limit}`);
    expect(pageSlices(at, 2, 3)).toEqual([{ offset: 0, limit: 2 }]);
    cache.set('0/2', range(1, 2));
    expect(pageSlices(at, 2, 3)).toEqual([
      { offset: 0, limit: 2 },
      { offset: 2, limit: 3 },
    ]);
    cache.set('2/3', range(3, 3));
    cache.set('5/3', range(6, 1));
    expect(pageSlices(at, 2, 3).map((slice) => slice.offset)).toEqual([0, 2, 5]);
  });

  it('is complete when all pages are there and the last is short', () => {
    expect(isColumnComplete({ pages: [range(1, 2), undefined], limits: [2, 3] })).toBe(false);
    expect(isColumnComplete({ pages: [range(1, 2)], limits: [2] })).toBe(false);
    expect(isColumnComplete({ pages: [range(1, 2), []], limits: [2, 3] })).toBe(true);
    expect(isColumnComplete({ pages: [range(1, 2), range(3, 2)], limits: [2, 3] })).toBe(true);
  });

  it('drops a deal seen twice across a page border', () => {
    expect(
      columnDeals({
        pages: [
          [deal(1), deal(2)],
          [deal(2), deal(3)],
        ],
      }).map((d) => d.id),
    ).toEqual([1, 2, 3]);
  });

  it('keys pages by lower-case status and recognises them', () => {
    const key = boardPageKey({ assignedTo: '' }, 'Won', { offset: 100, limit: 500 });
    expect(key).toEqual(['deals', 'board', { assignedTo: '', status: 'won' }, 100, 500]);
    expect(isBoardKeyOf(key, ['Pending', 'WON'])).toBe(true);
    expect(isBoardKeyOf(key, ['Lost'])).toBe(false);
    expect(isBoardKeyOf(['deals', 'list', {}], ['Won'])).toBe(false);
  });
});

describe('shown column', () => {
  it('moves a pending card out of its column and into the target at once', () => {
    const moved = deal(2, 'won');
    const moves = new Map<number, PendingMove>([[2, { deal: moved, from: 'Pending', to: 'Won' }]]);
    expect(shownColumn('Pending', [deal(1), deal(2), deal(3)], moves, []).map((d) => d.id)).toEqual(
      [3, 1],
    );
    expect(shownColumn('Won', [deal(9, 'won')], moves, []).map((d) => d.id)).toEqual([9, 2]);
  });

  it('puts recently touched cards first, then the newest', () => {
    expect(
      shownColumn('Pending', [deal(1), deal(5), deal(3)], new Map(), [1]).map((d) => d.id),
    ).toEqual([1, 5, 3]);
  });

  it('does not show a moved card twice once its new column reloaded it', () => {
    const moves = new Map<number, PendingMove>([
      [2, { deal: deal(2, 'won'), from: 'Pending', to: 'Won' }],
    ]);
    expect(shownColumn('Won', [deal(2, 'won')], moves, []).map((d) => d.id)).toEqual([2]);
  });
});

describe('filter and totals', () => {
  it('matches title, contact and assignee without case', () => {
    expect(matchesText(deal(1, 'pending', '1.00', 'Big Renewal'), 'renewal')).toBe(true);
    expect(matchesText(deal(1), 'acme')).toBe(true);
    expect(matchesText(deal(1), 'globex')).toBe(false);
    expect(matchesText(deal(1), '  ')).toBe(true);
  });

  it('counts and sums in cents', () => {
    expect(
      totalsOf([deal(1, 'won', '0.10'), deal(2, 'won', '0.20'), deal(3, 'won', '1000.00')]),
    ).toEqual({ count: 3, cents: 100030 });
  });
});

describe('boardStatuses', () => {
  it('lists the stages not retired: open ones, then closed-won, then closed-lost, each in the account order', () => {
    expect(
      boardStatuses([
        { name: 'Failure', kind: 'lost', retired: false },
        { name: 'Lost', kind: 'lost', retired: false },
        { name: 'Pending', kind: 'open', retired: false },
        { name: 'Won', kind: 'won', retired: false },
        { name: 'Old', kind: 'open', retired: true },
        { name: 'Qualified', kind: 'open', retired: false },
      ]),
    ).toEqual(['Pending', 'Qualified', 'Won', 'Failure', 'Lost']);
    expect(boardStatuses([])).toEqual([]);
  });
});
