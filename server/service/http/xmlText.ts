import { HttpError } from '../../http/httpError';

/**
 * Checks on an XML body's text that the parser lets through, each a well-formedness error in XML
 * 1.0 that would otherwise be stored in some silently altered form: characters XML does not
 * allow (raw or as character references), an XML declaration anywhere but at the start, and
 * anything but whitespace before the root element (a second byte-order mark, stray text).
 */

/** Index of the first C0 control other than tab, LF and CR, or of U+FFFE / U+FFFF; -1 when none. */
function firstInvalidCharacter(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) ||
      code === 0xfffe ||
      code === 0xffff
    )
      return i;
  }
  return -1;
}

const CHARACTER_REFERENCE = /&#(x[0-9A-Fa-f]+|[0-9]+);/g;
const XML_DECLARATION = /<\?xml[\s?]/i;

function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
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

/** Throws a 400 naming the first problem; `text` is the decoded body (the decoder drops one byte-order mark). */
export function checkXmlText(text: string): void {
  const invalid = firstInvalidCharacter(text);
  if (invalid !== -1) {
    throw new HttpError(400, [
      `Malformed XML: the character ${describe(text.charCodeAt(invalid))} is not allowed in XML (at character ${invalid})`,
    ]);
  }
  for (const match of outsideLiteralSections(text).matchAll(CHARACTER_REFERENCE)) {
    const reference = match[1]!;
    const code = reference.startsWith('x')
      ? parseInt(reference.slice(1), 16)
      : parseInt(reference, 10);
    if (!isXmlCharacter(code))
      throw new HttpError(400, [
        `Malformed XML: the character reference ${match[0].slice(0, 20)} names a character XML does not allow`,
      ]);
  }
  const declaration = text.search(XML_DECLARATION);
  if (
    declaration !== -1 &&
    (!/^[ \t\r\n]*$/.test(text.slice(0, declaration)) ||
      text.slice(declaration + 1).search(XML_DECLARATION) !== -1)
  ) {
    throw new HttpError(400, ['Malformed XML: the XML declaration must come first, and only once']);
  }
  const firstMarkup = text.indexOf('<');
  const before = firstMarkup === -1 ? text : text.slice(0, firstMarkup);
  if (!/^[ \t\r\n]*$/.test(before))
    throw new HttpError(400, ['Malformed XML: text before the root element']);
}
