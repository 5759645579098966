import { describe, expect, it } from 'vitest';
import { XmlDecodeError } from './decodeError';
import { child, childText, parseXml } from './tree';

describe('parseXml', () => {
  it('keeps values exactly as sent and decodes entities', () => {
    const root = parseXml(
      '<?xml version="1.0"?><location><postal_code>02806</postal_code><phone>+15550100</phone><city>Montr&#233;al &amp; co</city></location>',
    );
    expect(childText(root, 'postal_code')).toBe('02806');
    expect(childText(root, 'phone')).toBe('+15550100');
    expect(childText(root, 'city')).toBe('Montréal & co');
  });

  it('normalises dashes in names, reads attributes and nil', () => {
    const root = parseXml(
      '<person><first-name>Will</first-name><company-id nil="true"/><id type="integer">5</id></person>',
    );
    expect(childText(root, 'first_name')).toBe('Will');
    expect(child(root, 'company_id')?.nil).toBe(true);
    expect(childText(root, 'company_id')).toBeUndefined();
    expect(child(root, 'id')?.attrs['type']).toBe('integer');
  });

  it('accepts a byte-order mark and CDATA', () => {
    expect(
      childText(
        parseXml('\uFEFF<?xml version="1.0" encoding="utf-8"?><a><b><![CDATA[<x>]]></b></a>'),
        'b',
      ),
    ).toBe('<x>');
  });

  it.each([
    ['unclosed tag', '<a><b></a>'],
    ['two roots', '<a/><b/>'],
    ['no root', '   '],
    ['text outside the root', '<a/>junk'],
    ['a DOCTYPE', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
    ['an entity declaration', '<!ENTITY x SYSTEM "file:///etc/passwd"><a/>'],
    ['__proto__', '<a><__proto__>x</__proto__></a>'],
    ['constructor', '<a><constructor>x</constructor></a>'],
    ['a prototype attribute', '<a prototype="1"/>'],
    ['deep nesting', `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`],
  ])('refuses %s with a malformed error', (_name, input) => {
    let error: unknown;
    try {
      parseXml(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(XmlDecodeError);
    expect((error as XmlDecodeError).kind).toBe('malformed');
  });

  describe('nesting', () => {
    const nested = (levels: number, open = '<a>'): string =>
      `${open.repeat(levels)}${'</a>'.repeat(levels)}`;
    const depthError = (input: string): string | undefined => {
      try {
        parseXml(input);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };

    it('takes 32 levels and refuses 33', () => {
      expect(depthError(nested(32))).toBeUndefined();
      expect(depthError(nested(33))).toBe('XML nests deeper than 32 levels');
    });

    it('counts a start tag whose quoted value holds > or /', () => {
      expect(depthError(nested(32, '<a b="/>">'))).toBeUndefined();
      expect(depthError(nested(33, '<a b="/>">'))).toBe('XML nests deeper than 32 levels');
    });

    it('does not count tags written inside comments, CDATA or processing instructions', () => {
      const text = `<a>${'<b>'.repeat(40)}</a>`;
      expect(
        childText(parseXml(`<r><x><![CDATA[${text}]]></x><!--${text}--><?p ${text}?></r>`), 'x'),
      ).toBe(text);
    });

    it('does not let end tags inside a comment hide real nesting', () => {
      expect(depthError(`<r><!--${'</a>'.repeat(100)}-->${nested(40)}</r>`)).toBe(
        'XML nests deeper than 32 levels',
      );
    });
  });
});
