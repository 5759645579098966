import { isoOf } from '#xml/dates';
import type { Participant, ParticipantRole } from '#xml/participant';
import type {
  CommunicationChanges,
  CommunicationRecord,
  CommunicationSearch,
  CommunicationStore,
  NewCommunication,
  ParticipantOutcome,
  ParticipantRef,
} from '../communicationStore';
import {
  COMMUNICATION_COLUMNS,
  communicationRecordOf,
  whereCommunicationSearch,
  type CommunicationRow,
} from '../communicationRows';
import { contactName } from '../contactName';
import type { Executor, StoreDb } from '../dialect/database';
import { Precompiled } from '../precompiled';
import type { ContactKind, Page, Scope, WriteOutcome } from '../scope';
import { fieldChanges, recordLifecycle, recordUpdate } from './activities';
import { changeContactLink, linkedToContact, type ContactLinkOutcome } from './contactLinks';
import { touchDealsListing } from './deals/listedInDeals';
import { deleteRecord } from './deleteRecord';
import { lockRecord, readOfRecord } from './records';

const ms = (iso: string): number => Date.parse(iso);

/** The outcome of a participant change as the communications area words it. */
const participantOutcome = (outcome: ContactLinkOutcome): ParticipantOutcome =>
  outcome === 'no_owner' ? 'no_communication' : outcome;

const accountCommunications = (db: Executor, accountId: number) =>
  db.selectFrom('communications').select(COMMUNICATION_COLUMNS).where('account_id', '=', accountId);

/** Communications and their participants (contacts with a role), on SQLite or PostgreSQL. */
export class SqlCommunicationStore implements CommunicationStore {
  /** Compiled once: every communication shown reads it. */
  private readonly byId: Precompiled<{ accountId: number; id: number }, CommunicationRow>;

  constructor(private readonly db: StoreDb) {
    this.byId = new Precompiled((param) =>
      accountCommunications(db.kysely, param<number>('accountId')).where(
        'id',
        '=',
        param<number>('id'),
      ),
    );
  }

  async findCommunication(scope: Scope, id: number): Promise<CommunicationRecord | null> {
    const row = await this.byId.get(this.db.kysely, { accountId: scope.accountId, id });
    return row === undefined ? null : communicationRecordOf(row);
  }

  async searchCommunications(
    scope: Scope,
    search: CommunicationSearch,
    page: Page,
  ): Promise<CommunicationRecord[]> {
    const query = whereCommunicationSearch(
      accountCommunications(this.db.kysely, scope.accountId),
      search,
    );
    return (await query.orderBy('id').limit(page.limit).offset(page.offset).execute()).map(
      communicationRecordOf,
    );
  }

  async communicationsOfContact(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    page: Page,
  ): Promise<CommunicationRecord[] | null> {
    return readOfRecord(this.db, scope, kind, contactId, async (trx) => {
      const rows = await accountCommunications(trx, scope.accountId)
        .where('id', 'in', linkedToContact('communication', contactId))
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(communicationRecordOf);
    });
  }

  async createCommunication(scope: Scope, input: NewCommunication): Promise<number> {
    return this.db.write(async (trx) => {
      const now = Date.now();
      const { id } = await trx
        .insertInto('communications')
        .values({
          account_id: scope.accountId,
          subject: input.subject,
          body: input.body,
          date_at: input.date === null ? null : ms(input.date),
          ctype: input.ctype,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordLifecycle(trx, scope, 'communication', id, input.subject, 'created');
      return id;
    });
  }

  async updateCommunication(
    scope: Scope,
    id: number,
    changes: CommunicationChanges,
    expectedVersion?: number,
  ): Promise<WriteOutcome> {
    return this.db.write(async (trx): Promise<WriteOutcome> => {
      const current = await lockRecord(trx, scope, 'communication', id, 'update', expectedVersion);
      if (typeof current === 'string') return current;
      const before = await trx
        .selectFrom('communications')
        .select(['subject', 'body', 'date_at', 'ctype'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('communications')
        .set((eb) => ({
          ...(changes.subject === undefined ? {} : { subject: changes.subject }),
          ...(changes.body === undefined ? {} : { body: changes.body }),
          ...(changes.date === undefined
            ? {}
            : { date_at: changes.date === null ? null : ms(changes.date) }),
          ...(changes.ctype === undefined ? {} : { ctype: changes.ctype }),
          version: eb('version', '+', 1),
          updated_at: Date.now(),
        }))
        .where('id', '=', id)
        .execute();
      await recordUpdate(
        trx,
        scope,
        'communication',
        id,
        fieldChanges(
          {
            subject: before.subject,
            body: before.body,
            date: before.date_at === null ? null : isoOf(before.date_at),
            ctype: before.ctype,
          },
          {
            subject: changes.subject,
            body: changes.body,
            date:
              changes.date === undefined
                ? undefined
                : changes.date === null
                  ? null
                  : isoOf(ms(changes.date)),
            ctype: changes.ctype,
          },
        ),
      );
      return 'ok';
    });
  }

  async deleteCommunication(
    scope: Scope,
    id: number,
    expectedVersion?: number,
  ): Promise<WriteOutcome> {
    return this.db.write((trx) =>
      deleteRecord(trx, scope, 'communication', id, expectedVersion, (now) =>
        touchDealsListing(trx, 'communication', id, now),
      ),
    );
  }

  async listParticipants(
    scope: Scope,
    communicationId: number,
    role?: ParticipantRole,
  ): Promise<Participant[] | null> {
    return readOfRecord(this.db, scope, 'communication', communicationId, async (trx) => {
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
    });
  }

  async addParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<ParticipantOutcome> {
    return participantOutcome(
      await changeContactLink(this.db, scope, 'communication', communicationId, participant, 'add'),
    );
  }

  async removeParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<ParticipantOutcome> {
    const outcome = await changeContactLink(
      this.db,
      scope,
      'communication',
      communicationId,
      participant,
      'remove',
    );
    return outcome === 'unchanged' ? 'not_participant' : participantOutcome(outcome);
  }
}
