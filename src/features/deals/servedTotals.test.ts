import { describe, expect, it } from 'vitest';
import { totalsAfterMove, totalsByStatus } from './servedTotals';

const served = [
  { status: 'pending', count: 2, amount: '1250.50' },
  { status: 'won', count: 0, amount: '0.00' },
  { status: 'lost', count: 1, amount: '0.10' },
];

describe('the service’s totals on the board', () => {
  it('keys count and cents by status in lower case', () => {
    expect(totalsByStatus([{ status: 'Won', count: 3, amount: '12345678901234.05' }])).toEqual(
      new Map([['won', { count: 3, cents: 1234567890123405 }]]),
    );
  });

  it('moves one deal’s count and amount from one status to another, whatever their case', () => {
    expect(totalsAfterMove(served, '1000.00', 'Pending', 'WON')).toEqual([
      { status: 'pending', count: 1, amount: '250.50' },
      { status: 'won', count: 1, amount: '1000.00' },
      { status: 'lost', count: 1, amount: '0.10' },
    ]);
  });

  it('moves a negative amount and leaves statuses it does not know alone', () => {
    expect(totalsAfterMove(served, '-0.20', 'lost', 'Review')).toEqual([
      served[0],
      served[1],
      { status: 'lost', count: 0, amount: '0.30' },
    ]);
  });
});
