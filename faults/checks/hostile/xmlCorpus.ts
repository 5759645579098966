import { BODY_TARGETS, XML, type HostileCase } from './cases';

/**
 * The generated corpus of malformed XML bodies: every malformation below, sent to every kind of
 * write. Each must be refused with a 4xx error document and change nothing.
 */

/** A field each root really has, so a malformation sits where a real value would. */
const FIELD: Record<string, string> = {
  company: 'name',
  person: 'first_name',
  deal: 'title',
  todo: 'title',
  communication: 'subject',
  location: 'label',
  comment: 'comment',
  tag: 'name',
  participant: 'contact_id',
  super_tag: 'reference',
};

type Malformation = [name: string, body: (root: string, field: string) => string | Buffer];

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))),
  );

const DEEP = 100_000;

const MALFORMATIONS: Malformation[] = [
  // Structure
  ['unclosed tag', (r, f) => `<${r}><${f}>X</${r}>`],
  ['unclosed root', (r, f) => `<${r}><${f}>X</${f}>`],
  ['mismatched tags', (r, f) => `<${r}><${f}>X</other></${r}>`],
  ['two roots', (r, f) => `<${r}><${f}>X</${f}></${r}><${r}/>`],
  ['text after the root', (r, f) => `<${r}><${f}>X</${f}></${r}>trailing`],
  ['text before the root', (r, f) => `leading<${r}><${f}>X</${f}></${r}>`],
  ['a late XML declaration', (r, f) => `<${r}><${f}>X</${f}></${r}><?xml version="1.0"?>`],
  ['an unclosed comment', (r, f) => `<${r}><!-- <${f}>X</${f}></${r}>`],
  ['an unclosed CDATA section', (r, f) => `<${r}><${f}><![CDATA[X</${f}></${r}>`],
  ['an unquoted attribute', (r, f) => `<${r} type=array><${f}>X</${f}></${r}>`],
  ['a repeated attribute', (r, f) => `<${r}><${f} nil="false" nil="true">X</${f}></${r}>`],
  ['a bare ampersand', (r, f) => `<${r}><${f}>A & B</${f}></${r}>`],
  ['a bare less-than', (r, f) => `<${r}><${f}>A < B</${f}></${r}>`],
  ['an invalid element name', (r, f) => `<${r}><1${f}>X</1${f}></${r}>`],
  ['an empty document', () => '<?xml version="1.0" encoding="UTF-8"?>'],
  ['only a comment', () => '<!-- nothing -->'],
  ['JSON in an XML body', (r, f) => `{"${r}":{"${f}":"X"}}`],
  ['an HTML page', () => '<!DOCTYPE html><html><body><form></form></body></html>'],
  // Entities and DOCTYPEs
  ['a DOCTYPE', (r, f) => `<!DOCTYPE ${r}><${r}><${f}>X</${f}></${r}>`],
  ['a lower-case doctype', (r, f) => `<!doctype ${r}><${r}><${f}>X</${f}></${r}>`],
  [
    'entity expansion (billion laughs)',
    (r, f) =>
      `<?xml version="1.0"?><!DOCTYPE ${r} [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]><${r}><${f}>&j;</${f}></${r}>`,
  ],
  [
    'an external entity (XXE)',
    (r, f) =>
      `<!DOCTYPE ${r} [<!ENTITY x SYSTEM "file:///etc/passwd">]><${r}><${f}>&x;</${f}></${r}>`,
  ],
  [
    'a parameter entity',
    (r, f) =>
      `<!DOCTYPE ${r} [<!ENTITY % p SYSTEM "http://127.0.0.2:9/x.dtd"> %p;]><${r}><${f}>X</${f}></${r}>`,
  ],
  [
    'an entity declaration without DOCTYPE',
    (r, f) => `<!ENTITY x "y"><${r}><${f}>&x;</${f}></${r}>`,
  ],
  // Depth and size
  [
    `${DEEP.toLocaleString('en-US')}-deep nesting`,
    (r) => `<${r}>${'<a>'.repeat(DEEP)}${'</a>'.repeat(DEEP)}</${r}>`,
  ],
  [`${DEEP.toLocaleString('en-US')} unclosed opening tags`, (r) => `<${r}>${'<a>'.repeat(DEEP)}`],
  [
    '33 levels of nesting',
    (r, f) => `<${r}>${'<a>'.repeat(32)}<${f}>X</${f}>${'</a>'.repeat(32)}</${r}>`,
  ],
  // Characters
  ['a NUL character', (r, f) => `<${r}><${f}>A\u0000B</${f}></${r}>`],
  ['a bell character', (r, f) => `<${r}><${f}>A\u0007B</${f}></${r}>`],
  ['an escape character', (r, f) => `<${r}><${f}>A\u001bB</${f}></${r}>`],
  ['U+FFFE', (r, f) => `<${r}><${f}>A\uFFFEB</${f}></${r}>`],
  ['a reference to NUL', (r, f) => `<${r}><${f}>A&#0;B</${f}></${r}>`],
  ['a reference to a control character', (r, f) => `<${r}><${f}>A&#x1;B</${f}></${r}>`],
  ['a reference to a surrogate', (r, f) => `<${r}><${f}>A&#xD800;B</${f}></${r}>`],
  ['a reference beyond Unicode', (r, f) => `<${r}><${f}>A&#x110000;B</${f}></${r}>`],
  ['a NUL in an element name', (r, f) => `<${r}><${f}\u0000>X</${f}\u0000></${r}>`],
  ['invalid UTF-8 (0xFF)', (r, f) => bytes(`<${r}><${f}>A`, [0xff], `B</${f}></${r}>`)],
  ['overlong UTF-8 for "/"', (r, f) => bytes(`<${r}><${f}>A`, [0xc0, 0xaf], `B</${f}></${r}>`)],
  ['a truncated UTF-8 sequence', (r, f) => bytes(`<${r}><${f}>A`, [0xe2, 0x82], `</${f}></${r}>`)],
  [
    'a UTF-8-encoded surrogate',
    (r, f) => bytes(`<${r}><${f}>A`, [0xed, 0xa0, 0x80], `</${f}></${r}>`),
  ],
  [
    'UTF-16 bytes',
    (r, f) =>
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(`<${r}><${f}>X</${f}></${r}>`, 'utf16le'),
      ]),
  ],
  // Names that poison objects
  [
    'a __proto__ element',
    (r, f) => `<${r}><__proto__><${f}>X</${f}></__proto__><${f}>X</${f}></${r}>`,
  ],
  [
    'a constructor element',
    (r, f) =>
      `<${r}><constructor><prototype><${f}>X</${f}></prototype></constructor><${f}>X</${f}></${r}>`,
  ],
  ['a prototype element', (r, f) => `<${r}><prototype>X</prototype><${f}>X</${f}></${r}>`],
  ['a __proto__ root', (_r, f) => `<__proto__><${f}>X</${f}></__proto__>`],
  ['a __proto__ attribute', (r, f) => `<${r} __proto__="x"><${f}>X</${f}></${r}>`],
  ['a constructor attribute', (r, f) => `<${r}><${f} constructor="x">X</${f}></${r}>`],
  ['a dashed __proto__', (r, f) => `<${r}><__proto--><${f}>X</${f}></__proto--></${r}>`],
  // Repetition and types
  ['a duplicated field', (r, f) => `<${r}><${f}>First</${f}><${f}>Second</${f}></${r}>`],
  [
    'a field duplicated in two spellings',
    (r) =>
      r === 'location'
        ? `<${r}><label>work</label><street_1>A</street_1><street-1>B</street-1></${r}>`
        : `<${r}><${FIELD[r]}>A</${FIELD[r]}><${FIELD[r]!.replace(/_/g, '-')}>B</${FIELD[r]!.replace(/_/g, '-')}><${FIELD[r]}>C</${FIELD[r]}></${r}>`,
  ],
  ['10,000 duplicated fields', (r, f) => `<${r}>${`<${f}>X</${f}>`.repeat(10_000)}</${r}>`],
  ['elements inside a text field', (r, f) => `<${r}><${f}>A<b>bold</b>C</${f}></${r}>`],
];

