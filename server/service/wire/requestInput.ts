import { isAscii, isUtf8 } from 'node:buffer';
import { XmlDecodeError } from '#xml/decodeError';
import {
  checkName,
  makeElement,
  MAX_XML_DEPTH,
  normaliseName,
  parseXml,
  type XmlElement,
} from '#xml/tree';
import { HttpError } from '../../http/httpError';
import { checkFieldLengths } from './fieldLengths';
import { checkDocumentShape } from './fieldRules';
import { describeCharacter, firstInvalidCharacter } from './xmlCharacters';
import { checkXmlText } from './xmlText';

/** Query strings and form bodies carry at most this many parameters. */
const MAX_PARAMETERS = 1000;
export const FORM_ROOT = '#form';
export const QUERY_ROOT = '#query';

/** `tags[]` items are named with the singular of their container (`tags[]=a` → `<tags><tag>a</tag></tags>`). */
function singular(name: string): string {
  return name.length > 1 && name.endsWith('s') ? name.slice(0, -1) : name;
}

function childOf(parent: XmlElement, name: string): XmlElement {
  let found = parent.children.find((c) => c.name === name);
  if (found === undefined) {
    found = makeElement(name);
    parent.children.push(found);
  }
  return found;
}

/**
 * A form body is written as sent, and the replies are XML, which cannot carry C0 controls (but
 * tab, LF and CR), U+FFFE or U+FFFF: such a character is refused as in an XML body, never dropped.
 * (Query strings keep theirs: searches drop a NUL from the term on purpose.)
 */
function refuseCharactersXmlCannotCarry([name, value]: [string, string]): void {
  for (const [text, where] of [
    [name, 'its name'],
    [value, 'its value'],
  ] as const) {
    const invalid = firstInvalidCharacter(text);
    if (invalid !== -1)
      throw new HttpError(400, [
        `Parameter "${name.slice(0, 60)}" holds the character ${describeCharacter(text.charCodeAt(invalid))}, which XML does not allow (character ${invalid} of ${where})`,
      ]);
  }
}

/**
 * `a=1&b[c]=2` → name/value pairs, as URLSearchParams reads them (`+` is a space, a `%` that
 * starts no escape stays literal, so a search for "100%" works), except that escapes decoding to
 * invalid UTF-8 are a 400 instead of silently becoming U+FFFD.
 */
export function parseParameters(text: string): Array<[string, string]> {
  const decode = (part: string): string => {
    try {
      return decodeURIComponent(part.replace(/\+/g, ' ').replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    } catch {
      throw new HttpError(400, [
        `Parameter "${part.slice(0, 60)}" is not valid UTF-8 once percent-decoded`,
      ]);
    }
  };
  const pairs: Array<[string, string]> = [];
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    if (pairs.length === MAX_PARAMETERS)
      throw new HttpError(400, [`Too many parameters (at most ${MAX_PARAMETERS})`]);
    const equals = piece.indexOf('=');
    pairs.push(
      equals === -1
        ? [decode(piece), '']
        : [decode(piece.slice(0, equals)), decode(piece.slice(equals + 1))],
    );
  }
  return pairs;
}

/** A parameter name, normalised like an XML name; reserved names are a 400 like in XML bodies. */
function parameterName(raw: string, key: string): string {
  const name = normaliseName(raw);
  if (name === '') throw new HttpError(400, [`Malformed parameter name "${key.slice(0, 60)}"`]);
  try {
    checkName(name);
  } catch (error) {
    if (error instanceof XmlDecodeError) throw new HttpError(400, [error.message]);
    throw error;
  }
  return name;
}

/**
 * Turns `company[name]=x&tags[]=a&tag=b` into the codec's element tree (root `#form`/`#query`), so
 * that form bodies, query strings and XML bodies are read by the same decoders. Parameter names
 * are normalised like XML names (dashes → underscores), checked against reserved names, and nest
 * no deeper than XML documents may.
 */
export function paramsToTree(params: Iterable<[string, string]>, rootName: string): XmlElement {
  const root = makeElement(rootName);
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMETERS)
      throw new HttpError(400, [`Too many parameters (at most ${MAX_PARAMETERS})`]);
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (match === null)
      throw new HttpError(400, [`Malformed parameter name "${key.slice(0, 60)}"`]);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.length > MAX_XML_DEPTH)
      throw new HttpError(400, [
        `Parameter "${key.slice(0, 60)}…" nests deeper than ${MAX_XML_DEPTH} levels`,
      ]);
    let parent = root;
    for (let i = 0; i < path.length; i++) {
      const isLast = i === path.length - 1;
      const next = path[i + 1];
      const name = parameterName(path[i]!, key);
      if (next === '') {
        // `name[]=value`: a list; each value becomes a singular child of the container.
        const container = childOf(parent, name);
        (container.attrs as Record<string, string>)['type'] = 'array';
        container.children.push(makeElement(singular(name), [], value));
        break;
      }
      if (isLast) parent.children.push(makeElement(name, [], value));
      else parent = childOf(parent, name);
    }
  }
  checkDocumentShape(root);
  return root;
}

/** The query string's tree; its texts have the same limits as a body's (`?location[email]=`). */
export function parseQuery(search: string): XmlElement {
  const root = paramsToTree(parseParameters(search), QUERY_ROOT);
  checkFieldLengths(root);
  return root;
}

/** UTF-8's byte-order mark, which a decoder drops once from the start. */
const BOM = [0xef, 0xbb, 0xbf];

/**
 * The body's bytes as text, or null when they are not UTF-8; one byte-order mark at the start is
 * dropped (a second one stays, and the XML check refuses it). `isAscii` and `isUtf8` are
 * vectorised checks (microseconds per MiB), and an ASCII body is copied into a one-byte string
 * as it is: a fatal TextDecoder took 11 ms per MiB on the service's machine, more than anything
 * else a hostile 1 MiB body cost.
 */
function decodeUtf8(body: Buffer): string | null {
  if (isAscii(body)) return body.toString('latin1');
  if (!isUtf8(body)) return null;
  const start = BOM.every((byte, i) => body[i] === byte) ? BOM.length : 0;
  return body.toString('utf8', start);
}

/**
 * A request body → element tree: an XML body gives its root element, a form body a `#form`
 * root. Empty bodies give null. Anything else is 415; undecodable bytes or XML are 400.
 */
export function parseBody(contentType: string | undefined, body: Buffer): XmlElement | null {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (body.length === 0) return null;
  const text = decodeUtf8(body);
  if (text === null) throw new HttpError(400, ['Request body is not valid UTF-8']);
  if (text.trim() === '' || text.trim() === '\uFEFF') return null;
  if (mediaType === 'application/xml' || mediaType === 'text/xml' || mediaType.endsWith('+xml')) {
    // The decoder already dropped the byte-order mark: a U+FEFF left at the start is a second one.
    checkXmlText(text);
    let root: XmlElement;
    try {
      root = parseXml(text);
    } catch (error) {
      if (error instanceof XmlDecodeError) throw new HttpError(400, [error.message]);
      throw error;
    }
    checkDocumentShape(root);
    checkFieldLengths(root);
    return root;
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const pairs = parseParameters(text);
    for (const pair of pairs) refuseCharactersXmlCannotCarry(pair);
    const root = paramsToTree(pairs, FORM_ROOT);
    checkFieldLengths(root);
    return root;
  }
  throw new HttpError(415, [
    mediaType === ''
      ? 'Content-Type is missing: send application/xml or application/x-www-form-urlencoded'
      : `Content-Type ${mediaType.slice(0, 80)} is not supported: send application/xml or application/x-www-form-urlencoded`,
  ]);
}
