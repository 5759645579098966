import { HttpError } from '../../http/httpError';
import { firstInvalidCharacter, invalidCharacterMessage, isXmlCharacter } from './xmlCharacters';

/**
 * Checks on an XML body's text that the parser lets through, each a well-formedness error in XML
 * 1.0 that would otherwise be stored in some silently altered form: characters XML does not
 * allow (raw or as character references), references to entities nobody declared (the parser
 * would keep `&foo;` as text and decode HTML's `&nbsp;`), `<` in an attribute value, an XML
 * declaration anywhere but at the start, and anything but whitespace before the root element
 * (a second byte-order mark, stray text). DOCTYPEs are refused here too, so that a declared
 * entity is reported as the DOCTYPE it needs.
 *
 * Linear whatever the body holds: one pass whose cursor never moves back, where every search
 * (the end of a comment, a CDATA section, a processing instruction, a quoted value) starts at the
 * cursor and the cursor then jumps past what it found. An unclosed section or tag ends the scan:
 * the parser refuses the document anyway.
 */

/**
 * The API's elements carry at most two attributes (`type`, `nil`): more is no document of ours,
 * and the parser builds an object per attribute (a 1 MiB tag of 100,000 took over a second).
 */
export const MAX_ATTRIBUTES = 64;

/**
 * Elements and CDATA sections a body may hold. The largest document of the API (a person with
 * its locations, tags and SuperTag values) holds a few hundred; the parser costs about 10 µs
 * each, so 10,000 keep one body's parse under about 0.1 s.
 */
export const MAX_XML_NODES = 10_000;

/**
 * Comments and processing instructions a body may hold (the XML declaration aside). Clients send
 * none; the parser's cost for them grows faster than their number (10,000 PIs took 0.12 s).
 */
export const MAX_XML_ASIDES = 100;

export interface XmlCountLimits {
  nodes: number;
  asides: number;
}

const BODY_LIMITS: XmlCountLimits = { nodes: MAX_XML_NODES, asides: MAX_XML_ASIDES };

/** The entities XML predefines; with DOCTYPEs refused, no other name can be declared. */
const PREDEFINED_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

const LT = 0x3c;
const AMP = 0x26;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const GT = 0x3e;
const SEMICOLON = 0x3b;

const malformed = (message: string): HttpError => new HttpError(400, [`Malformed XML: ${message}`]);
const isSpace = (code: number): boolean =>
  code === 0x20 || code === 0x9 || code === 0xa || code === 0xd;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isHexDigit = (code: number): boolean =>
  isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
/** Characters that end an entity name; anything else is read as part of it. */
const endsName = (code: number): boolean =>
  isSpace(code) ||
  code === SEMICOLON ||
  code === LT ||
  code === GT ||
  code === AMP ||
  code === QUOTE ||
  code === APOSTROPHE ||
  code === 0x3d; /* = */

/** Clips what a client sent before it goes into a message. */
const clip = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

class XmlTextScan {
  /** Characters examined so far: each step and each search adds what it looked at. */
  examined = 0;
  private at = 0;
  private rootStarted = false;
  private declarationAllowed = true;
  /** Elements and CDATA sections so far (limits.nodes). */
  private nodes = 0;
  /** Comments and processing instructions so far (limits.asides). */
  private asides = 0;

  constructor(
    private readonly text: string,
    private readonly limits: XmlCountLimits,
  ) {}

  /** `indexOf` from `from`, counting the characters it has to look at. */
  private find(needle: string, from: number): number {
    const found = this.text.indexOf(needle, from);
    this.examined += (found === -1 ? this.text.length : found + needle.length) - from;
    return found;
  }

  private startsWith(prefix: string, ignoreCase = false): boolean {
    const slice = this.text.slice(this.at, this.at + prefix.length);
    this.examined += slice.length;
    return (ignoreCase ? slice.toLowerCase() : slice) === prefix;
  }

  /** Scans the whole text, throwing a 400 at the first problem. */
  run(): void {
    const { text } = this;
    while (this.at < text.length) {
      const code = text.charCodeAt(this.at);
      this.examined++;
      if (code === LT) {
        if (!this.markup()) return;
      } else if (code === AMP) {
        this.at = this.reference(this.at);
      } else {
        if (!this.rootStarted && !isSpace(code)) throw malformed('text before the root element');
        this.at++;
      }
    }
  }

  /** Reads the markup starting at `<`; false when it is unclosed (the parser says so). */
  private markup(): boolean {
    const start = this.at;
    const next = this.text.charCodeAt(start + 1);
    const declarationAllowed = this.declarationAllowed;
    this.declarationAllowed = false;
    if (next === 0x21 /* ! */) {
      if (this.startsWith('<!--')) {
        this.countAside(start);
        return this.skipPast('-->', start + 4);
      }
      if (this.startsWith('<![CDATA[')) {
        this.countNode(start);
        return this.skipPast(']]>', start + 9);
      }
      if (this.startsWith('<!doctype', true) || this.startsWith('<!entity', true))
        throw new HttpError(400, ['DOCTYPE and entity declarations are not allowed']);
      throw malformed(`'<!' must start a comment or a CDATA section (at character ${start})`);
    }
    if (next === 0x3f /* ? */) {
      const isDeclaration =
        this.startsWith('<?xml', true) && /^[ \t\r\n?]$/.test(this.text[start + 5] ?? '');
      if (isDeclaration && !declarationAllowed)
        throw malformed('the XML declaration must come first, and only once');
      if (!isDeclaration) this.countAside(start);
      return this.skipPast('?>', start + 2);
    }
    if (next === 0x2f /* / */) return this.skipPast('>', start + 2);
    this.rootStarted = true;
    this.countNode(start);
    return this.startTag(start + 1);
  }

