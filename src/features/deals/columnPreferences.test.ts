import { describe, expect, it } from 'vitest';
import {
  arrangeColumns,
  parseColumnPreferences,
  preferencesOf,
  showColumn,
  type ArrangedColumn,
} from './columnPreferences';

// The account's board (`boardStatuses`): its order is everyone's.
const BOARD = ['Pending', 'Won', 'Failure', 'Lost'];

const order = (columns: readonly ArrangedColumn[]) => columns.map((column) => column.status);
const hidden = (columns: readonly ArrangedColumn[]) =>
  columns.filter((column) => !column.shown).map((column) => column.status);

describe('the board columns, some hidden by the user', () => {
  it('without a saved choice: the account order, every column shown', () => {
    const columns = arrangeColumns(BOARD, null);
    expect(order(columns)).toEqual(BOARD);
    expect(hidden(columns)).toEqual([]);
  });

  it('hides the saved hidden ones, matching names in any case, and keeps the account order', () => {
    const columns = arrangeColumns(BOARD, { hidden: ['LOST', 'archived'] });
    expect(order(columns)).toEqual(BOARD);
    expect(hidden(columns)).toEqual(['Lost']);
  });

  it('shows every column when the saved choice would leave none shown', () => {
    const columns = arrangeColumns(['Pending', 'Won'], { hidden: ['won', 'pending'] });
    expect(hidden(columns)).toEqual([]);
  });

  it('saves hidden statuses in lower case, and reads back what it saved', () => {
    const columns = arrangeColumns(BOARD, { hidden: ['Won'] });
    const saved = preferencesOf(columns);
    expect(saved).toEqual({ hidden: ['won'] });
    expect(parseColumnPreferences(JSON.stringify(saved))).toEqual(saved);
    expect(arrangeColumns(BOARD, saved)).toEqual(columns);
  });

  it('reads a choice saved with its own order for what it hides only', () => {
    const saved = parseColumnPreferences('{"order":["lost","won"],"hidden":["won"]}');
    expect(saved).toEqual({ hidden: ['won'] });
    expect(order(arrangeColumns(BOARD, saved))).toEqual(BOARD);
  });

  it('reads nothing saved, or anything unreadable, as no choice (the default)', () => {
    expect(parseColumnPreferences(null)).toBeNull();
    expect(parseColumnPreferences('not json')).toBeNull();
    expect(parseColumnPreferences('["won"]')).toBeNull();
    expect(parseColumnPreferences('{"hidden":["won",3]}')).toBeNull();
    expect(parseColumnPreferences('{"order":["won"]}')).toBeNull();
  });
});

describe('changing the choice', () => {
  const columns = arrangeColumns(BOARD, null);

  it('hides and shows a column, but never hides the last one shown', () => {
    const one = ['Won', 'Lost', 'Failure'].reduce(
      (current, status) => showColumn(current, status, false),
      columns,
    );
    expect(hidden(one)).toEqual(['Won', 'Failure', 'Lost']);
    expect(hidden(showColumn(one, 'Pending', false))).toEqual(['Won', 'Failure', 'Lost']);
    expect(hidden(showColumn(one, 'Lost', true))).toEqual(['Won', 'Failure']);
  });
});
