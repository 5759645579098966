import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/httpError';
import { checkXmlText, MAX_ATTRIBUTES, MAX_XML_ASIDES, MAX_XML_NODES } from './xmlText';

function refusal(text: string): string | undefined {
  try {
    checkXmlText(text);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).messages[0];
  }
}

describe('checkXmlText', () => {
  it('lets real clients’ documents through', () => {
    for (const text of [
      '<?xml version="1.0" encoding="UTF-8"?>\n<company>\n  <name>Acme &amp; Co &#233; &#x1F642;</name>\n</company>',
      '<company><name>tab\there</name><notes>line\r\nbreak</notes></company>',
      '  \n<tag>x</tag>',
      '<company><notes><![CDATA[&#1; is literal here]]></notes><!-- &#0; too --></company>',
      '<?xml-stylesheet href="x"?><company/>',
    ]) {
      expect(refusal(text), text).toBeUndefined();
    }
  });

  it('refuses characters XML does not allow, raw or as references', () => {
    expect(refusal('<a>x\u0000y</a>')).toMatch(/U\+0000 is not allowed/);
    expect(refusal('<a>x\u001by</a>')).toMatch(/U\+001B/);
    expect(refusal('<a>x\uFFFEy</a>')).toMatch(/U\+FFFE/);
    for (const reference of [
      '&#0;',
      '&#x1;',
      '&#xD800;',
      '&#x110000;',
      '&#99999999;',
      '&#xFFFF;',
    ]) {
      expect(refusal(`<a>${reference}</a>`), reference).toMatch(/character reference/);
    }
  });

  it('refuses a late or repeated XML declaration and text before the root', () => {
    expect(refusal('<a/><?xml version="1.0"?>')).toMatch(/declaration must come first/);
    expect(refusal('<?xml version="1.0"?><?xml version="1.0"?><a/>')).toMatch(/only once/);
    expect(refusal('\uFEFF<a/>')).toMatch(/text before the root/);
    expect(refusal('junk<a/>')).toMatch(/text before the root/);
  });

  it('refuses entities nobody declared, naming them, and stray ampersands', () => {
    expect(refusal('<a>&foo;</a>')).toBe(
      'Malformed XML: the entity &foo; is not declared (only &amp; &lt; &gt; &quot; &apos; and character references such as &#160; are)',
    );
    expect(refusal('<a>x&nbsp;y</a>')).toMatch(/the entity &nbsp; is not declared/);
    expect(refusal('<a b="&copy;"/>')).toMatch(/the entity &copy; is not declared/);
    expect(refusal(`<a>&${'n'.repeat(100)};</a>`)).toMatch(/the entity &n{40}…; is not declared/);
    for (const stray of ['<a>fish & chips</a>', '<a>&amp</a>', '<a>&;</a>', '<a b="x & y"/>']) {
      expect(refusal(stray), stray).toMatch(/'&' must start a reference/);
    }
    for (const reference of ['&#;', '&#x;', '&#12a;', '&#X41;', '&#65']) {
      expect(refusal(`<a>${reference}</a>`), reference).toMatch(/written &#digits; or &#xhex;/);
    }
    expect(refusal('<a b="&#1;"/>')).toMatch(/character reference &#1; names a character/);
  });

  it('lets the predefined entities and references through, and what sections hold as text', () => {
    for (const text of [
      '<a b="&lt;&gt;&amp;&quot;&apos;&#60;&#x3C;">&lt;&gt;&amp;&quot;&apos;&#0000065;</a>',
      '<a><![CDATA[&nbsp; <?xml version="1.0"?> <b b="<">]]><!-- &foo; <!DOCTYPE --><?pi &bar;?></a>',
      '<a b=\'"&amp;"\' c="\'>\'">x</a>',
    ]) {
      expect(refusal(text), text).toBeUndefined();
    }
  });

  it('refuses < in attribute values and markup declarations', () => {
    expect(refusal('<a b="<c>"/>')).toMatch(/'<' is not allowed in an attribute value/);
    expect(refusal('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toBe(
      'DOCTYPE and entity declarations are not allowed',
    );
    expect(refusal('<a><!ENTITY x "y"></a>')).toBe(
      'DOCTYPE and entity declarations are not allowed',
    );
    expect(refusal('<a><!ELEMENT a ANY></a>')).toMatch(/'<!' must start a comment or a CDATA/);
  });

  it('refuses a tag left open before the next one, and more attributes than the API uses', () => {
    expect(refusal('<a><b c="d" <e/></b></a>')).toBe(
      "Malformed XML: a tag is not closed before the '<' at character 12",
    );
    const attributes = (count: number): string =>
      `<a${Array.from({ length: count }, (_, i) => ` a${i}="${i}"`).join('')}/>`;
    expect(refusal(attributes(MAX_ATTRIBUTES))).toBeUndefined();
    expect(refusal(attributes(MAX_ATTRIBUTES + 1))).toMatch(
      /^An element carries more than 64 attributes/,
    );
  });

  it('refuses more elements, CDATA sections, comments or processing instructions than a body needs', () => {
    const within = (unit: string, count: number): string =>
      `<?xml version="1.0"?><a>${unit.repeat(count - 1)}</a>`;
    expect(refusal(within('<b/>', MAX_XML_NODES))).toBeUndefined();
    expect(refusal(within('<b/>', MAX_XML_NODES + 1))).toMatch(
      /^An XML body may hold at most 10,000 elements and CDATA sections \(more at character \d+\)$/,
    );
    expect(refusal(within('<![CDATA[x]]>', MAX_XML_NODES + 1))).toMatch(/at most 10,000 elements/);
    const asides = (unit: string, count: number): string => `<a>${unit.repeat(count)}</a>`;
    expect(refusal(asides('<!-- c -->', MAX_XML_ASIDES))).toBeUndefined();
    expect(refusal(asides('<?pi?>', MAX_XML_ASIDES))).toBeUndefined();
    expect(refusal(asides('<!-- c -->', MAX_XML_ASIDES + 1))).toMatch(
      /^An XML body may hold at most 100 comments and processing instructions/,
    );
    expect(refusal(asides('<?pi?><!---->', MAX_XML_ASIDES / 2 + 1))).toMatch(
      /at most 100 comments/,
    );
  });

  /**
   * The scan reports how many characters it examined, every search included. Doubling the body
   * must at most double that count (plus rounding) for each kind of content, up to the 1 MiB body
   * limit: a search restarted from an earlier point, or one that looks ahead to the end on every
   * step (as the scan for comments once did for CDATA), makes the count grow with the square.
   */
  const fill = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length));
  const constructs: Record<string, (size: number) => string> = {
    comments: (size) => `<a>${fill('<!---->', size)}</a>`,
    'CDATA sections': (size) => `<a>${fill('<![CDATA[]]>', size)}</a>`,
    'comments and CDATA sections': (size) => `<a>${fill('<!----><![CDATA[]]>', size)}</a>`,
    'processing instructions': (size) => `<a>${fill('<?p?>', size)}</a>`,
    'unclosed sections': (size) => `<a>${fill('<![CDATA[<!--', size)}</a>`,
    'an unclosed processing instruction': (size) => `<a>${fill('<?', size)}</a>`,
    attributes: (size) => `<a>${fill('<b c="&amp;&#65;" d=\'>\'/>', size)}</a>`,
    'a tag left open': (size) => `<a b="c"${fill(' d', size)}`,
    'an unclosed attribute value': (size) => `<a b="${fill('x', size)}`,
    'nested elements': (size) => fill('<a>', size / 2) + fill('</a>', size / 2),
    'elements and text': (size) => `<a>${fill('<b c="d">e</b>', size)}</a>`,
    'predefined entities': (size) => `<a>${fill('&amp;&lt;&quot;', size)}</a>`,
    'character references': (size) => `<a>${fill('&#65;&#x1F642;', size)}</a>`,
    'a long name': (size) => `<${fill('a', size)}/>`,
    'a long text': (size) => `<a>${fill('a >', size)}</a>`,
    whitespace: (size) => `${fill(' \n', size)}<a/>`,
  };

  it.each(Object.entries(constructs))('examines a body of %s in linear time', (_name, make) => {
    // Without the count limits: they would end the scan early, hiding what the scan itself costs.
    const examined = (size: number): number =>
      checkXmlText(make(size), { nodes: Infinity, asides: Infinity });
    let previous = examined(16 * 1024);
    for (let size = 32 * 1024; size <= 1024 * 1024; size *= 2) {
      const current = examined(size);
      expect(current, `${size} characters`).toBeLessThanOrEqual(2 * previous + 64);
      expect(current, `${size} characters`).toBeLessThanOrEqual(40 * size);
      previous = current;
    }
  });
});
