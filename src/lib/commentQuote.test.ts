import { describe, expect, it } from 'vitest';
import { firstLine, replyText, splitQuote } from './commentQuote';

describe('comment replies', () => {
  it('quotes the first non-blank line of the comment answered, then the answer', () => {
    expect(replyText('\n  Can we meet on Friday?\nI am free after 3.', 'Yes, at 4')).toBe(
      '> Can we meet on Friday?\n\nYes, at 4',
    );
  });

  it('quotes what a reply said, not what it quoted', () => {
    const reply = replyText('First question', 'An answer');
    expect(firstLine(reply)).toBe('An answer');
    expect(replyText(reply, 'Thanks')).toBe('> An answer\n\nThanks');
  });

  it('cuts a long first line at 120 characters', () => {
    expect(firstLine('x'.repeat(200))).toBe(`${'x'.repeat(120)}…`);
  });

  it('splits a leading quote from the body, and leaves a text without one alone', () => {
    expect(splitQuote('> Can we meet?\n> Friday\n\nYes')).toEqual({
      quote: 'Can we meet?\nFriday',
      body: 'Yes',
    });
    expect(splitQuote('a > b\n> not leading')).toEqual({ quote: '', body: 'a > b\n> not leading' });
  });
});
