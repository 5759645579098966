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

export interface FieldElementNames {
  /** Element of a text value, or the container of a multiple-choice value. */
  element: string;
  /** Element of each selected option (multiple choice only). */
  item: string;
}

export function isMultipleChoice(fieldType: string): boolean {
  return fieldType.trim().toLowerCase() === 'multiple choice';
}

export function fieldElementNames(fieldName: string, fieldType: string): FieldElementNames {
  const item = toXmlName(fieldName);
  return { element: isMultipleChoice(fieldType) ? pluralise(item) : item, item };
}
