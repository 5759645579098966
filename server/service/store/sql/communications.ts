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
import { fieldChanges, recordActivity, recordLifecycle, recordUpdate } from './activities';
import { touchDealsListing } from './deals/listedInDeals';
import { deleteRecord } from './deleteRecord';
import { changedRows, lockRecord, recordExists, recordNameOf, touchRecord } from './records';

const ms = (iso: string): number => Date.parse(iso);

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
    // One snapshot: the contact check and the list see the same state.
    return this.db.read(async (trx) => {
      if ((await contactKind(trx, scope, contactId)) !== kind) return null;
      const rows = await accountCommunications(trx, scope.accountId)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('participants')
            .select('communication_id')
            .where('contact_id', '=', contactId),
        )
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
    return this.db.read(async (trx) => {
      if (!(await recordExists(trx, scope, 'communication', communicationId))) return null;
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
    return this.db.write(async (trx): Promise<ParticipantOutcome> => {
      const problem = await checkParticipantRefs(trx, scope, communicationId, participant);
      if (problem !== null) return problem;
      const result = await trx
        .insertInto('participants')
        .values({
          communication_id: communicationId,
          contact_id: participant.contactId,
          role: participant.role,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (changedRows(result) === 0) return 'unchanged';
      await touchRecord(trx, 'communication', communicationId);
      await logParticipant(trx, scope, communicationId, participant, 'added');
      return 'added';
    });
  }

  async removeParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<ParticipantOutcome> {
    return this.db.write(async (trx): Promise<ParticipantOutcome> => {
      const problem = await checkParticipantRefs(trx, scope, communicationId, participant);
      if (problem !== null) return problem;
      const result = await trx
        .deleteFrom('participants')
        .where('communication_id', '=', communicationId)
        .where('contact_id', '=', participant.contactId)
        .where('role', '=', participant.role)
        .executeTakeFirst();
      if (changedRows(result) === 0) return 'not_participant';
      await touchRecord(trx, 'communication', communicationId);
      await logParticipant(trx, scope, communicationId, participant, 'removed');
      return 'removed';
    });
  }
}

/** Locks the communication (participant writers of one communication go one at a time) and keeps the contact from vanishing. */
async function checkParticipantRefs(
  trx: Executor,
  scope: Scope,
  communicationId: number,
  participant: ParticipantRef,
): Promise<ParticipantOutcome | null> {
  if (!(await recordExists(trx, scope, 'communication', communicationId, 'update')))
    return 'no_communication';
  const kind = await contactKind(trx, scope, participant.contactId, true);
  if (kind === null || (participant.kind !== undefined && participant.kind !== kind))
    return 'no_contact';
  return null;
}

/** The contact's kind, null when it is not in the account; `lock` keeps it from being deleted until the write commits. */
async function contactKind(
  db: Executor,
  scope: Scope,
  contactId: number,
  lock = false,
): Promise<ContactKind | null> {
  let query = db
    .selectFrom('contacts')
    .select('kind')
    .where('id', '=', contactId)
    .where('account_id', '=', scope.accountId);
  if (lock) query = query.forKeyShare();
  return (await query.executeTakeFirst())?.kind ?? null;
}

async function logParticipant(
  trx: Executor,
  scope: Scope,
  communicationId: number,
  participant: ParticipantRef,
  change: 'added' | 'removed',
): Promise<void> {
  const name = await recordNameOf(trx, 'person', participant.contactId);
  await recordActivity(trx, scope, {
    recordKind: 'communication',
    recordId: communicationId,
    kind: change === 'added' ? 'participant_added' : 'participant_removed',
    description: `Participant ${name} (${participant.role}) ${change}`,
  });
}
