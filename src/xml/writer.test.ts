import { describe, expect, it } from 'vitest';
import { parseXml } from './tree';
import {
  arrayElement,
  escapeText,
  escapeXml,
  LIST_PAGE_CHARACTERS,
  recordListElement,
  textElement,
  toXmlName,
  xmlDocument,
} from './writer';

describe('writer', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml('a<b & "c">')).toBe('a&lt;b &amp; &quot;c&quot;&gt;');
    expect(escapeXml('bell\u0007 nul\u0000 tab\t ok')).toBe('bell nul tab\t ok');
    expect(escapeXml('lone \uD800 surrogate 😀')).toBe('lone  surrogate 😀');
  });

  it('writes quotes and apostrophes in text as they are, and escapes them in attributes', () => {
    expect(escapeText(`a<b & "c" 'd'>`)).toBe(`a&lt;b &amp; "c" 'd'&gt;`);
    expect(textElement('notes', '"'.repeat(4), { kind: 'say "hi"' })).toBe(
      `<notes kind="say &quot;hi&quot;">""""</notes>`,
    );
    expect(parseXml(textElement('notes', `"q" & 'a' ]]> <x>`)).text).toBe(`"q" & 'a' ]]> <x>`);
  });

  it('sends a stored text of N characters in at most 5·N (every character an ampersand)', () => {
    expect(escapeText('&'.repeat(100))).toHaveLength(500);
    expect(escapeText('"'.repeat(100))).toHaveLength(100);
    expect(escapeText('<>'.repeat(50))).toHaveLength(400);
  });

  it('makes user text into valid element names', () => {
    for (const raw of [
      'Twitter username',
      '1st choice',
      'a<b',
      'xml thing',
      '',
      ' ',
      'Ünïcode feld',
      '-dash',
      '.dot',
      'a:b',
    ]) {
      const name = toXmlName(raw);
      expect(() => parseXml(`<${name}>v</${name}>`), raw).not.toThrow();
    }
    expect(toXmlName('Twitter username')).toBe('Twitter_username');
    expect(toXmlName('1st choice')).toBe('_1st_choice');
  });

  it('writes documents a strict parser reads back', () => {
    const doc = xmlDocument(
      arrayElement('tags', ['a&b', 'c\u0001d'], (t) => `<tag>${textElement('name', t)}</tag>`),
    );
    const root = parseXml(doc);
    expect(root.attrs['type']).toBe('array');
    expect(root.children.map((c) => c.children[0]!.text)).toEqual(['a&b', 'cd']);
    expect(textElement('small_image', null)).toBe('<small_image nil="true"/>');
  });
});

describe('recordListElement', () => {
  it('stops taking records once the next would pass the budget, says so, and writes no more', () => {
    const written: number[] = [];
    const write = (n: number): string => {
      written.push(n);
      return `<r>${'x'.repeat(n)}</r>`;
    };
    expect(recordListElement('rs', [3, 3, 3], write, 40)).toBe(
      '<rs type="array"><r>xxx</r><r>xxx</r><r>xxx</r></rs>',
    );
    written.length = 0;
    expect(recordListElement('rs', [3, 3, 30, 3], write, 30)).toBe(
      '<rs type="array" truncated="true"><r>xxx</r><r>xxx</r></rs>',
    );
    expect(written).toEqual([3, 3, 30]);
  });

  it('always holds one record, however large, and a budget-sized page takes nothing more', () => {
    const write = (n: number): string => 'y'.repeat(n);
    expect(recordListElement('rs', [50, 1], write, 10)).toBe(
      `<rs type="array" truncated="true">${'y'.repeat(50)}</rs>`,
    );
    expect(recordListElement('rs', [], write, 10)).toBe('<rs type="array"/>');
  });

  it('has a budget of 16 Mi characters by default', () => {
    expect(LIST_PAGE_CHARACTERS).toBe(16 * 1024 * 1024);
  });
});