/** Wrong types: a value the field cannot hold, per kind of record. */
const WRONG_TYPES: HostileCase[] = [
  ['POST', '/service/deals.xml', '<deal><title>T</title><amount>lots</amount></deal>'],
  ['POST', '/service/deals.xml', '<deal><title>T</title><amount>1e309</amount></deal>'],
  ['POST', '/service/deals.xml', '<deal><title>T</title><deal_with_id>abc</deal_with_id></deal>'],
  [
    'POST',
    '/service/deals.xml',
    '<deal><title>T</title><deal_with_id>99999999999999999999999</deal_with_id></deal>',
  ],
  ['POST', '/service/deals.xml', '<deal><title>T</title><deal_with_id>-4</deal_with_id></deal>'],
  ['POST', '/service/deals.xml', '<deal><title>T</title><deal_with_id>1.5</deal_with_id></deal>'],
  ['POST', '/service/deals.xml', '<deal><title>T</title><status>sideways</status></deal>'],
  ['POST', '/service/deals.xml', '<deal><title>T</title><assigned_to_id>x</assigned_to_id></deal>'],
  ['PUT', '/service/deals/{deal}.xml', '<deal><amount>-</amount></deal>'],
  ['POST', '/service/todos.xml', '<todo><title>T</title><flagged>maybe</flagged></todo>'],
  ['POST', '/service/todos.xml', '<todo><title>T</title><complete>2</complete></todo>'],
  ['POST', '/service/todos.xml', '<todo><title>T</title><due_date>yesterday</due_date></todo>'],
  [
    'POST',
    '/service/todos.xml',
    '<todo><title>T</title><due_date>2030-02-30 10:00:00 +0000</due_date></todo>',
  ],
  [
    'POST',
    '/service/communications.xml',
    '<communication><subject>S</subject><ctype>fax</ctype></communication>',
  ],
  [
    'POST',
    '/service/communications.xml',
    '<communication><subject>S</subject><ctype>email</ctype><date>never</date></communication>',
  ],
  [
    'POST',
    '/service/companies/{company}/locations.xml',
    '<location><label>home</label><primary>perhaps</primary></location>',
  ],
  [
    'POST',
    '/service/companies/{company}/locations.xml',
    '<location><primary>true</primary></location>',
  ],
  [
    'PUT',
    '/service/communications/{communication}/add_participant.xml',
    '<participant><contact_id>x</contact_id><role>to</role></participant>',
  ],
  [
    'PUT',
    '/service/communications/{communication}/add_participant.xml',
    '<participant><contact_id>{company}</contact_id><role>boss</role></participant>',
  ],
  ['POST', '/service/companies.xml', '<person><first_name>Wrong root</first_name></person>'],
  ['POST', '/service/companies.xml', '<company><name>   </name></company>'],
  ['POST', '/service/companies.xml', '<company/>'],
].map(([method, path, body]) => ({
  name: `wrong type: ${method} ${path} ${body!.slice(0, 70)}`,
  method: method!,
  path: path!,
  body: body!,
  headers: XML,
}));

/** Names that travel in paths and Location headers: past a few KiB no client can read or address them. */
const OVERSIZED_NAMES: HostileCase[] = [
  {
    name: 'oversized name: a 20,000-character location label',
    method: 'POST',
    path: '/service/companies/{company}/locations.xml',
    headers: XML,
    body: `<location><label>${'l'.repeat(20_000)}</label></location>`,
  },
  {
    name: 'oversized name: a 20,000-character tag name',
    method: 'PUT',
    path: '/service/companies/{company}/add_tag.xml',
    headers: XML,
    body: `<tag>${'t'.repeat(20_000)}</tag>`,
  },
];

export function xmlCorpus(): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const [name, build] of MALFORMATIONS) {
    for (const target of BODY_TARGETS) {
      cases.push({
        name: `${name}: ${target.method} ${target.path}`,
        method: target.method,
        path: target.path,
        headers: XML,
        body: build(target.root, FIELD[target.root]!),
      });
    }
  }
  return [...cases, ...WRONG_TYPES, ...OVERSIZED_NAMES];
}
