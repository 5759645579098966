import { humanName } from '#xml/values';
import { catalogueFieldName } from './fieldNames';
import { stageName } from './stageName';

/** A history entry's field in the reader's language; a field we do not know, as the server names it. */
export function historyFieldName(field: string): string {
  return catalogueFieldName(field) ?? humanName(field);
}

/** A history entry's value as the reader sees it: a deal's classic stage in their language. */
export function historyValue(field: string, value: string): string {
  return field === 'status' ? stageName(value) : value;
}
