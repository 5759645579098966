import { humanName } from '#xml/values';
import { libMessages } from './messages';
import { stageName } from './stageName';

/**
 * The fields our service names in a record's history (`<changes>`), as the log keeps them: the
 * column of each written field (see `FieldColumns` in the service's store).
 */
const HISTORY_FIELDS = {
  name: 'history.field.name',
  first_name: 'history.field.first_name',
  last_name: 'history.field.last_name',
  title: 'history.field.title',
  notes: 'history.field.notes',
  background: 'history.field.background',
  company_id: 'history.field.company_id',
  small_image: 'history.field.small_image',
  large_image: 'history.field.large_image',
  description: 'history.field.description',
  status: 'history.field.status',
  amount: 'history.field.amount',
  deal_with_id: 'history.field.deal_with_id',
  assigned_to_id: 'history.field.assigned_to_id',
  due_date: 'history.field.due_date',
  flagged: 'history.field.flagged',
  complete: 'history.field.complete',
  subject: 'history.field.subject',
  body: 'history.field.body',
  date: 'history.field.date',
  ctype: 'history.field.ctype',
} as const;

const isHistoryField = (field: string): field is keyof typeof HISTORY_FIELDS =>
  Object.hasOwn(HISTORY_FIELDS, field);

/** A history entry's field in the reader's language; a field we do not know, as the server names it. */
export function historyFieldName(field: string): string {
  return isHistoryField(field) ? libMessages.t(HISTORY_FIELDS[field]) : humanName(field);
}

/** A history entry's value as the reader sees it: a deal's classic stage in their language. */
export function historyValue(field: string, value: string): string {
  return field === 'status' ? stageName(value) : value;
}
