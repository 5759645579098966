import { describe, expect, it } from 'vitest';
import { isOverLimit, MAX_SHORT_TEXT, storedLength, tooLongMessage } from './textLimits';
import { stripInvalidXmlChars } from './writer';

describe('storedLength', () => {
  it('counts code points: an emoji is one character, an accented letter one', () => {
    expect(storedLength('😀😀')).toBe(2);
    expect(storedLength('é')).toBe(1);
    expect(storedLength('')).toBe(0);
  });

  it('leaves out what XML cannot carry, so it equals the length of what is stored', () => {
    const sent = 'a\u0000b\u0007\tc\n\r\uFFFE\uFFFF lone \uD800 \uDC00 end';
    expect(storedLength(sent)).toBe([...stripInvalidXmlChars(sent)].length);
    expect(storedLength('\uD800')).toBe(0);
  });

  it('counts a quote, an apostrophe and an ampersand as one character each', () => {
    expect(storedLength(`"'&<>`)).toBe(5);
  });
});

describe('isOverLimit', () => {
  it('refuses one character more than the limit, and not the limit itself', () => {
    expect(isOverLimit('x'.repeat(MAX_SHORT_TEXT), MAX_SHORT_TEXT)).toBe(false);
    expect(isOverLimit('x'.repeat(MAX_SHORT_TEXT + 1), MAX_SHORT_TEXT)).toBe(true);
    expect(isOverLimit('😀'.repeat(MAX_SHORT_TEXT), MAX_SHORT_TEXT)).toBe(false);
    expect(isOverLimit(`${'x'.repeat(MAX_SHORT_TEXT)}\u0000`, MAX_SHORT_TEXT)).toBe(false);
  });

  it('names the limit with thousands separators', () => {
    expect(tooLongMessage('Notes', 65_536)).toBe('Notes is too long (at most 65,536 characters)');
  });
});
