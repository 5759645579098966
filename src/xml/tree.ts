import { XmlDecodeError } from './decodeError';
import { parseXmlNodes, type XmlNode } from './xmlNodes';

/**
 * The codec's document model: an ordered element tree, the same for XML bodies, form bodies and
 * query strings, so every decoder reads one shape. Element names are normalised on the way in
 * (dashes become underscores) because clients send `street-1` and `street_1` alike.
 */
export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** Concatenated character data of this element (whitespace between child elements included). */
  text: string;
  /** `nil="true"`: the client says "no value given". */
  nil: boolean;
}

/** Names that would poison a plain object somewhere downstream; refused outright. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper documents are refused before parsing: no API document nests more than a few levels. */
export const MAX_XML_DEPTH = 32;

export function normaliseName(name: string): string {
  return name.replace(/-/g, '_');
}

export function checkName(name: string): void {
  if (FORBIDDEN_NAMES.has(name))
    throw new XmlDecodeError('malformed', `Element or parameter name "${name}" is not allowed`);
}

/** Index just past the first `end` at or after `from`, or -1 when there is none. */
function pastNext(text: string, end: string, from: number): number {
  const found = text.indexOf(end, from);
  return found === -1 ? -1 : found + end.length;
}

/** Index just past the `>` ending the tag opened at `start`, skipping quoted values; -1 if unclosed. */
function pastTag(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */ || code === 39 /* ' */) {
      i = text.indexOf(text[i]!, i + 1);
      if (i === -1) return -1;
    } else if (code === 62 /* > */) return i + 1;
  }
  return -1;
}

/**
 * Bounds nesting before the recursive conversion sees the parser's tree. One pass, linear: each
 * comment, CDATA section and processing instruction is skipped with one search from the cursor,
 * so that tags written inside them neither count nor, as end tags, hide real nesting. Any other
 * `<!…>` counts like a start tag, as the parser reads it as one. An unclosed construct ends the
 * scan: the validator reports it.
 */
function assertDepth(text: string): void {
  let depth = 0;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at)) {
    const next = text.charCodeAt(at + 1);
    if (text.startsWith('<!--', at)) at = pastNext(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) at = pastNext(text, ']]>', at + 9);
    else if (next === 63 /* ? */) at = pastNext(text, '?>', at + 2);
    else if (next === 47 /* / */) {
      depth--;
      at = pastNext(text, '>', at + 2);
    } else {
      const end = pastTag(text, at);
      if (end !== -1 && text.charCodeAt(end - 2) !== 47 /* / */ && ++depth > MAX_XML_DEPTH)
        throw new XmlDecodeError('malformed', `XML nests deeper than ${MAX_XML_DEPTH} levels`);
      at = end;
    }
    if (at === -1) return;
  }
}

/** The codec's element of a parsed node: names normalised and checked, text concatenated. */
function toElement(node: XmlNode): XmlElement {
  const name = normaliseName(node.name);
  checkName(name);
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [attr, value] of node.attrs) {
    checkName(attr);
    attrs[attr] = value;
  }
  const element: XmlElement = { name, attrs, children: [], text: '', nil: attrs['nil'] === 'true' };
  for (const child of node.children) {
    if (typeof child === 'string') element.text += child;
    else element.children.push(toElement(child));
  }
  return element;
}

/**
 * Parses one XML document into its root element. Refuses what the API never needs and what
 * could hurt: DOCTYPE and entity declarations, several roots, deep nesting, reserved names.
 * Throws XmlDecodeError('malformed', …) with a message fit for a client.
 */
export function parseXml(input: string): XmlElement {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new XmlDecodeError('malformed', 'DOCTYPE and entity declarations are not allowed');
  }
  assertDepth(text);
  // The validator lets text after a self-closed root through (`<a/>junk`) and the parser drops it.
  if (text.slice(text.lastIndexOf('>') + 1).trim() !== '')
    throw new XmlDecodeError('malformed', 'Malformed XML: text after the root element');
  const roots: XmlElement[] = [];
  for (const node of parseXmlNodes(text)) {
    if (typeof node !== 'string') roots.push(toElement(node));
    else if (node.trim() !== '')
      throw new XmlDecodeError('malformed', 'Malformed XML: text outside the root element');
  }
  if (roots.length !== 1) {
    throw new XmlDecodeError(
      'malformed',
      roots.length === 0
        ? 'Malformed XML: no root element'
        : 'Malformed XML: more than one root element',
    );
  }
  return roots[0]!;
}

/** First child with the given (normalised) name. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  for (const c of element.children) if (c.name === name) return c;
  return undefined;
}

/** All children with the given name, in document order. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** Text of a child, or undefined when the child is absent or marked nil. */
export function childText(element: XmlElement, name: string): string | undefined {
  const c = child(element, name);
  return c === undefined || c.nil ? undefined : c.text;
}

export function makeElement(
  name: string,
  children: XmlElement[] = [],
  text = '',
  attrs: Record<string, string> = {},
): XmlElement {
  return { name, attrs, children, text, nil: attrs['nil'] === 'true' };
}
