import { useSyncExternalStore } from 'react';

/**
 * Which SuperTag groups the user folded on record pages, kept in this browser's localStorage per
 * SuperTag (its name, case ignored), so "Social media" stays folded on every record until opened
 * again. Only the folded names are kept: a group is open unless folded. Bounded: the newest
 * `MAX_FOLDED` names of at most 255 characters (the service's limit on a SuperTag's name).
 */
const STORAGE_KEY = 'crm.superTagsFolded';
export const MAX_FOLDED = 200;
const MAX_NAME = 255;

let folded: readonly string[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (name: string): string => name.trim().toLowerCase();

function loaded(): readonly string[] {
  if (folded !== null) return folded;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    folded = Array.isArray(stored)
      ? stored
          .filter((name): name is string => typeof name === 'string' && name.length <= MAX_NAME)
          .slice(0, MAX_FOLDED)
      : [];
  } catch {
    // Unreadable memory is no memory: every group open.
    folded = [];
  }
  return folded;
}

export function isSuperTagFolded(name: string): boolean {
  return loaded().includes(keyOf(name));
}

/** Folds or opens a SuperTag's group everywhere; the newest fold is kept first. */
export function setSuperTagFolded(name: string, fold: boolean): void {
  const key = keyOf(name);
  if (key.length > MAX_NAME) return;
  const rest = loaded().filter((n) => n !== key);
  folded = fold ? [key, ...rest].slice(0, MAX_FOLDED) : rest;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(folded));
  } catch {
    // Full or refused storage: remembered for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** For tests: forget what was read from storage, so the next read loads it again. */
export function resetSuperTagFoldMemory(): void {
  folded = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a SuperTag's group is folded, following changes made on any record of the page. */
export function useSuperTagFolded(name: string): boolean {
  return useSyncExternalStore(subscribe, () => isSuperTagFolded(name));
}
