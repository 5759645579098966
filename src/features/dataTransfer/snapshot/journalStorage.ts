import { parseJournal, type RestoreJournal } from '../engine/snapshot/restoreJournal';

/**
 * The console keeps a restore's journal in localStorage, under the snapshot's digest, so a
 * restore that stopped (a closed tab, a lost connection) carries on when the same file is
 * restored again in this browser.
 */
const PREFIX = 'crm-restore-journal:';

/** A short digest of the file (FNV-1a over its text, and its length): the same file, the same key. */
export function snapshotKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

export function loadJournal(key: string): RestoreJournal | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : parseJournal(text);
  } catch {
    return null;
  }
}

export function saveJournal(key: string, journal: RestoreJournal): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(journal));
  } catch {
    // Storage full or refused: the restore goes on; only carrying on after a stop is lost.
  }
}

export function forgetJournal(key: string): void {
  localStorage.removeItem(PREFIX + key);
}