  private countNode(at: number): void {
    if (++this.nodes > this.limits.nodes)
      throw new HttpError(400, [
        `An XML body may hold at most ${this.limits.nodes.toLocaleString('en-US')} elements and CDATA sections (more at character ${at})`,
      ]);
  }

  private countAside(at: number): void {
    if (++this.asides > this.limits.asides)
      throw new HttpError(400, [
        `An XML body may hold at most ${this.limits.asides} comments and processing instructions (more at character ${at})`,
      ]);
  }

  private skipPast(end: string, from: number): boolean {
    const found = this.find(end, from);
    if (found === -1) return false;
    this.at = found + end.length;
    return true;
  }

  /**
   * A start tag's names and quoted values up to its `>`: no `<` outside its values, at most
   * MAX_ATTRIBUTES values (each attribute has one), and values without `<` or bad references.
   */
  private startTag(from: number): boolean {
    const { text } = this;
    let attributes = 0;
    let i = from;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      this.examined++;
      if (code === GT) {
        this.at = i + 1;
        return true;
      }
      if (code === QUOTE || code === APOSTROPHE) {
        if (++attributes > MAX_ATTRIBUTES)
          throw new HttpError(400, [
            `An element carries more than ${MAX_ATTRIBUTES} attributes (at character ${i})`,
          ]);
        i = this.attributeValue(i + 1, code);
        if (i === -1) return false;
      } else if (code === LT) {
        throw malformed(`a tag is not closed before the '<' at character ${i}`);
      } else i++;
    }
    return false;
  }

  /** Reads a quoted value from `from`; the index after its closing quote, or -1 when unclosed. */
  private attributeValue(from: number, quote: number): number {
    const { text } = this;
    let i = from;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      this.examined++;
      if (code === quote) return i + 1;
      if (code === LT)
        throw malformed(`'<' is not allowed in an attribute value (write &lt;; at character ${i})`);
      i = code === AMP ? this.reference(i) : i + 1;
    }
    return -1;
  }

  /**
   * Checks the reference starting at `&` (index `i`) and returns the index after its `;`: one of
   * the five predefined entities, or a character reference naming a character XML allows.
   */
  private reference(i: number): number {
    const { text } = this;
    if (text.charCodeAt(i + 1) === 0x23 /* # */) {
      const hex = text.charCodeAt(i + 2) === 0x78; /* x */
      const digitsStart = i + (hex ? 3 : 2);
      let end = digitsStart;
      while (end < text.length && (hex ? isHexDigit : isDigit)(text.charCodeAt(end))) end++;
      this.examined += end - i + 1;
      if (end === digitsStart || text.charCodeAt(end) !== SEMICOLON)
        throw malformed(
          `a character reference is written &#digits; or &#xhex; (at character ${i}: ${clip(text.slice(i, end + 1))})`,
        );
      const digits = text.slice(digitsStart, end);
      const code = parseInt(digits, hex ? 16 : 10);
      if (!isXmlCharacter(code))
        throw malformed(
          `the character reference ${clip(text.slice(i, end + 1))} names a character XML does not allow`,
        );
      return end + 1;
    }
    let end = i + 1;
    while (end < text.length && !endsName(text.charCodeAt(end))) end++;
    this.examined += end - i + 1;
    const name = text.slice(i + 1, end);
    if (name === '' || text.charCodeAt(end) !== SEMICOLON)
      throw malformed(
        `'&' must start a reference such as &amp; (write &amp; for the character itself; at character ${i})`,
      );
    if (!PREDEFINED_ENTITIES.has(name))
      throw malformed(
        `the entity &${clip(name)}; is not declared (only &amp; &lt; &gt; &quot; &apos; and character references such as &#160; are)`,
      );
    return end + 1;
  }
}

/**
 * Throws a 400 naming the first problem; `text` is the decoded body (the decoder drops one
 * byte-order mark); `limits` bound how many elements and comments it may hold. Returns how many characters the checks examined, which stays within a small
 * multiple of the text's length (the tests hold it to that for every kind of content).
 */
export function checkXmlText(text: string, limits: XmlCountLimits = BODY_LIMITS): number {
  const invalid = firstInvalidCharacter(text);
  if (invalid !== -1)
    throw malformed(invalidCharacterMessage(text.charCodeAt(invalid), `at character ${invalid}`));
  const scan = new XmlTextScan(text, limits);
  scan.run();
  return text.length + scan.examined;
}
