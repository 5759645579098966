import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChangeListKey } from '../api/changedIds';
import { changedQueries } from '../api/changedSince';
import { useApiClient } from '../api/client/ApiClientProvider';
import { userQueries } from '../api/users';

/**
 * When the user last looked at a list (companies, people, deals), kept in localStorage per list,
 * and the records changed by someone else since then (see api/changedSince.ts).
 */

const PREFIX = 'crm.lastVisit.';
const listeners = new Set<() => void>();

export function readLastVisit(key: ChangeListKey): string | null {
  try {
    const value = window.localStorage.getItem(PREFIX + key);
    return value !== null && !Number.isNaN(Date.parse(value)) ? value : null;
  } catch {
    return null; // storage blocked: no last visit, nothing is marked
  }
}

export function markVisited(key: ChangeListKey, iso: string = new Date().toISOString()): void {
  try {
    window.localStorage.setItem(PREFIX + key, iso);
  } catch {
    // storage blocked or full: the marks simply do not survive
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored last visit, following later visits (the navigation's counts). */
export function useStoredLastVisit(key: ChangeListKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readLastVisit(key),
    () => null,
  );
}

/**
 * For a list screen: the previous visit's time (null on the first), kept while the screen stays,
 * and this visit recorded as the new last one.
 */
export function useLastVisit(key: ChangeListKey): string | null {
  const [previous] = useState(() => readLastVisit(key));
  useEffect(() => markVisited(key), [key]);
  return previous;
}

/** Ids changed by someone else since `since`; empty when there is no last visit or while loading. */
export function useChangedSince(key: ChangeListKey, since: string | null): ReadonlySet<number> {
  const client = useApiClient();
  const me = useQuery({ ...userQueries.current(client), enabled: since !== null });
  const meSettled = me.status !== 'pending';
  const query = useQuery({
    ...changedQueries.list(client, key, since ?? '', me.data?.id ?? null),
    enabled: since !== null && meSettled,
  });
  const ids = query.data;
  return useMemo(() => (ids === undefined ? EMPTY : new Set(ids)), [ids]);
}

const EMPTY: ReadonlySet<number> = new Set();
