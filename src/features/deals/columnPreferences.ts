/**
 * The user's own choice of board columns: which are hidden. The columns and their order are the
 * account's (`boardStatuses`), the same for everyone; hiding one is personal. Pure functions over
 * the board's statuses, so the merge rules are tested on their own; `useColumnPreferences` keeps
 * the choice in localStorage.
 */

/**
 * What is saved: hidden statuses in lower case (the service's spelling may change, the status
 * not). A choice saved before the account ordered the stages also holds an `order`, no longer read.
 */
export interface ColumnPreferences {
  hidden: readonly string[];
}

/** A status as the board arranges it: the service's spelling, and whether its column shows. */
export interface ArrangedColumn {
  status: string;
  shown: boolean;
}

const key = (status: string) => status.toLowerCase();

/** Reads what was saved; anything unreadable or of another shape counts as no choice. */
export function parseColumnPreferences(text: string | null): ColumnPreferences | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { hidden } = value as Record<string, unknown>;
    const isTextList = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((item) => typeof item === 'string');
    if (!isTextList(hidden)) return null;
    return { hidden: hidden.map(key) };
  } catch {
    return null;
  }
}

/**
 * The board's statuses in the account's order, the saved hidden ones hidden (matched without
 * case; saved statuses the board no longer has are left out). If that would hide every column,
 * all show: the board never has none.
 */
export function arrangeColumns(
  board: readonly string[],
  saved: ColumnPreferences | null,
): ArrangedColumn[] {
  const hidden = new Set(saved?.hidden.map(key) ?? []);
  const columns = board.map((status) => ({ status, shown: !hidden.has(key(status)) }));
  return columns.some((column) => column.shown)
    ? columns
    : columns.map((column) => ({ ...column, shown: true }));
}

/** What to save for an arrangement. */
export function preferencesOf(columns: readonly ArrangedColumn[]): ColumnPreferences {
  return { hidden: columns.filter((column) => !column.shown).map((column) => key(column.status)) };
}

/** The column shown or hidden; hiding the last shown column is refused (returns it unchanged). */
export function showColumn(
  columns: readonly ArrangedColumn[],
  status: string,
  shown: boolean,
): ArrangedColumn[] {
  const next = columns.map((column) => (column.status === status ? { ...column, shown } : column));
  return next.some((column) => column.shown) ? next : [...columns];
}
