import { useEffect, useSyncExternalStore } from 'react';

/**
 * The records this browser opened last (company, person and deal pages), newest first, kept in
 * localStorage so the home screen can offer them again. Only what a link needs is kept: kind, id
 * and the name shown at the visit.
 */
export type VisitKind = 'companies' | 'people' | 'deals';

export interface Visit {
  kind: VisitKind;
  id: number;
  name: string;
  /** Epoch milliseconds of the visit. */
  at: number;
}

const STORAGE_KEY = 'crm.recentVisits';
export const MAX_VISITS = 10;
const KINDS = new Set<string>(['companies', 'people', 'deals']);

let visits: readonly Visit[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isVisit(value: unknown): value is Visit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.kind === 'string' &&
    KINDS.has(v.kind) &&
    typeof v.id === 'number' &&
    Number.isInteger(v.id) &&
    typeof v.name === 'string' &&
    typeof v.at === 'number'
  );
}

function loaded(): readonly Visit[] {
  if (visits !== null) return visits;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    visits = Array.isArray(stored) ? stored.filter(isVisit).slice(0, MAX_VISITS) : [];
  } catch {
    // Unreadable memory is no memory.
    visits = [];
  }
  return visits;
}

export function recentVisits(): readonly Visit[] {
  return loaded();
}

/** Puts the record first (once), keeping the newest MAX_VISITS. */
export function recordVisit(visit: Omit<Visit, 'at'>, at: number = Date.now()): void {
  const rest = loaded().filter((v) => !(v.kind === visit.kind && v.id === visit.id));
  const first = rest.length === loaded().length ? undefined : loaded()[0];
  if (first?.kind === visit.kind && first.id === visit.id && first.name === visit.name) return;
  visits = [{ ...visit, at }, ...rest].slice(0, MAX_VISITS);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(visits));
  } catch {
    // Full or refused storage: remembered for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Drops a record that is gone (deleted, or of another account), so it is not offered again. */
export function forgetVisit(kind: VisitKind, id: number): void {
  const rest = loaded().filter((v) => !(v.kind === kind && v.id === id));
  if (rest.length === loaded().length) return;
  visits = rest;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(visits));
  } catch {
    // As above.
  }
  listeners.forEach((listener) => listener());
}

/** For tests: forget what was read from storage, so the next read loads it again. */
export function resetVisitMemory(): void {
  visits = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentVisits(): readonly Visit[] {
  return useSyncExternalStore(subscribe, recentVisits);
}

/**
 * Called by a record page: remembers the visit once the record's name is known (pass undefined
 * while loading).
 */
export function useTrackVisit(kind: VisitKind, id: number, name: string | undefined): void {
  useEffect(() => {
    if (name !== undefined && Number.isInteger(id)) recordVisit({ kind, id, name });
  }, [kind, id, name]);
}
