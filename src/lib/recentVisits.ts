import { useEffect } from 'react';
import { storedList } from './storedList';

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

const stored = storedList({ key: STORAGE_KEY, max: MAX_VISITS, isItem: isVisit });

export function recentVisits(): readonly Visit[] {
  return stored.get();
}

/** Puts the record first (once), keeping the newest MAX_VISITS. */
export function recordVisit(visit: Omit<Visit, 'at'>, at: number = Date.now()): void {
  const visits = stored.get();
  const rest = visits.filter((v) => !(v.kind === visit.kind && v.id === visit.id));
  const first = rest.length === visits.length ? undefined : visits[0];
  if (first?.kind === visit.kind && first.id === visit.id && first.name === visit.name) return;
  stored.set([{ ...visit, at }, ...rest]);
}

/** Drops a record that is gone (deleted, or of another account), so it is not offered again. */
export function forgetVisit(kind: VisitKind, id: number): void {
  const visits = stored.get();
  const rest = visits.filter((v) => !(v.kind === kind && v.id === id));
  if (rest.length !== visits.length) stored.set(rest);
}

/** For tests: forget what was read from storage, so the next read loads it again. */
export function resetVisitMemory(): void {
  stored.reset();
}

export function useRecentVisits(): readonly Visit[] {
  return stored.use();
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
