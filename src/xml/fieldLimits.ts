import type { XmlElement } from './tree';

/**
 * The length limits of written fields (README, API decisions), in one place for the service
 * (`server/service/http/fieldLengths.ts` answers 422 with these problems) and the console (a
 * snapshot restore checks every document it would send with the same function, in its dry run).
 */

/** Names, titles, labels, e-mail, phone, website and every other one-line field. */
export const MAX_SHORT_TEXT = 255;
/** Notes, descriptions, bodies and comments: 64 Ki characters (code points, not UTF-8 bytes). */
export const MAX_LONG_TEXT = 65_536;

const LONG_FIELDS = new Set(['notes', 'background', 'description', 'body', 'comment']);

/** The record elements whose own text fields carry limits (the same set the shape rules know). */
const RECORD_ELEMENTS = new Set([
  'company',
  'person',
  'deal',
  'todo',
  'communication',
  'location',
  'comment',
  'participant',
  'tag',
  'user',
]);

/** `first_name` → "First name", as the error names the field. */
const label = (field: string): string => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Characters as people count them (code points): an emoji is one, not two UTF-16 units. */
export function countCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/**
 * One sentence per field over its limit in a request document: a record's one-line fields hold at
 * most 255 characters, its notes, descriptions, bodies and comments 64 Ki. Containers (lists of
 * ids, tags) are not fields and are not measured. Linear in the document's size.
 */
export function fieldLengthProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  const pending: XmlElement[] = [root];
  for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
    const isRecord = RECORD_ELEMENTS.has(element.name);
    for (const child of element.children) {
      if (child.children.length > 0) {
        pending.push(child);
        continue;
      }
      if (!isRecord) continue;
      const limit = LONG_FIELDS.has(child.name) ? MAX_LONG_TEXT : MAX_SHORT_TEXT;
      // Cheap first: a text within the limit in UTF-16 units is within it in characters too.
      if (child.text.length > limit && countCharacters(child.text) > limit) {
        problems.push(
          `${label(child.name)} is too long (at most ${limit.toLocaleString('en-US')} characters)`,
        );
      }
    }
  }
  return problems;
}
