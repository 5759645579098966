import { describe, expect, it } from 'vitest';
import type { Deal } from '../../api/xml/deal';
import { boardPageKey, columnDeals, isBoardKeyOf, isColumnComplete, matchesText, pageOffsets, shownColumn, totalsOf, type PendingMove } from './boardColumns';

function deal(id: number, status = 'pending', amount = '10.00', title = `Deal ${id}`): Deal {
  return {
    id,
    title,
    description: '',
    dealWith: 'Acme',
    dealWithId: null,
    status,
    assignedTo: 'Ann Admin',
    assignedToId: 1,
    amount,
    attachedCommunicationIds: [],
    attachedContactIds: [],
    todoIds: [],
    tags: [],
    megaComments: [],
    createdAt: '',
    updatedAt: '',
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, n) => deal(from + n));

describe('board paging', () => {
  it('asks for the next page only after a full one arrived', () => {
    const cache = new Map<number, Deal[]>();
    expect(pageOffsets((o) => cache.get(o), 3)).toEqual([0]);
    cache.set(0, range(1, 3));
    expect(pageOffsets((o) => cache.get(o), 3)).toEqual([0, 3]);
    cache.set(3, range(4, 3));
    cache.set(6, range(7, 1));
    expect(pageOffsets((o) => cache.get(o), 3)).toEqual([0, 3, 6]);
  });

  it('is complete when all pages are there and the last is short', () => {
    expect(isColumnComplete({ pages: [range(1, 3), undefined], pageSize: 3 })).toBe(false);
    expect(isColumnComplete({ pages: [range(1, 3)], pageSize: 3 })).toBe(false);
    expect(isColumnComplete({ pages: [range(1, 3), []], pageSize: 3 })).toBe(true);
    expect(isColumnComplete({ pages: [range(1, 2)], pageSize: 3 })).toBe(true);
  });

  it('drops a deal seen twice across a page border', () => {
    expect(columnDeals({ pages: [[deal(1), deal(2)], [deal(2), deal(3)]] }).map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it('keys pages by lower-case status and recognises them', () => {
    const key = boardPageKey({ assignedTo: '' }, 'Won', 250);
    expect(key).toEqual(['deals', 'board', { assignedTo: '', status: 'won' }, 250]);
    expect(isBoardKeyOf(key, ['Pending', 'WON'])).toBe(true);
    expect(isBoardKeyOf(key, ['Lost'])).toBe(false);
    expect(isBoardKeyOf(['deals', 'list', {}], ['Won'])).toBe(false);
  });
});

describe('shown column', () => {
  it('moves a pending card out of its column and into the target at once', () => {
    const moved = deal(2, 'won');
    const moves = new Map<number, PendingMove>([[2, { deal: moved, from: 'Pending', to: 'Won' }]]);
    expect(shownColumn('Pending', [deal(1), deal(2), deal(3)], moves, []).map((d) => d.id)).toEqual([3, 1]);
    expect(shownColumn('Won', [deal(9, 'won')], moves, []).map((d) => d.id)).toEqual([9, 2]);
  });

  it('puts recently touched cards first, then the newest', () => {
    expect(shownColumn('Pending', [deal(1), deal(5), deal(3)], new Map(), [1]).map((d) => d.id)).toEqual([1, 5, 3]);
  });

  it('does not show a moved card twice once its new column reloaded it', () => {
    const moves = new Map<number, PendingMove>([[2, { deal: deal(2, 'won'), from: 'Pending', to: 'Won' }]]);
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
    expect(totalsOf([deal(1, 'won', '0.10'), deal(2, 'won', '0.20'), deal(3, 'won', '1000.00')])).toEqual({ count: 3, cents: 100030 });
  });
});
