import { containerElement, textElement, xmlDocument } from './writer';
import { parseXml } from './tree';

/** `<errors><error>Name can't be blank</error>…</errors>`: one `error` per problem. */
export function encodeErrorDocument(messages: readonly string[]): string {
  let children = '';
  for (const message of messages) children += textElement('error', message);
  return xmlDocument(containerElement('errors', children));
}

/**
 * Reads the messages of an error document; returns [] for a body that is not one (an upstream
 * that answers HTML, say), so callers can fall back to the status text.
 */
export function decodeErrorDocument(body: string): string[] {
  if (body.trim() === '') return [];
  try {
    const root = parseXml(body);
    if (root.name !== 'errors') return [];
    return root.children.filter((c) => c.name === 'error').map((c) => c.text.trim());
  } catch {
    return [];
  }
}
