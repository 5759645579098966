// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_LONG_TEXT } from './fieldLimits';
import {
  MAX_DRAFT_CHARS,
  MAX_DRAFTS,
  STORAGE_KEY,
  readDraft,
  removeDraft,
  saveDraft,
} from './commentDrafts';

beforeEach(() => localStorage.clear());

describe('comment drafts', () => {
  it('keeps a draft per user and record, and forgets it when removed', () => {
    expect(saveDraft('ann', 'companies/1', 'Call them back')).toBe(true);
    saveDraft('ann', 'deals/1', 'About the deal');
    saveDraft('bob', 'companies/1', 'Bob’s note');
    expect(readDraft('ann', 'companies/1')).toBe('Call them back');
    expect(readDraft('bob', 'companies/1')).toBe('Bob’s note');
    expect(readDraft('ann', 'deals/1')).toBe('About the deal');
    expect(readDraft('ann', 'people/1')).toBeNull();

    saveDraft('ann', 'companies/1', 'Call them back tomorrow');
    expect(readDraft('ann', 'companies/1')).toBe('Call them back tomorrow');
    removeDraft('ann', 'companies/1');
    expect(readDraft('ann', 'companies/1')).toBeNull();
    expect(readDraft('bob', 'companies/1')).toBe('Bob’s note');
  });

  it('treats a blank draft as none', () => {
    saveDraft('ann', 'companies/1', 'something');
    saveDraft('ann', 'companies/1', '  \n ');
    expect(readDraft('ann', 'companies/1')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps at most MAX_DRAFTS drafts, dropping the oldest', () => {
    for (let i = 0; i <= MAX_DRAFTS; i++)
      saveDraft('ann', `companies/${i}`, `draft ${i}`, 1000 + i);
    expect(readDraft('ann', 'companies/0')).toBeNull();
    expect(readDraft('ann', 'companies/1')).toBe('draft 1');
    expect(readDraft('ann', `companies/${MAX_DRAFTS}`)).toBe(`draft ${MAX_DRAFTS}`);
    // Touching an old draft makes it the newest: it survives the next one.
    saveDraft('ann', 'companies/1', 'draft 1 again', 5000);
    saveDraft('ann', 'people/1', 'newest', 6000);
    expect(readDraft('ann', 'companies/1')).toBe('draft 1 again');
    expect(readDraft('ann', 'companies/2')).toBeNull();
  });

  it('keeps the drafts together within MAX_DRAFT_CHARS and refuses one longer than a comment', () => {
    const full = 'x'.repeat(MAX_LONG_TEXT);
    const fits = Math.floor(MAX_DRAFT_CHARS / MAX_LONG_TEXT);
    for (let i = 0; i <= fits; i++) saveDraft('ann', `deals/${i}`, full, 1000 + i);
    expect(readDraft('ann', 'deals/0')).toBeNull();
    expect(readDraft('ann', `deals/${fits}`)).toBe(full);
    expect(localStorage.getItem(STORAGE_KEY)!.length).toBeLessThan(MAX_DRAFT_CHARS + 1000);

    expect(saveDraft('ann', 'deals/99', full + 'y')).toBe(false);
    expect(readDraft('ann', 'deals/99')).toBeNull();
  });

  it('reads unreadable or foreign storage as no drafts', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(readDraft('ann', 'companies/1')).toBeNull();
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([{ owner: 'ann', record: 'companies/1', text: 7, at: 1 }, 'junk']),
    );
    expect(readDraft('ann', 'companies/1')).toBeNull();
    expect(saveDraft('ann', 'companies/1', 'fresh')).toBe(true);
    expect(readDraft('ann', 'companies/1')).toBe('fresh');
  });
});
