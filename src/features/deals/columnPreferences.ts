import { defaultColumnOrder } from './boardColumns';

/**
 * The user's choice of board columns: their order and which are hidden. Pure functions over the
 * statuses the service lists, so the merge rules (a status the choice does not know, one the
 * service no longer lists) are tested on their own; `useColumnPreferences` keeps the choice in
 * localStorage.
 */

/** What is saved: statuses in lower case (the service's spelling may change, the status not). */
export interface ColumnPreferences {
  order: readonly string[];
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
    const { order, hidden } = value as Record<string, unknown>;
    const isTextList = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((item) => typeof item === 'string');
    if (!isTextList(order) || !isTextList(hidden)) return null;
    return { order: order.map(key), hidden: hidden.map(key) };
  } catch {
    return null;
  }
}

/**
 * The served statuses in the saved order. A status the saved order does not know (new on the
 * server) comes right after the status before it in the default order (first if none is), and
 * shows; saved statuses the server no longer lists are left out. If that would hide every column,
 * all show: the board never has none.
 */
export function arrangeColumns(
  served: readonly string[],
  saved: ColumnPreferences | null,
): ArrangedColumn[] {
  const defaults = defaultColumnOrder(served);
  if (saved === null) return defaults.map((status) => ({ status, shown: true }));
  const byKey = new Map(defaults.map((status) => [key(status), status]));
  const arranged: string[] = [];
  for (const savedStatus of saved.order) {
    const status = byKey.get(key(savedStatus));
    if (status !== undefined && !arranged.includes(status)) arranged.push(status);
  }
  defaults.forEach((status, index) => {
    if (arranged.includes(status)) return;
    const before = defaults[index - 1];
    arranged.splice(before === undefined ? 0 : arranged.indexOf(before) + 1, 0, status);
  });
  const hidden = new Set(saved.hidden.map(key));
  const columns = arranged.map((status) => ({ status, shown: !hidden.has(key(status)) }));
  return columns.some((column) => column.shown)
    ? columns
    : columns.map((column) => ({ ...column, shown: true }));
}

/** What to save for an arrangement. */
export function preferencesOf(columns: readonly ArrangedColumn[]): ColumnPreferences {
  return {
    order: columns.map((column) => key(column.status)),
    hidden: columns.filter((column) => !column.shown).map((column) => key(column.status)),
  };
}

/** The column moved one place left (-1) or right (+1) among all columns; unchanged at an edge. */
export function moveColumn(
  columns: readonly ArrangedColumn[],
  status: string,
  step: -1 | 1,
): ArrangedColumn[] {
  const from = columns.findIndex((column) => column.status === status);
  const to = from + step;
  if (from === -1 || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
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
