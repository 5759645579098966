import { toXmlName } from './writer';

/**
 * How SuperTag field names become element names (the API's rules): spaces become `_`; a
 * multiple-choice field is a container named with the plural of the field holding one singular
 * element per selected option.
 */
export function pluralise(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Best guess at the singular of a container name, for an empty container whose items cannot be seen. */
export function singularise(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

export interface FieldElementNames {
  /** Element of a text value, or the container of a multiple-choice value. */
  element: string;
  /** Element of each selected option (multiple choice only). */
  item: string;
}

export const MULTIPLE_CHOICE = 'Multiple choice';
export const TEXT_FIELD = 'Text';

export function isMultipleChoice(fieldType: string): boolean {
  return fieldType.trim().toLowerCase() === 'multiple choice';
}

export function fieldElementNames(fieldName: string, fieldType: string): FieldElementNames {
  const item = toXmlName(fieldName);
  return { element: isMultipleChoice(fieldType) ? pluralise(item) : item, item };
}

/**
 * The key an incoming element is matched on: its XML name, with dashes read as underscores (the
 * parser normalises them) and case ignored, so `<Work-Blog>`, `<work_blog>` and a form's
 * `super_tag[Work Blog]` all name the field "Work blog".
 */
export function elementKey(name: string): string {
  return toXmlName(name).replace(/-/g, '_').toLowerCase();
}

/** Every key a field answers to on write: its singular name and, for multiple choice, the plural container. */
export function fieldKeys(fieldName: string, fieldType: string): string[] {
  const names = fieldElementNames(fieldName, fieldType);
  const keys = [elementKey(names.item)];
  if (names.element !== names.item) keys.push(elementKey(names.element));
  return keys;
}

/**
 * Field names that would be read as another field's element ("Work blog" and "work-blog", or a
 * text field "Interests" beside a multiple-choice "Interest"): each clashing pair is reported once.
 */
export function clashingFieldNames(fields: readonly { name: string; type: string }[]): string[] {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const field of fields) {
    for (const key of fieldKeys(field.name, field.type)) {
      const first = owner.get(key);
      if (first === undefined) owner.set(key, field.name);
      else if (!clashes.includes(`${first} / ${field.name}`))
        clashes.push(`${first} / ${field.name}`);
    }
  }
  return clashes;
}

/**
 * Element names a request cannot carry: the XML parser refuses the first three outright and
 * renames the others (`<toString>` arrives as `__toString`), and form parameters refuse the
 * first three too. Compared ignoring case, so no spelling of a field comes near them.
 */
const RESERVED_ELEMENT_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
].map((name) => name.toLowerCase());

/**
 * Why a field name cannot be used, or undefined when it can: its element (and, for multiple
 * choice, its items' element) must be one a request can carry under the API's name mapping.
 */
export function unusableFieldName(fieldName: string, fieldType: string): string | undefined {
  const names = fieldElementNames(fieldName, fieldType);
  for (const element of new Set([names.element, names.item]))
    if (RESERVED_ELEMENT_NAMES.includes(element.toLowerCase()))
      return `Field name "${fieldName}" cannot be used: requests cannot carry its element <${element}>; rename the field`;
  return undefined;
}
