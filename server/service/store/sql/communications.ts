import type { CommunicationStore } from '../communicationStore';
import type { InferResult } from 'kysely';
import { parseCommunicationType } from '#xml/communication';
import type { ParticipantRole } from '#xml/participant';
import type {
  CommunicationChanges,
  CommunicationRecord,
  CommunicationSearch,
  NewCommunication,
  ParticipantRef,
} from '../communicationStore';
import { contactName } from '../contactName';
import type { Executor, StoreDb } from '../dialect/database';
import type { CommunicationsTable } from '../schema';
import type { ContactKind, Page, Scope } from '../scope';
import { notFound, refusal, written, WRITTEN, type WriteResult } from '../writeResult';
import { recordLifecycle, recordUpdate } from './activityLog';
import { deleteOfKind } from './deleteRecord';
import { changeContactLink, linkedToContact } from './links';
import { isoOrNull, msOrNull, newColumns, updateFields, type FieldColumns } from './fieldColumns';
import { columnsOf, findById, insertStamped, lockRecord, readOfRecord, stampsOf } from './records';

const FIELDS: FieldColumns<CommunicationChanges, CommunicationsTable> = {
  subject: 'subject',
  body: 'body',
  date: { column: 'date_at', store: msOrNull, show: isoOrNull, log: 'date' },
  ctype: 'ctype',
};

const accountCommunications = (db: Executor, accountId: number) =>
  db
    .selectFrom('communications')
    .select(['id', 'subject', 'body', 'date_at', 'ctype', 'version', 'created_at', 'updated_at'])
    .where('account_id', '=', accountId);

type CommunicationRow = InferResult<ReturnType<typeof accountCommunications>>[number];

const recordOf = (row: CommunicationRow): CommunicationRecord => ({
  subject: row.subject,
  body: row.body,
  date: isoOrNull(row.date_at),
  // No CHECK on the column: an unknown type reads as a note rather than break every list.
  ctype: parseCommunicationType(row.ctype) ?? 'note',
  ...stampsOf(row),
});

const ms = (iso: string): number => Date.parse(iso);

async function searchPage(db: Executor, scope: Scope, search: CommunicationSearch, page: Page) {
  let q = accountCommunications(db, scope.accountId);
  if (search.ctype !== undefined) q = q.where('ctype', '=', search.ctype);
  if (search.contactId !== undefined)
    q = q.where('id', 'in', linkedToContact('communication', search.contactId));
  if (search.updatedSince !== undefined) q = q.where('updated_at', '>=', ms(search.updatedSince));
  if (search.updatedBefore !== undefined) q = q.where('updated_at', '<', ms(search.updatedBefore));
  if (search.createdSince !== undefined) q = q.where('created_at', '>=', ms(search.createdSince));
  if (search.createdBefore !== undefined) q = q.where('created_at', '<', ms(search.createdBefore));
  const rows = await q.orderBy('id').limit(page.limit).offset(page.offset).execute();
  return rows.map(recordOf);
}

/** Store area: communications and their participants (contacts with a role). */
export function sqlCommunicationStore(db: StoreDb): CommunicationStore {
  return {
    findCommunication: findById(
      db,
      (accountId, id) => accountCommunications(db.kysely, accountId).where('id', '=', id),
      recordOf,
    ),

    /** Matching communications in id order, one page of them. */
    searchCommunications: (scope: Scope, search: CommunicationSearch, page: Page) =>
      searchPage(db.kysely, scope, search, page),

    /** A contact's communications, in id order; null when not the account's or not of `kind`. */
    communicationsOfContact: (scope: Scope, kind: ContactKind, contactId: number, page: Page) =>
      readOfRecord(db, scope, kind, contactId, (trx) =>
        searchPage(trx, scope, { contactId }, page),
      ),

    createCommunication: (scope: Scope, input: NewCommunication) =>
      db.write(async (trx): Promise<WriteResult<number>> => {
        const id = await insertStamped(trx, scope, 'communications', newColumns(FIELDS, input));
        await recordLifecycle(trx, scope, 'communication', id, input.subject, 'created');
        return written(id);
      }, scope),

    updateCommunication: (
      scope: Scope,
      id: number,
      changes: CommunicationChanges,
      expectedVersion?: number,
    ) =>
      db.write(async (trx): Promise<WriteResult> => {
        const current = await lockRecord(trx, scope, 'communication', id, expectedVersion);
        if (typeof current === 'string') return refusal(current);
        const logged = await updateFields(trx, 'communications', id, FIELDS, changes);
        await recordUpdate(trx, scope, 'communication', id, logged);
        return WRITTEN;
      }, scope),

    deleteCommunication: deleteOfKind(db, 'communication'),

    /** Participants in (contact id, role) order, optionally of one role; null when the communication is not found. */
    listParticipants: (scope: Scope, communicationId: number, role?: ParticipantRole) =>
      readOfRecord(db, scope, 'communication', communicationId, async (trx) => {
        let query = trx
          .selectFrom('participants')
          .innerJoin('contacts', 'contacts.id', 'participants.contact_id')
          .select([
            ...columnsOf('participants', ['contact_id', 'role']),
            ...columnsOf('contacts', ['kind', 'name', 'first_name', 'last_name']),
          ])
          .where('participants.communication_id', '=', communicationId)
          .orderBy('participants.contact_id')
          .orderBy('participants.role');
        if (role !== undefined) query = query.where('participants.role', '=', role);
        const rows = await query.execute();
        return rows.map((row) => ({
          name: contactName(row),
          contactId: row.contact_id,
          role: row.role as ParticipantRole,
        }));
      }),

    addParticipant: (scope: Scope, communicationId: number, participant: ParticipantRef) =>
      changeContactLink(db, scope, 'communication', communicationId, participant, 'add'),

    removeParticipant: (scope: Scope, communicationId: number, participant: ParticipantRef) =>
      changeContactLink(db, scope, 'communication', communicationId, participant, 'remove').then(
        (result): WriteResult<'removed'> =>
          result.status !== 'ok'
            ? result
            : result.value === 'removed'
              ? written('removed')
              : notFound('participant'),
      ),
  };
}
