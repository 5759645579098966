import { describe, expect, it } from 'vitest';
import { ftsTrigramTokens } from './trigramTerms';

const ftsTrigramsQuery = (term: string) => ftsTrigramTokens(term).join(' AND ');

describe('ftsTrigramsQuery', () => {
  it('covers the term with non-overlapping trigrams and the last one, each a quoted token', () => {
    expect(ftsTrigramsQuery('abc')).toBe('"abc"');
    expect(ftsTrigramsQuery('abcd')).toBe('"abc" AND "bcd"');
    expect(ftsTrigramsQuery('abcdef')).toBe('"abc" AND "def"');
    expect(ftsTrigramsQuery('abcdefg')).toBe('"abc" AND "def" AND "efg"');
  });

  it('counts code points, keeps quotes and operators literal, and names a trigram once', () => {
    expect(ftsTrigramsQuery('é😀"x')).toBe('"é😀""" AND "😀""x"');
    expect(ftsTrigramsQuery('a OR b')).toBe('"a O" AND "R b"');
    expect(ftsTrigramsQuery('aaaaaa')).toBe('"aaa"');
  });
});
