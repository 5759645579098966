import type { ParticipantRole } from '#xml/participant';
import type { CommunicationStore, ParticipantOutcome } from '../communicationStore';
import {
  COMMUNICATION_COLUMNS,
  COMMUNICATION_FIELDS,
  communicationRecordOf,
  whereCommunicationSearch,
} from '../communicationRows';
import { contactName } from '../contactName';
import type { Executor, StoreDb } from '../dialect/database';
import type { WriteOutcome } from '../scope';
import { recordLifecycle, recordUpdate } from './activityLog';
import { changeContactLink, linkedToContact, type ContactLinkOutcome } from './contactLinks';
import { touchDealsListing } from './deals/listedInDeals';
import { deleteRecord } from './deleteRecord';
import { msOrNull, updateFields } from './fieldColumns';
import { findById, insertStamped, lockRecord, readOfRecord } from './records';

/** The outcome of a participant change as the communications area words it. */
const participantOutcome = (outcome: ContactLinkOutcome): ParticipantOutcome =>
  outcome === 'no_owner' ? 'no_communication' : outcome;

const accountCommunications = (db: Executor, accountId: number) =>
  db.selectFrom('communications').select(COMMUNICATION_COLUMNS).where('account_id', '=', accountId);

/** Communications and their participants (contacts with a role), on SQLite or PostgreSQL. */
export function sqlCommunicationStore(db: StoreDb): CommunicationStore {
  return {
    findCommunication: findById(
      db,
      (param) =>
        accountCommunications(db.kysely, param<number>('accountId')).where(
          'id',
          '=',
          param<number>('id'),
        ),
      communicationRecordOf,
    ),

    async searchCommunications(scope, search, page) {
      const query = whereCommunicationSearch(
        accountCommunications(db.kysely, scope.accountId),
        search,
      );
      return (await query.orderBy('id').limit(page.limit).offset(page.offset).execute()).map(
        communicationRecordOf,
      );
    },

    communicationsOfContact: (scope, kind, contactId, page) =>
      readOfRecord(db, scope, kind, contactId, async (trx) => {
        const rows = await accountCommunications(trx, scope.accountId)
          .where('id', 'in', linkedToContact('communication', contactId))
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute();
        return rows.map(communicationRecordOf);
      }),

    createCommunication: (scope, input) =>
      db.write(async (trx) => {
        const id = await insertStamped(trx, scope, 'communications', {
          subject: input.subject,
          body: input.body,
          date_at: msOrNull(input.date),
          ctype: input.ctype,
        });
        await recordLifecycle(trx, scope, 'communication', id, input.subject, 'created');
        return id;
      }),

    updateCommunication: (scope, id, changes, expectedVersion) =>
      db.write(async (trx): Promise<WriteOutcome> => {
        const current = await lockRecord(
          trx,
          scope,
          'communication',
          id,
          'update',
          expectedVersion,
        );
        if (typeof current === 'string') return current;
        const logged = await updateFields(trx, 'communications', id, COMMUNICATION_FIELDS, changes);
        await recordUpdate(trx, scope, 'communication', id, logged);
        return 'ok';
      }),

    deleteCommunication: (scope, id, expectedVersion) =>
      db.write((trx) =>
        deleteRecord(trx, scope, 'communication', id, expectedVersion, (now) =>
          touchDealsListing(trx, 'communication', id, now),
        ),
      ),

    listParticipants: (scope, communicationId, role) =>
      readOfRecord(db, scope, 'communication', communicationId, async (trx) => {
        let query = trx
          .selectFrom('participants')
          .innerJoin('contacts', 'contacts.id', 'participants.contact_id')
          .select([
            'participants.contact_id',
            'participants.role',
            'contacts.kind',
            'contacts.name',
            'contacts.first_name',
            'contacts.last_name',
          ])
          .where('participants.communication_id', '=', communicationId);
        if (role !== undefined) query = query.where('participants.role', '=', role);
        const rows = await query
          .orderBy('participants.contact_id')
          .orderBy('participants.role')
          .execute();
        return rows.map((row) => ({
          name: contactName(row),
          contactId: row.contact_id,
          role: row.role as ParticipantRole,
        }));
      }),

    addParticipant: async (scope, communicationId, participant) =>
      participantOutcome(
        await changeContactLink(db, scope, 'communication', communicationId, participant, 'add'),
      ),

    async removeParticipant(scope, communicationId, participant) {
      const outcome = await changeContactLink(
        db,
        scope,
        'communication',
        communicationId,
        participant,
        'remove',
      );
      return outcome === 'unchanged' ? 'not_participant' : participantOutcome(outcome);
    },
  };
}
