import { describe, expect, it } from 'vitest';
import { ftsTrigramTokens, MAX_TRIGRAM_TOKENS } from './trigramTerms';

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

  it('keeps at most MAX_TRIGRAM_TOKENS distinct tokens, the first and the last among them', () => {
    // 255 different characters: 85 different trigrams.
    const term = Array.from({ length: 255 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    const tokens = ftsTrigramTokens(term);
    expect(tokens).toHaveLength(MAX_TRIGRAM_TOKENS);
    expect(new Set(tokens).size).toBe(MAX_TRIGRAM_TOKENS);
    expect(tokens[0]).toBe(`"${term.slice(0, 3)}"`);
    expect(tokens.at(-1)).toBe(`"${term.slice(-3)}"`);
    // A long term of few distinct trigrams keeps each once.
    expect(ftsTrigramTokens('ab '.repeat(85))).toEqual(['"ab "']);
  });
});
