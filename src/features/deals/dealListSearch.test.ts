import { describe, expect, it } from 'vitest';
import { dealSearchFromFilters, dealsMatchingTitle } from './dealListSearch';

describe('deals list search from the URL', () => {
  it('passes status and assignee and pages', () => {
    expect(
      dealSearchFromFilters(
        { title: '', status: 'won', assigned_to: 'ann@example.com', updated_since: '' },
        20,
        50,
      ),
    ).toEqual({ offset: 20, limit: 50, status: 'won', assignedTo: 'ann@example.com' });
  });

  it('reads the day as the start of that day in the reader’s zone', () => {
    // UTC+2 (getTimezoneOffset −120): local midnight is 22:00 UTC the day before.
    expect(
      dealSearchFromFilters(
        { title: '', status: '', assigned_to: '', updated_since: '2026-03-10' },
        0,
        20,
        -120,
      ).updatedSince,
    ).toBe('2026-03-09T22:00:00Z');
    expect(
      dealSearchFromFilters(
        { title: '', status: '', assigned_to: '', updated_since: '2026-03-10' },
        0,
        20,
        0,
      ).updatedSince,
    ).toBe('2026-03-10T00:00:00Z');
  });

  it('leaves out a day that is not one', () => {
    expect(
      dealSearchFromFilters(
        { title: '', status: '', assigned_to: '', updated_since: '2026-02-31' },
        0,
        20,
        0,
      ),
    ).toEqual({ offset: 0, limit: 20 });
    expect(
      dealSearchFromFilters(
        { title: '', status: '', assigned_to: '', updated_since: 'yesterday' },
        0,
        20,
        0,
      ),
    ).toEqual({ offset: 0, limit: 20 });
  });

  it('sends the title search trimmed, and checks the titles a classic server sends anyway', () => {
    expect(
      dealSearchFromFilters(
        { title: ' renewal ', status: '', assigned_to: '', updated_since: '' },
        0,
        20,
        0,
      ),
    ).toEqual({ offset: 0, limit: 20, title: 'renewal' });
    const deals = [{ title: 'Big Renewal' }, { title: 'New logo' }];
    expect(dealsMatchingTitle(deals, 'RENEW')).toEqual([{ title: 'Big Renewal' }]);
    expect(dealsMatchingTitle(deals, '  ')).toBe(deals);
  });
});
