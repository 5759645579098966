import { parseCommunicationType } from '#xml/communication';
import { isoOf } from '#xml/dates';
import type { SelectQueryBuilder } from 'kysely';
import type { CommunicationRecord, CommunicationSearch } from './communicationStore';
import type { Database } from './schema';
import { linkedToContact } from './sql/contactLinks';

/**
 * The columns both backends read for a communication and the row → record mapping, shared so
 * that SQLite and PostgreSQL turn rows into records the same way.
 */
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

export interface CommunicationRow {
  id: number;
  subject: string;
  body: string;
  date_at: number | null;
  ctype: string;
  version: number;
  created_at: number;
  updated_at: number;
}

export function communicationRecordOf(row: CommunicationRow): CommunicationRecord {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    date: row.date_at === null ? null : isoOf(row.date_at),
    // The column has no CHECK; a row written by other means with an unknown type reads as a
    // note instead of breaking every list that contains it.
    ctype: parseCommunicationType(row.ctype) ?? 'note',
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

const ms = (iso: string): number => Date.parse(iso);

/** A search's conditions on a query of `communications` (either store's builder: the SQL is the same). */
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
