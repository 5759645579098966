import { describe, expect, it } from 'vitest';
import { XmlDecodeError } from './decodeError';
import { childText, parseXml } from './tree';
import { parseXmlNodes } from './xmlNodes.browser';

// Runs in the `xml-browser` project only (vitest.config.ts), where `./tree` reads with this variant.
const malformed = (input: string): string => {
  try {
    parseXml(input);
  } catch (error) {
    expect(error).toBeInstanceOf(XmlDecodeError);
    expect((error as XmlDecodeError).kind).toBe('malformed');
    return (error as Error).message;
  }
  throw new Error(`${input} was read`);
};

describe('the browser reader (DOMParser)', () => {
  it('is the one the codec uses in the console', () => {
    // The Node reader decodes HTML's named entities; the browser's XML parser knows only XML's.
    expect(malformed('<a><b>x&nbsp;y</b></a>')).toMatch(/^Malformed XML: ./);
  });

  it('keeps elements, attributes, text and CDATA in order, and skips comments and instructions', () => {
    expect(
      parseXmlNodes(
        '<?xml version="1.0"?><a k="v &amp; w"><!--c-->x<b/><?p q?><![CDATA[<y>]]></a>',
      ),
    ).toEqual([
      {
        name: 'a',
        attrs: [['k', 'v & w']],
        children: ['x', { name: 'b', attrs: [], children: [] }, '<y>'],
      },
    ]);
  });

  it('decodes the five entities and character references', () => {
    expect(childText(parseXml('<a><b>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;</b></a>'), 'b')).toBe(
      '<>&"\'AB',
    );
  });

  it.each([
    ['an undeclared entity', '<a>&foo;</a>'],
    ['an undeclared prefix', '<a><x:b/></a>'],
    ['a control character', '<a>x\u0001y</a>'],
    ['a repeated attribute', '<a b="1" b="2"/>'],
    ['an unclosed element', '<a><b></a>'],
  ])('refuses %s, with a bounded message', (_name, input) => {
    expect(malformed(input).length).toBeLessThanOrEqual('Malformed XML: '.length + 201);
  });

  it('bounds the browser’s error text quoted in the message', () => {
    const message = malformed(`<a>${'x'.repeat(10_000)}&nbsp;</a>`);
    expect(message.length).toBeLessThanOrEqual('Malformed XML: '.length + 201);
  });
});
