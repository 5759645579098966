import { useSyncExternalStore } from 'react';

/**
 * A short list kept in this browser's localStorage as JSON, read once per page and shared by
 * every component that follows it (`useSyncExternalStore`). What storage holds is checked item by
 * item and bounded to `max`; unreadable, full or refused storage leaves the list for this page only.
 */
export interface StoredList<T> {
  get(): readonly T[];
  /** Replaces the list (bounded to `max`), stores it and tells every follower. */
  set(items: readonly T[]): void;
  /** The list, re-rendering on every change made on the page. */
  use(): readonly T[];
  /** For tests: forget what was read, so the next read loads storage again. */
  reset(): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storedList<T>(options: {
  key: string;
  max: number;
  isItem: (value: unknown) => value is T;
}): StoredList<T> {
  let items: readonly T[] | null = null;
  const listeners = new Set<() => void>();
  const get = (): readonly T[] => {
    if (items !== null) return items;
    try {
      const stored: unknown = JSON.parse(storage()?.getItem(options.key) ?? '[]');
      items = Array.isArray(stored) ? stored.filter(options.isItem).slice(0, options.max) : [];
    } catch {
      // Unreadable memory is no memory.
      items = [];
    }
    return items;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    set(next) {
      items = next.slice(0, options.max);
      try {
        storage()?.setItem(options.key, JSON.stringify(items));
      } catch {
        // Full or refused storage: remembered for this page only.
      }
      listeners.forEach((listener) => listener());
    },
    use: () => useSyncExternalStore(subscribe, get),
    reset() {
      items = null;
    },
  };
}
