import { libMessages } from './messages';

/**
 * The API's field names the console's catalogue names in the reader's language: the elements a
 * request document may hold (named in a length refusal) and the fields our service names in a
 * record's history (the column of each written field, see `FieldColumns` in its store).
 */
const CATALOGUED_FIELDS = new Set([
  'name',
  'first_name',
  'last_name',
  'title',
  'background',
  'notes',
  'description',
  'body',
  'subject',
  'comment',
  'label',
  'email',
  'website',
  'phone',
  'cell',
  'fax',
  'street_1',
  'street_2',
  'city',
  'state',
  'postal_code',
  'country',
  'company_id',
  'small_image',
  'large_image',
  'status',
  'amount',
  'deal_with_id',
  'assigned_to_id',
  'due_date',
  'flagged',
  'complete',
  'date',
  'ctype',
] as const);
type CataloguedField = typeof CATALOGUED_FIELDS extends Set<infer Field> ? Field : never;

const isCatalogued = (field: string): field is CataloguedField =>
  (CATALOGUED_FIELDS as ReadonlySet<string>).has(field);

/** A field's name in the reader's language; undefined when the catalogue does not name it. */
export function catalogueFieldName(field: string): string | undefined {
  return isCatalogued(field) ? libMessages.t(`field.${field}`) : undefined;
}
