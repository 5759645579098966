import { describe, expect, it } from 'vitest';
import {
  arrangeColumns,
  moveColumn,
  parseColumnPreferences,
  preferencesOf,
  showColumn,
  type ArrangedColumn,
} from './columnPreferences';

// As the service lists them (alphabetically); the default order puts Pending first.
const SERVED = ['Failure', 'Lost', 'Pending', 'Won'];

const order = (columns: readonly ArrangedColumn[]) => columns.map((column) => column.status);
const hidden = (columns: readonly ArrangedColumn[]) =>
  columns.filter((column) => !column.shown).map((column) => column.status);

describe('the board columns in the user’s order', () => {
  it('without a saved choice: the default order, every column shown', () => {
    const columns = arrangeColumns(SERVED, null);
    expect(order(columns)).toEqual(['Pending', 'Won', 'Lost', 'Failure']);
    expect(hidden(columns)).toEqual([]);
  });

  it('follows the saved order and hides the saved hidden ones, matching names in any case', () => {
    const columns = arrangeColumns(SERVED, {
      order: ['won', 'PENDING', 'failure', 'lost'],
      hidden: ['Lost'],
    });
    expect(order(columns)).toEqual(['Won', 'Pending', 'Failure', 'Lost']);
    expect(hidden(columns)).toEqual(['Lost']);
  });

  it('puts a status the saved order does not know after its default predecessor, shown', () => {
    const served = ['Failure', 'Lost', 'Pending', 'Qualified', 'Won'];
    const saved = { order: ['won', 'pending', 'lost', 'failure'], hidden: ['failure'] };
    const columns = arrangeColumns(served, saved);
    // Default order: Pending, Qualified, Won, Lost, Failure; Qualified follows Pending.
    expect(order(columns)).toEqual(['Won', 'Pending', 'Qualified', 'Lost', 'Failure']);
    expect(hidden(columns)).toEqual(['Failure']);
  });

  it('puts a new status that comes first by default at the start', () => {
    const columns = arrangeColumns(['Lost', 'Pending', 'Won'], {
      order: ['lost', 'won'],
      hidden: [],
    });
    expect(order(columns)).toEqual(['Pending', 'Lost', 'Won']);
  });

  it('ignores saved statuses the server no longer lists, and repeated ones', () => {
    const columns = arrangeColumns(SERVED, {
      order: ['lost', 'archived', 'won', 'lost', 'pending', 'failure'],
      hidden: ['archived'],
    });
    expect(order(columns)).toEqual(['Lost', 'Won', 'Pending', 'Failure']);
    expect(hidden(columns)).toEqual([]);
  });

  it('shows every column when the saved choice would leave none shown', () => {
    const columns = arrangeColumns(['Pending', 'Won'], {
      order: ['won', 'pending'],
      hidden: ['won', 'pending'],
    });
    expect(order(columns)).toEqual(['Won', 'Pending']);
    expect(hidden(columns)).toEqual([]);
  });

  it('saves statuses in lower case, and reads back what it saved', () => {
    const columns = arrangeColumns(SERVED, {
      order: ['lost', 'won', 'pending', 'failure'],
      hidden: ['Won'],
    });
    const saved = preferencesOf(columns);
    expect(saved).toEqual({ order: ['lost', 'won', 'pending', 'failure'], hidden: ['won'] });
    expect(parseColumnPreferences(JSON.stringify(saved))).toEqual(saved);
    expect(arrangeColumns(SERVED, saved)).toEqual(columns);
  });

  it('reads nothing saved, or anything unreadable, as no choice (the default)', () => {
    expect(parseColumnPreferences(null)).toBeNull();
    expect(parseColumnPreferences('not json')).toBeNull();
    expect(parseColumnPreferences('["won"]')).toBeNull();
    expect(parseColumnPreferences('{"order":["won",3],"hidden":[]}')).toBeNull();
    expect(parseColumnPreferences('{"order":["won"]}')).toBeNull();
  });
});

describe('changing the choice', () => {
  const columns = arrangeColumns(SERVED, null);

  it('moves a column one place left or right, and not past an edge', () => {
    expect(order(moveColumn(columns, 'Won', -1))).toEqual(['Won', 'Pending', 'Lost', 'Failure']);
    expect(order(moveColumn(columns, 'Won', 1))).toEqual(['Pending', 'Lost', 'Won', 'Failure']);
    expect(order(moveColumn(columns, 'Pending', -1))).toEqual(order(columns));
    expect(order(moveColumn(columns, 'Failure', 1))).toEqual(order(columns));
  });

  it('moves among hidden columns too (the menu lists them all)', () => {
    const withHidden = showColumn(columns, 'Won', false);
    const moved = moveColumn(withHidden, 'Lost', -1);
    expect(order(moved)).toEqual(['Pending', 'Lost', 'Won', 'Failure']);
    expect(hidden(moved)).toEqual(['Won']);
  });

  it('hides and shows a column, but never hides the last one shown', () => {
    const one = ['Won', 'Lost', 'Failure'].reduce(
      (current, status) => showColumn(current, status, false),
      columns,
    );
    expect(hidden(one)).toEqual(['Won', 'Lost', 'Failure']);
    expect(hidden(showColumn(one, 'Pending', false))).toEqual(['Won', 'Lost', 'Failure']);
    expect(hidden(showColumn(one, 'Lost', true))).toEqual(['Won', 'Failure']);
  });
});
