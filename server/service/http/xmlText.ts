import { HttpError } from '../../http/httpError';

/**
 * Checks on an XML body's text that the parser lets through, each a well-formedness error in XML
 * 1.0 that would otherwise be stored in some silently altered form: characters XML does not
 * allow (raw or as character references), an XML declaration anywhere but at the start, and
 * anything but whitespace before the root element (a second byte-order mark, stray text).
 */

/** C0 controls other than tab, LF and CR, and the non-characters U+FFFE and U+FFFF. */
const INVALID_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const CHARACTER_REFERENCE = /&#(x[0-9A-Fa-f]+|[0-9]+);/g;
const XML_DECLARATION = /<\?xml[\s?]/gi;

function isXmlCharacter(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/**
 * The text outside CDATA sections and comments, which hold `&#…;` as plain text. A linear scan
 * (a lazy regular expression would go quadratic on many unclosed sections); an unclosed section
 * ends the scan, and the parser refuses the document anyway.
 */
function outsideLiteralSections(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const cdata = text.indexOf('<![CDATA[', at);
    const comment = text.indexOf('<!--', at);
    const start = cdata === -1 ? comment : comment === -1 ? cdata : Math.min(cdata, comment);
    if (start === -1) return out + text.slice(at);
    out += text.slice(at, start);
    const end = text.indexOf(start === cdata ? ']]>' : '-->', start);
    if (end === -1) return out;
    at = end + 3;
  }
}

const describe = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Throws a 400 naming the first problem; `text` is the decoded body without its byte-order mark. */
export function checkXmlText(text: string): void {
  const invalid = INVALID_CHARACTER.exec(text);
  if (invalid !== null) {
    throw new HttpError(400, [`Malformed XML: the character ${describe(invalid[0].charCodeAt(0))} is not allowed in XML (at character ${invalid.index})`]);
  }
  for (const match of outsideLiteralSections(text).matchAll(CHARACTER_REFERENCE)) {
    const reference = match[1]!;
    const code = reference.startsWith('x') ? parseInt(reference.slice(1), 16) : parseInt(reference, 10);
    if (!isXmlCharacter(code)) throw new HttpError(400, [`Malformed XML: the character reference ${match[0].slice(0, 20)} names a character XML does not allow`]);
  }
  for (const match of text.matchAll(XML_DECLARATION)) {
    if (text.slice(0, match.index).trim() !== '') throw new HttpError(400, ['Malformed XML: the XML declaration must come first']);
  }
  const firstMarkup = text.indexOf('<');
  const before = firstMarkup === -1 ? text : text.slice(0, firstMarkup);
  if (!/^[ \t\r\n]*$/.test(before)) throw new HttpError(400, ['Malformed XML: text before the root element']);
}
