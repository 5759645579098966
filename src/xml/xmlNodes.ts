import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { XmlDecodeError } from './decodeError';

/**
 * A well-formed document's nodes as read by the XML parser, before the codec's own rules
 * (`tree.ts`): elements with their names and attributes as written, character data as strings.
 * Two readers produce it: this one (fast-xml-parser, for Node: the service, the tools, the tests)
 * and `xmlNodes.browser.ts` (the browser's own DOMParser), which the console's build uses instead
 * (`scripts/build/browserVariants.ts`) so that no XML parser is downloaded.
 */
export interface XmlNode {
  name: string;
  attrs: [string, string][];
  children: (XmlNode | string)[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, unknown> };

/** A text node's value: the parser keeps text as strings (`parseTagValue: false`); anything else is no text. */
function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

function toNode(node: OrderedNode): XmlNode | string | null {
  for (const key of Object.keys(node)) {
    if (key === ':@') continue;
    if (key === '#text') return textOf(node[key]);
    if (key.startsWith('?') || key.startsWith('!')) return null;
    const attrs = Object.entries(node[':@'] ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]);
    const children: (XmlNode | string)[] = [];
    for (const child of (node[key] as OrderedNode[]) ?? []) {
      const converted = toNode(child);
      if (converted !== null) children.push(converted);
    }
    return { name: key, attrs, children };
  }
  return null;
}

/**
 * The top-level nodes of a document (its root element, and text around it if any). Comments,
 * processing instructions and the declaration are left out; the five XML entities, character
 * references and HTML's named entities are decoded. Throws XmlDecodeError('malformed', …) when
 * the text is not well-formed. The caller bounds the nesting first (`tree.ts`): the conversion
 * recurses once per level.
 */
export function parseXmlNodes(text: string): (XmlNode | string)[] {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    throw new XmlDecodeError(
      'malformed',
      `Malformed XML: ${validation.err.msg} (line ${validation.err.line})`,
    );
  }
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    throw new XmlDecodeError('malformed', `Malformed XML: ${(error as Error).message}`);
  }
  const top: (XmlNode | string)[] = [];
  for (const node of nodes) {
    const converted = toNode(node);
    if (converted !== null) top.push(converted);
  }
  return top;
}
