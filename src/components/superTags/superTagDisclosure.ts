import { storedList } from '#lib/storedList';

/**
 * Which SuperTag groups the user folded on record pages, kept in this browser's localStorage per
 * SuperTag (its name, case ignored), so "Social media" stays folded on every record until opened
 * again. Only the folded names are kept: a group is open unless folded. Bounded: the newest
 * `MAX_FOLDED` names of at most 255 characters (the service's limit on a SuperTag's name).
 */
const STORAGE_KEY = 'crm.superTagsFolded';
export const MAX_FOLDED = 200;
const MAX_NAME = 255;

const keyOf = (name: string): string => name.trim().toLowerCase();

const stored = storedList({
  key: STORAGE_KEY,
  max: MAX_FOLDED,
  isItem: (name): name is string => typeof name === 'string' && name.length <= MAX_NAME,
});

export function isSuperTagFolded(name: string): boolean {
  return stored.get().includes(keyOf(name));
}

/** Folds or opens a SuperTag's group everywhere; the newest fold is kept first. */
export function setSuperTagFolded(name: string, fold: boolean): void {
  const key = keyOf(name);
  if (key.length > MAX_NAME) return;
  const rest = stored.get().filter((n) => n !== key);
  stored.set(fold ? [key, ...rest] : rest);
}

/** For tests: forget what was read from storage, so the next read loads it again. */
export function resetSuperTagFoldMemory(): void {
  stored.reset();
}

/** Whether a SuperTag's group is folded, following changes made on any record of the page. */
export function useSuperTagFolded(name: string): boolean {
  const folded = stored.use();
  return folded.includes(keyOf(name));
}
