import { fieldElementNames, isMultipleChoice, type FieldElementNames } from '#xml/superTagNames';
import type { SuperTagFieldValue } from '#xml/tag';

/** A value as `super_tag_values` keeps it (JSON), or null: empty values are not stored. */
export const storedValue = (value: string | string[]) =>
  value.length === 0 ? null : JSON.stringify(value);

/** The stored value as the field's type wants it, even when written under another type. */
export function readStoredValue(json: string, fieldType: string): string | string[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = json;
  }
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  return isMultipleChoice(fieldType) ? list.filter((v) => v !== '') : list.join(', ');
}

// Every record show and list maps field names to element names: remember the few there are.
const elementNamesCache = new Map<string, FieldElementNames>();
const ELEMENT_NAMES_CACHE_SIZE = 2000;

function cachedElementNames(fieldName: string, fieldType: string): FieldElementNames {
  const key = `${fieldType}\u0000${fieldName}`;
  let names = elementNamesCache.get(key);
  if (names === undefined) {
    if (elementNamesCache.size >= ELEMENT_NAMES_CACHE_SIZE) elementNamesCache.clear();
    names = fieldElementNames(fieldName, fieldType);
    elementNamesCache.set(key, names);
  }
  return names;
}

/** A field's value as a record embeds it (element names from the field name), or null when empty. */
export function fieldValueOf(name: string, type: string, json: string): SuperTagFieldValue | null {
  const value = readStoredValue(json, type);
  const { element, item } = cachedElementNames(name, type);
  if (typeof value === 'string') return value === '' ? null : { kind: 'text', element, value };
  return value.length === 0 ? null : { kind: 'choices', element, item, values: value };
}
