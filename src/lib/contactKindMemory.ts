import { useSyncExternalStore } from 'react';
import type { ContactCollection } from '../api/records';

/**
 * Which collection each contact id belongs to, as far as this browser has seen. People and
 * companies share one id space and a to-do names its participants by id alone (api.md: a list of
 * `participant_id`), so an id's kind is otherwise found only by asking for it as one kind and, on a
 * 404, as the other. Remembering the answer (in localStorage, since an id never changes kind and
 * is never reused) means each company is asked about as a person at most once per browser, not on
 * every visit. A wrong memory (another account behind the same console) costs one 404 and is
 * corrected by whoever asks.
 */

const STORAGE_KEY = 'crm.contactKinds';
/** Enough for every contact a user meets; the oldest are dropped beyond it. */
const MAX_REMEMBERED = 5000;
const CODES: Readonly<Record<ContactCollection, string>> = { people: 'p', companies: 'c' };

let kinds: Map<number, ContactCollection> | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's settings: remember for this page only.
    return null;
  }
}

function loaded(): Map<number, ContactCollection> {
  if (kinds !== null) return kinds;
  kinds = new Map();
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored === 'object' && stored !== null) {
      for (const [id, code] of Object.entries(stored)) {
        const kind =
          code === CODES.people ? 'people' : code === CODES.companies ? 'companies' : null;
        if (kind !== null && /^\d+$/.test(id)) kinds.set(Number(id), kind);
      }
    }
  } catch {
    // Unreadable memory is no memory.
  }
  return kinds;
}

export function rememberedContactKind(id: number): ContactCollection | undefined {
  return loaded().get(id);
}

export function rememberContactKind(id: number, kind: ContactCollection): void {
  const memory = loaded();
  if (memory.get(id) === kind) return;
  memory.delete(id);
  memory.set(id, kind);
  for (const oldest of memory.keys()) {
    if (memory.size <= MAX_REMEMBERED) break;
    memory.delete(oldest);
  }
  scheduleWrite();
  listeners.forEach((listener) => listener());
}

let writeScheduled = false;

/**
 * The memory is written once per task, however many kinds were learned in it: a list of to-dos
 * learns the kinds of its participants one after the other, and writing the whole memory for each
 * (up to 5,000 entries) made the list's first render quadratic (22 ms of a cold /todos load).
 */
function scheduleWrite(): void {
  if (writeScheduled) return;
  writeScheduled = true;
  setTimeout(writeNow, 0);
}

function writeNow(): void {
  writeScheduled = false;
  if (kinds === null) return;
  try {
    storage()?.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries([...kinds].map(([key, value]) => [key, CODES[value]]))),
    );
  } catch {
    // Full or refused storage: still remembered for this page.
  }
}

/** For tests: forget what this page loaded, so the next read comes from storage again. */
export function reloadContactKindsForTest(): void {
  kinds = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered kind of `id`, re-rendering when it is learned or corrected. */
export function useRememberedContactKind(id: number): ContactCollection | undefined {
  return useSyncExternalStore(subscribe, () => rememberedContactKind(id));
}
