import { describe, expect, it } from 'vitest';
import { childText } from '#xml/tree';
import { HttpError } from '../../http/httpError';
import { parseBody, parseParameters, parseQuery } from './requestInput';

function message(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return `${error.status} ${error.messages[0]}`;
    throw error;
  }
}

function status(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('parseParameters', () => {
  it('reads like URLSearchParams: + is a space, a stray % stays literal', () => {
    expect(parseParameters('a=1+2&b=%C3%A9&c=100%&d=%ZZ&&e')).toEqual([
      ['a', '1 2'],
      ['b', 'é'],
      ['c', '100%'],
      ['d', '%ZZ'],
      ['e', ''],
    ]);
  });

  it('refuses escapes that decode to invalid UTF-8 instead of storing U+FFFD', () => {
    expect(status(() => parseParameters('name=%FF%FE'))).toBe(400);
    expect(status(() => parseParameters('name=%ED%A0%80'))).toBe(400);
  });
});

describe('query and form trees', () => {
  it('answers reserved names with 400, not 500', () => {
    for (const query of [
      '__proto__=1',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      'company[__proto__]=1',
    ]) {
      expect(
        status(() => parseQuery(query)),
        query,
      ).toBe(400);
    }
    expect(
      status(() =>
        parseBody('application/x-www-form-urlencoded', Buffer.from('__proto__[name]=X')),
      ),
    ).toBe(400);
  });

  it('bounds bracket nesting like XML depth', () => {
    expect(status(() => parseQuery(`a${'[b]'.repeat(31)}=1`))).toBe('ok');
    expect(status(() => parseQuery(`a${'[b]'.repeat(40)}=1`))).toBe(400);
  });

  it('refuses a record field sent twice but keeps lists', () => {
    expect(
      status(() =>
        parseBody(
          'application/x-www-form-urlencoded',
          Buffer.from('company[name]=A&company[name]=B'),
        ),
      ),
    ).toBe(400);
    expect(status(() => parseQuery('tags[]=a&tags[]=b'))).toBe('ok');
  });
});

describe('form bodies', () => {
  const form = (body: string) =>
    parseBody('application/x-www-form-urlencoded', Buffer.from(body, 'utf8'));

  it('refuses characters XML cannot carry, naming them, instead of dropping them', () => {
    expect(message(() => form('company[name]=A%01B'))).toBe(
      '400 Parameter "company[name]" holds the character U+0001, which XML does not allow (character 1 of its value)',
    );
    expect(message(() => form('a=1&comment\u001f=x'))).toMatch(/^400 .*U\+001F.*its name/);
    for (const escape of ['%00', '%1B', '%7F%EF%BF%BE', '%EF%BF%BF']) {
      expect(
        message(() => form(`comment=${escape}`)),
        escape,
      ).toMatch(/^400 .*U\+/);
    }
    expect(childText(form('comment=tab%09line%0Aend%0D%7F')!, 'comment')).toBe(
      'tab\tline\nend\r\u007f',
    );
  });

  it('leaves query strings alone: a search drops a NUL from its term on purpose', () => {
    expect(childText(parseQuery('title=a%00b'), 'title')).toBe('a\u0000b');
  });
});

describe('XML bodies', () => {
  it('refuses control characters, late declarations and duplicated fields', () => {
    for (const body of [
      '<company><name>a\u0001b</name></company>',
      '<company/><?xml version="1.0"?>',
      '<company><name>A</name><name>B</name></company>',
      '\uFEFF\uFEFF<company/>',
    ]) {
      expect(
        status(() => parseBody('application/xml', Buffer.from(body, 'utf8'))),
        JSON.stringify(body),
      ).toBe(400);
    }
  });

  it('decodes UTF-8 and refuses bytes that are not UTF-8', () => {
    const text = '<company><name>Zoë 🙂 東京</name></company>';
    expect(childText(parseBody('application/xml', Buffer.from(text))!, 'name')).toBe('Zoë 🙂 東京');
    const company = (middle: number[]): Buffer =>
      Buffer.concat([
        Buffer.from('<company><name>'),
        Buffer.from(middle),
        Buffer.from('</name></company>'),
      ]);
    // A stray byte, a truncated sequence, an overlong "/", an encoded surrogate.
    for (const bytes of [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      expect(
        message(() => parseBody('application/xml', company(bytes))),
        String(bytes),
      ).toBe('400 Request body is not valid UTF-8');
    }
  });

  it('still takes a body with one byte-order mark', () => {
    expect(
      parseBody(
        'application/xml',
        Buffer.from(
          '\uFEFF<?xml version="1.0" encoding="utf-8"?><company><name>A</name></company>',
          'utf8',
        ),
      )?.name,
    ).toBe('company');
  });
});

/**
 * Every kind of content at the 1 MiB body limit, through the whole reading of a body: our checks,
 * then the third-party validator and parser. Their inner searches are native `indexOf` calls we
 * cannot count, so this bounds CPU time instead (not wall time: the machine is shared): linear
 * reading takes well under a second each, the quadratic scan this replaced took 47 s (comments)
 * and 24 s (CDATA) of CPU here, and any quadratic path over a megabyte takes far more than 10 s.
 */
describe('XML bodies at the 1 MiB limit', () => {
  const size = 1024 * 1024 - 64;
  const fill = (unit: string, room = size): string => unit.repeat(Math.floor(room / unit.length));
  const inNotes = (inner: string): string => `<notes>${inner}</notes>`;
  // Past MAX_XML_NODES elements and CDATA sections, or MAX_XML_ASIDES comments and processing
  // instructions, a body is refused by the linear check before the parser sees it.
  const bodies: Array<[string, string, 'ok' | 400 | 422]> = [
    ['empty comments', inNotes(fill('<!---->')), 400],
    ['empty CDATA sections', inNotes(fill('<![CDATA[]]>')), 400],
    ['comments and CDATA sections', inNotes(fill('<!----><![CDATA[]]>')), 400],
    ['processing instructions', inNotes(fill('<?p?>')), 400],
    ['unclosed sections', inNotes(fill('<![CDATA[<!--')), 400],
    ['attributes on one element', `<notes${fill(' a=""')}/>`, 400],
    ['elements with attributes', `<people>${fill('<x a="1" b="2"/>')}</people>`, 400],
    ['nested elements', fill('<a>', size / 2) + fill('</a>', size / 2), 400],
    [
      'nesting hidden behind a comment',
      `<a><!--${fill('</a>', size / 2)}-->${fill('<a>', size / 2)}`,
      400,
    ],
    // Decoded, these texts are over the notes' 65,536 characters: read in full, then refused.
    ['predefined entities', inNotes(fill('&amp;')), 422],
    ['character references', inNotes(fill('&#x1F642;')), 422],
    ['references in an attribute value', `<notes a="${fill('&lt;&#65;')}"/>`, 'ok'],
    ['undeclared entities', inNotes(fill('&nbsp;')), 400],
    ['a long name', `<${fill('a')}/>`, 'ok'],
    ['a long text', inNotes(fill('a')), 422],
    ['unclosed tags', inNotes(fill('<a ')), 400],
  ];

  it.each(bodies)(
    'reads a body of %s in linear time',
    (_name, body, expected) => {
      const before = process.cpuUsage();
      const outcome = status(() => parseBody('application/xml', Buffer.from(body, 'utf8')));
      const used = process.cpuUsage(before);
      expect(outcome).toBe(expected);
      expect((used.user + used.system) / 1e6).toBeLessThan(10);
    },
    60_000,
  );
});
