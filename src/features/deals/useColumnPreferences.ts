import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useApiClient } from '../../api/client/ApiClientProvider';
import {
  arrangeColumns,
  parseColumnPreferences,
  preferencesOf,
  showColumn,
  type ArrangedColumn,
} from './columnPreferences';

/**
 * The board's columns in the account's order, some hidden by this user, kept in this browser's localStorage like
 * the other per-browser memories (recent visits, last visits). The key names the API the console
 * talks to: in the browser that is always its own `/service` (one proxy, one account per origin,
 * and localStorage is per origin already); tests against several services keep theirs apart.
 */

const PREFIX = 'crm.boardColumns:';
const listeners = new Set<() => void>();
/** Choices the browser refused to store (storage full or disabled): kept for this page. */
const unstored = new Map<string, string | null>();

function read(storageKey: string): string | null {
  const kept = unstored.get(storageKey);
  if (kept !== undefined) return kept;
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function write(storageKey: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, text);
    unstored.delete(storageKey);
  } catch {
    unstored.set(storageKey, text);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice rearranges this board too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface ColumnChoice {
  /** Every column of the board, in the account's order, each shown or hidden. */
  columns: readonly ArrangedColumn[];
  /** Every column's status (the "Move to…" menu and the deal panel offer them all). */
  statuses: readonly string[];
  /** The statuses whose columns show, in order: the board, and keyboard moving across it. */
  shown: readonly string[];
  /** The user has hidden columns saved. */
  customized: boolean;
  setShown: (status: string, shown: boolean) => void;
  /** Every column shown again. */
  reset: () => void;
}

/** The choice for the board's statuses (`boardStatuses`: the account's columns in its order). */
export function useColumnPreferences(board: readonly string[]): ColumnChoice {
  const storageKey = PREFIX + useApiClient().baseUrl;
  const text = useSyncExternalStore(
    subscribe,
    () => read(storageKey),
    () => null,
  );
  const saved = useMemo(() => parseColumnPreferences(text), [text]);
  const columns = useMemo(() => arrangeColumns(board, saved), [board, saved]);
  const statuses = useMemo(() => columns.map((column) => column.status), [columns]);
  const shown = useMemo(
    () => columns.filter((column) => column.shown).map((column) => column.status),
    [columns],
  );
  const save = useCallback(
    (next: readonly ArrangedColumn[]) => write(storageKey, JSON.stringify(preferencesOf(next))),
    [storageKey],
  );
  const setShown = useCallback(
    (status: string, show: boolean) => save(showColumn(columns, status, show)),
    [columns, save],
  );
  const reset = useCallback(() => write(storageKey, null), [storageKey]);
  const customized = saved !== null;
  // One object while nothing changes: the board's menus are memoized on it.
  return useMemo(
    () => ({ columns, statuses, shown, customized, setShown, reset }),
    [columns, statuses, shown, customized, setShown, reset],
  );
}

/**
 * The column choice as its stored text ('' = none), and a way to replace it whole: what a saved
 * view of the board keeps and brings back. Text that is not a choice is ignored.
 */
export function useColumnChoiceText(): { current: string; apply: (text: string) => void } {
  const storageKey = PREFIX + useApiClient().baseUrl;
  const text = useSyncExternalStore(
    subscribe,
    () => read(storageKey),
    () => null,
  );
  const apply = useCallback(
    (next: string) => {
      const choice = parseColumnPreferences(next);
      if (choice !== null) write(storageKey, JSON.stringify(choice));
    },
    [storageKey],
  );
  return useMemo(() => ({ current: text ?? '', apply }), [text, apply]);
}
