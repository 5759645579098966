import type { Selectable, SelectQueryBuilder } from 'kysely';
import { parseCommunicationType } from '#xml/communication';
import { isoOf } from '#xml/dates';
import type {
  CommunicationChanges,
  CommunicationRecord,
  CommunicationSearch,
} from './communicationStore';
import type { CommunicationsTable, Database } from './schema';
import { linkedToContact } from './sql/contactLinks';
import { isoOrNull, msOrNull, type FieldColumns } from './sql/fieldColumns';

/** The columns a communication's record is read from. */
export const COMMUNICATION_COLUMNS = [
  'id',
  'subject',
  'body',
  'date_at',
  'ctype',
  'version',
  'created_at',
  'updated_at',
] as const;

export type CommunicationRow = Pick<
  Selectable<CommunicationsTable>,
  (typeof COMMUNICATION_COLUMNS)[number]
>;

export function communicationRecordOf(row: CommunicationRow): CommunicationRecord {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    date: isoOrNull(row.date_at),
    // The column has no CHECK; a row written by other means with an unknown type reads as a
    // note instead of breaking every list that contains it.
    ctype: parseCommunicationType(row.ctype) ?? 'note',
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

/** Where an update's fields are kept, in the order the activity log lists them. */
export const COMMUNICATION_FIELDS: FieldColumns<CommunicationChanges, CommunicationsTable> = {
  subject: 'subject',
  body: 'body',
  date: { column: 'date_at', store: msOrNull, show: isoOrNull, log: 'date' },
  ctype: 'ctype',
};

const ms = (iso: string): number => Date.parse(iso);

/** A search's conditions on a query of `communications`. */
export function whereCommunicationSearch<O>(
  query: SelectQueryBuilder<Database, 'communications', O>,
  search: CommunicationSearch,
): SelectQueryBuilder<Database, 'communications', O> {
  let q = query;
  if (search.ctype !== undefined) q = q.where('ctype', '=', search.ctype);
  if (search.contactId !== undefined)
    q = q.where('id', 'in', linkedToContact('communication', search.contactId));
  if (search.updatedSince !== undefined) q = q.where('updated_at', '>=', ms(search.updatedSince));
  if (search.updatedBefore !== undefined) q = q.where('updated_at', '<', ms(search.updatedBefore));
  if (search.createdSince !== undefined) q = q.where('created_at', '>=', ms(search.createdSince));
  if (search.createdBefore !== undefined) q = q.where('created_at', '<', ms(search.createdBefore));
  return q;
}
