import { XmlDecodeError } from './decodeError';
import { parseTimestamp } from './dates';
import { child, childText, type XmlElement } from './tree';
import { stripInvalidXmlChars } from './writer';

/**
 * Typed readers over the element tree, shared by every resource decoder. Each returns undefined
 * when the field is absent or nil ("no value given") and throws XmlDecodeError naming the field
 * when a value is there but is not of the field's type.
 */

export function humanName(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function readText(parent: XmlElement, field: string): string | undefined {
  return childText(parent, field);
}

/** Text with surrounding whitespace removed (names, labels, tag names: pretty-printed XML pads them). */
export function readTrimmed(parent: XmlElement, field: string): string | undefined {
  return childText(parent, field)?.trim();
}

/**
 * A written text field without the characters XML cannot carry (a form body can send them), so
 * it is stored as it will be shown; `trim` for names and labels, which pretty-printing pads.
 */
export function readWritten(parent: XmlElement, field: string, trim: boolean): string | undefined {
  const text = childText(parent, field);
  if (text === undefined) return undefined;
  const clean = stripInvalidXmlChars(text);
  return trim ? clean.trim() : clean;
}

export function parseIntText(text: string, field: string): number {
  const trimmed = text.trim();
  if (!/^-?\d{1,15}$/.test(trimmed))
    throw new XmlDecodeError('invalid', `${humanName(field)} must be an integer`);
  return Number(trimmed);
}

export function readInt(parent: XmlElement, field: string): number | undefined {
  const text = childText(parent, field);
  if (text === undefined || text.trim() === '') return undefined;
  return parseIntText(text, field);
}

export function parseBoolText(text: string, field: string): boolean {
  switch (text.trim().toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      throw new XmlDecodeError('invalid', `${humanName(field)} must be true or false`);
  }
}

export function readBool(parent: XmlElement, field: string): boolean | undefined {
  const text = childText(parent, field);
  if (text === undefined || text.trim() === '') return undefined;
  return parseBoolText(text, field);
}

export function readTimestamp(parent: XmlElement, field: string): string | undefined {
  const text = childText(parent, field);
  if (text === undefined || text.trim() === '') return undefined;
  return parseTimestamp(text, humanName(field));
}

/** Decimal text with two fraction digits, the format of deal amounts ("1234.50"). */
export function parseAmountText(text: string, field: string): string {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(trimmed))
    throw new XmlDecodeError(
      'invalid',
      `${humanName(field)} must be a number with at most two decimals`,
    );
  return Number(trimmed).toFixed(2);
}

export function readAmount(parent: XmlElement, field: string): string | undefined {
  const text = childText(parent, field);
  if (text === undefined || text.trim() === '') return undefined;
  return parseAmountText(text, field);
}

/** Required child element; a missing one means the document is not the expected shape. */
export function requireChild(parent: XmlElement, name: string): XmlElement {
  const found = child(parent, name);
  if (found === undefined) throw new XmlDecodeError('invalid', `<${parent.name}> has no <${name}>`);
  return found;
}

export function requireRoot(root: XmlElement, name: string): XmlElement {
  if (root.name !== name)
    throw new XmlDecodeError('invalid', `Expected a <${name}> document, got <${root.name}>`);
  return root;
}

/** Items of a list: the children named `item` of a `<plural type="array">` (or untyped) container. */
export function listItems(container: XmlElement | undefined, item: string): XmlElement[] {
  if (container === undefined) return [];
  return container.children.filter((c) => c.name === item);
}

function idsOf(container: XmlElement, field: string): number[] {
  // Items are read whatever their name (`<attached_contacts_id>` in XML, `attached_contact` from a
  // form's `deal[attached_contacts][]=5`); a container with text only is a comma-separated list.
  if (container.children.length > 0)
    return container.children
      .filter((c) => !c.nil && c.text.trim() !== '')
      .map((c) => parseIntText(c.text, field));
  return container.text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => parseIntText(s, field));
}

/** Ids in a container child (`<todos><todo_id>3</todo_id></todos>`), or undefined when the container is absent or nil (leave the set as it is). */
export function readIdSet(
  parent: XmlElement,
  container: string,
  field: string,
): number[] | undefined {
  const el = child(parent, container);
  if (el === undefined || el.nil) return undefined;
  return idsOf(el, field);
}

/** Trimmed text, with a blank value read as "not given" (the .NET client sends `<assigned_to />`). */
export function readNonBlank(parent: XmlElement, field: string): string | undefined {
  const text = readTrimmed(parent, field);
  return text === '' ? undefined : text;
}
