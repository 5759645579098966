/**
 * A small, fast XML writer. Every response of the service and every request body of the console
 * goes through it, so it is where well-formedness is guaranteed: characters XML 1.0 cannot carry
 * are dropped and names built from user data are made into valid element names.
 */

// Characters outside the XML 1.0 Char production, plus lone surrogates.
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPED = /[&<>"]/;

/** Removes the characters XML 1.0 cannot carry, so user input is stored as it will be shown. */
export function stripInvalidXmlChars(value: string): string {
  INVALID_XML_CHARS.lastIndex = 0;
  return INVALID_XML_CHARS.test(value) ? value.replace(INVALID_XML_CHARS, '') : value;
}

/** Any character the escapers have to act on; most values have none, and one test settles that. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_WORK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F&<>"\uD800-\uDFFF\uFFFE\uFFFF]/;

function escaped(value: string, quotes: boolean): string {
  if (!NEEDS_WORK.test(value)) return value;
  let text = value;
  INVALID_XML_CHARS.lastIndex = 0;
  if (INVALID_XML_CHARS.test(text)) text = text.replace(INVALID_XML_CHARS, '');
  if (!ESCAPED.test(text)) return text;
  text = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return quotes ? text.replace(/"/g, '&quot;') : text;
}

/**
 * Text safe anywhere, inside a `"`-quoted attribute value too: `&`, `<`, `>` and `"` escaped,
 * characters XML cannot carry dropped.
 */
export function escapeXml(value: string): string {
  return escaped(value, true);
}

/**
 * Element text content: `&`, `<` and `>` escaped, quotes and apostrophes as they are (XML text
 * needs no escape for them). A stored text of N characters is thus sent in at most 5·N
 * characters (`&` → `&amp;`), and a text of quotes in N: `"` used to cost six.
 */
export function escapeText(value: string): string {
  return escaped(value, false);
}

/**
 * Turns user text (a SuperTag field name) into an XML element name: spaces become `_` (the API's
 * rule), other characters that cannot appear in a name become `_`, and a name that cannot start
 * as it is gets a leading `_`.
 */
export function toXmlName(raw: string): string {
  let name = raw
    .trim()
    .replace(/\s/g, '_')
    .replace(
      // eslint-disable-next-line no-misleading-character-class -- U+200C/U+200D are name characters on their own (XML NameChar)
      /[^A-Za-z0-9_.\-\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/g,
      '_',
    );
  if (name === '' || !/^[A-Za-z_\u00C0-\uFFFD]/.test(name)) name = `_${name}`;
  if (/^xml/i.test(name)) name = `_${name}`;
  return name;
}

export type Attrs = Readonly<Record<string, string>>;

function attrText(attrs: Attrs | undefined): string {
  if (attrs === undefined) return '';
  let out = '';
  for (const key in attrs) out += ` ${key}="${escapeXml(attrs[key]!)}"`;
  return out;
}

/** `<name attrs>escaped text</name>`; null/undefined write `<name nil="true"/>`. */
export function textElement(
  name: string,
  value: string | number | boolean | null | undefined,
  attrs?: Attrs,
): string {
  if (value === null || value === undefined) return `<${name}${attrText(attrs)} nil="true"/>`;
  return `<${name}${attrText(attrs)}>${typeof value === 'string' ? escapeText(value) : String(value)}</${name}>`;
}

export function intElement(name: string, value: number | null | undefined): string {
  return textElement(name, value, { type: 'integer' });
}

export function boolElement(name: string, value: boolean | null | undefined): string {
  return textElement(name, value, { type: 'boolean' });
}

/** `<name attrs>…children…</name>`, or `<name attrs/>` when there are none. */
export function containerElement(name: string, children: string, attrs?: Attrs): string {
  return children === ''
    ? `<${name}${attrText(attrs)}/>`
    : `<${name}${attrText(attrs)}>${children}</${name}>`;
}

/** `<plural type="array">…</plural>`, the API's list shape. */
export function arrayElement<T>(
  name: string,
  items: readonly T[],
  write: (item: T) => string,
): string {
  let children = '';
  for (const item of items) children += write(item);
  return containerElement(name, children, { type: 'array' });
}

/**
 * The most characters (UTF-16 units, so at most 3 bytes each in UTF-8) of records one list page
 * holds: 16 Mi. A page stops taking records once the next one would pass it (it always holds
 * one), so no page can outgrow a string or the memory of the process, whatever its records hold.
 */
export const LIST_PAGE_CHARACTERS = 16 * 1024 * 1024;

/**
 * A page of records, `<plural type="array">`, each written only when taken. When the budget
 * stopped it before the last record, the container says so with `truncated="true"`: the page
 * holds fewer records than asked for and is not the list's end; the next page starts at offset
 * + the records it holds.
 */
export function recordListElement<T>(
  name: string,
  items: Iterable<T>,
  write: (item: T) => string,
  budget: number = LIST_PAGE_CHARACTERS,
): string {
  let children = '';
  let truncated = false;
  for (const item of items) {
    if (children.length >= budget) {
      truncated = true;
      break;
    }
    const body = write(item);
    if (children !== '' && children.length + body.length > budget) {
      truncated = true;
      break;
    }
    children += body;
  }
  return containerElement(name, children, truncated ? { type: 'array', truncated: 'true' } : ARRAY);
}

const ARRAY: Attrs = { type: 'array' };

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function xmlDocument(root: string): string {
  return XML_DECLARATION + root;
}
