import { MAX_LONG_TEXT } from './fieldLimits';

/**
 * Unsent comments, kept in this browser per signed-in user and record so a comment typed and
 * not sent (the user went to another screen, reloaded, closed the tab) is there again when the
 * user comes back to the record. One localStorage entry holds them all, bounded: at most
 * MAX_DRAFTS drafts and MAX_DRAFT_CHARS characters together, the oldest dropped first, so drafts
 * never crowd out the console's other memories. A sent comment's draft is removed.
 */

export const STORAGE_KEY = 'crm.commentDrafts';
export const MAX_DRAFTS = 20;
/** Room for several full-length comments, far below the browser's few megabytes per site. */
export const MAX_DRAFT_CHARS = 4 * MAX_LONG_TEXT;

interface Draft {
  /** Who typed it: the signed-in user (see useCommentDraft). */
  owner: string;
  /** What it is about, e.g. `companies/12`. */
  record: string;
  text: string;
  /** Epoch milliseconds of the last change. */
  at: number;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.owner === 'string' &&
    typeof v.record === 'string' &&
    typeof v.text === 'string' &&
    v.text.length <= MAX_LONG_TEXT &&
    typeof v.at === 'number'
  );
}

function load(): Draft[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isDraft) : [];
  } catch {
    // Blocked or unreadable storage: no drafts.
    return [];
  }
}

/** Stores `drafts` newest first within the bounds; false when the browser refused them. */
function store(drafts: Draft[]): boolean {
  const kept: Draft[] = [];
  let chars = 0;
  for (const draft of [...drafts].sort((a, b) => b.at - a.at)) {
    if (kept.length === MAX_DRAFTS || chars + draft.text.length > MAX_DRAFT_CHARS) break;
    kept.push(draft);
    chars += draft.text.length;
  }
  try {
    if (kept.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    return true;
  } catch {
    // Full or blocked storage: the draft lives in the open page only.
    return false;
  }
}

const isOther = (owner: string, record: string) => (draft: Draft) =>
  draft.owner !== owner || draft.record !== record;

/** The unsent comment `owner` typed on `record`, or null. */
export function readDraft(owner: string, record: string): string | null {
  return load().find((draft) => !isOther(owner, record)(draft))?.text ?? null;
}

/**
 * Keeps `text` as the draft (blank text removes it). True when it is stored, false when it
 * could not be (longer than a comment may be, or the browser refused).
 */
export function saveDraft(
  owner: string,
  record: string,
  text: string,
  at: number = Date.now(),
): boolean {
  if (text.trim() === '') return removeDraft(owner, record);
  if (text.length > MAX_LONG_TEXT) return false;
  const others = load().filter(isOther(owner, record));
  return store([{ owner, record, text, at }, ...others]);
}

/** Forgets the draft (sent or emptied). */
export function removeDraft(owner: string, record: string): boolean {
  const drafts = load();
  const others = drafts.filter(isOther(owner, record));
  return others.length === drafts.length || store(others);
}
