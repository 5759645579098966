import { currentLanguage, currentLocale } from '#i18n/i18n';
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

export const isHistoryField = (field: string): field is HistoryField =>
  (HISTORY_FIELDS as ReadonlySet<string>).has(field);

/** A history entry's field in the reader's language; a field we do not know, as the server names it. */
export function historyFieldName(field: string): string {
  return isHistoryField(field) ? libMessages.t(`history.field.${field}`) : humanName(field);
}

/** A history entry's value as the reader sees it: a deal's classic stage in their language. */
export function historyValue(field: string, value: string): string {
  return field === 'status' ? stageName(value) : value;
}

/**
 * Our service's description of an update ("Name changed", "Deal with id, status and amount
 * changed", written in English from the changed fields) in the reader's language, when every
 * field in it is one the console knows; undefined otherwise (a classic server's wording, or
 * English, which stays exactly as written).
 */
export function translatedUpdateDescription(description: string): string | undefined {
  if (currentLanguage() === 'en') return undefined;
  const match = /^(.+) changed$/.exec(description);
  if (match?.[1] === undefined) return undefined;
  const fields = match[1].split(/, | and /).map((part) => part.toLowerCase().replace(/ /g, '_'));
  if (!fields.every(isHistoryField)) return undefined;
  const names = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(
    fields.map(historyFieldName),
  );
  return libMessages.t('history.updated', { fields: names });
}
