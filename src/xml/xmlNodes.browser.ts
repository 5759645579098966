import { XmlDecodeError } from './decodeError';
import type { XmlNode } from './xmlNodes';

/**
 * The console's reader of `xmlNodes.ts`'s shape: the browser's own XML parser (DOMParser, native
 * and linear), swapped in for fast-xml-parser by the console's build
 * (`scripts/build/browserVariants.ts`), so the first visit downloads no parser. It is stricter than
 * the Node reader: a document that is not namespace-well-formed XML 1.0 — an HTML entity such as
 * `&nbsp;`, an undeclared entity or prefix, a control character — is refused as malformed, where
 * the Node reader decodes or keeps it. The service and classic servers send neither.
 */

/** Longest part of the browser's error text quoted in the message (it can quote the document). */
const MAX_REASON_LENGTH = 200;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function toNode(element: Element): XmlNode {
  const attrs: [string, string][] = [];
  for (const attr of Array.from(element.attributes)) attrs.push([attr.name, attr.value]);
  const children: (XmlNode | string)[] = [];
  for (let node = element.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE) children.push(toNode(node as Element));
    else if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE)
      children.push(node.nodeValue ?? '');
  }
  return { name: element.nodeName, attrs, children };
}

/**
 * The browsers report a malformed document inside the result, as an element named `parsererror`
 * in a namespace of their own (an API document's elements have none).
 */
function parseError(document: Document): string | undefined {
  for (const error of Array.from(document.getElementsByTagNameNS('*', 'parsererror'))) {
    if (error.namespaceURI === null) continue;
    const reason = (error.textContent ?? '').replace(/\s+/g, ' ').trim();
    return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH)}…` : reason;
  }
  return undefined;
}

/** The root element of a document (XML's DOM keeps no text outside it). */
export function parseXmlNodes(text: string): (XmlNode | string)[] {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = parseError(document);
  if (error !== undefined) throw new XmlDecodeError('malformed', `Malformed XML: ${error}`);
  const root = document.documentElement;
  return root === null ? [] : [toNode(root)];
}
