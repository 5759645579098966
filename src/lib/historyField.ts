import { humanName } from '#xml/values';
import { libMessages } from './messages';
import { stageName } from './stageName';

/**
 * The fields our service names in a record's history (`<changes>`), as the log keeps them: the
 * column of each written field (see `FieldColumns` in the service's store).
 */
const HISTORY_FIELDS = new Set([
  'name',
  'first_name',
  'last_name',
  'title',
  'notes',
  'background',
  'company_id',
  'small_image',
  'large_image',
  'description',
  'status',
  'amount',
  'deal_with_id',
  'assigned_to_id',
  'due_date',
  'flagged',
  'complete',
  'subject',
  'body',
  'date',
  'ctype',
] as const);
type HistoryField = typeof HISTORY_FIELDS extends Set<infer Field> ? Field : never;

const isHistoryField = (field: string): field is HistoryField =>
  (HISTORY_FIELDS as ReadonlySet<string>).has(field);

/** A history entry's field in the reader's language; a field we do not know, as the server names it. */
export function historyFieldName(field: string): string {
  return isHistoryField(field) ? libMessages.t(`history.field.${field}`) : humanName(field);
}

/** A history entry's value as the reader sees it: a deal's classic stage in their language. */
export function historyValue(field: string, value: string): string {
  return field === 'status' ? stageName(value) : value;
}
