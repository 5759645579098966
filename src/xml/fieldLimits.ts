import { isOverLimit, MAX_LONG_TEXT, MAX_SHORT_TEXT, tooLongMessage } from './textLimits';
import type { XmlElement } from './tree';

/**
 * The length limits of written texts (docs/api-decisions.md), in one place for the service
 * (`server/service/wire/fieldLengths.ts` answers 422 with these problems) and the console (a
 * snapshot restore checks every document it would send with the same function, in its dry run).
 * Counted as stored (`textLimits.storedLength`), for XML bodies, form bodies and query strings
 * alike, since all three become the same tree.
 */
export { MAX_LONG_TEXT, MAX_SHORT_TEXT };

const LONG_FIELDS = new Set(['notes', 'background', 'description', 'body', 'comment']);

/**
 * The API's record elements: their own text fields are one-line fields here, and each appears
 * once per record (the service's shape rules, server/service/wire/fieldRules.ts).
 */
export const RECORD_ELEMENTS: ReadonlySet<string> = new Set([
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
export const fieldLabel = (field: string): string => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * How a refusal is worded, from the element's name and its limit. The service's answers are in
 * English (`tooLongMessage`); the console passes its own, in the reader's language.
 */
export type TooLongWording = (element: string, limit: number) => string;

const serviceWording: TooLongWording = (element, limit) =>
  tooLongMessage(fieldLabel(element), limit);

/**
 * The limit of one text (an element without children), wherever it is: notes, background,
 * descriptions, bodies and comments hold 65,536 characters at any level (`<comment>text</comment>`
 * as the whole body, or a form's `comment=`); the other fields of a record 255; any other text
 * the API reads (search terms, tag lists, SuperTag values, which their decoder limits to 255)
 * 65,536 at most.
 */
function limitOf(name: string, parent: XmlElement | undefined): number {
  if (LONG_FIELDS.has(name)) return MAX_LONG_TEXT;
  return parent !== undefined && RECORD_ELEMENTS.has(parent.name) ? MAX_SHORT_TEXT : MAX_LONG_TEXT;
}

/**
 * One sentence per field over its limit in a request document (each field named once). Elements
 * with children (records, lists) are not texts and are not measured; their children are. Linear
 * in the document's size.
 */
export function fieldLengthProblems(
  root: XmlElement,
  wording: TooLongWording = serviceWording,
): string[] {
  const problems = new Set<string>();
  const check = (element: XmlElement, parent: XmlElement | undefined): void => {
    const limit = limitOf(element.name, parent);
    if (isOverLimit(element.text, limit)) problems.add(wording(element.name, limit));
  };
  if (root.children.length === 0) check(root, undefined);
  const pending: XmlElement[] = [root];
  for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
    for (const child of element.children) {
      if (child.children.length > 0) pending.push(child);
      else check(child, element);
    }
  }
  return [...problems];
}
