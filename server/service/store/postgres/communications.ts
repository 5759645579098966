import type { Participant, ParticipantRole } from '#xml/participant';
import type {
  CommunicationChanges,
  CommunicationRecord,
  CommunicationSearch,
  CommunicationStore,
  ContactKind,
  NewCommunication,
  ParticipantOutcome,
  ParticipantRef,
} from '../communicationStore';
import { COMMUNICATION_COLUMNS, communicationRecordOf, whereCommunicationSearch } from '../communicationRows';
import { contactName } from '../contactName';
import type { Page, Scope, WriteOutcome } from '../scope';
import type { Executor, PgDb } from './database';
import { deletedRows, insertedRows, recordExists, touchRecord } from './records';

const ms = (iso: string): number => Date.parse(iso);

export class PostgresCommunicationStore implements CommunicationStore {
  constructor(private readonly db: PgDb) {}

  private communications(db: Executor, scope: Scope) {
    return db
      .selectFrom('communications')
      .select(COMMUNICATION_COLUMNS)
      .where('account_id', '=', scope.accountId);
  }

  async findCommunication(scope: Scope, id: number): Promise<CommunicationRecord | null> {
    const row = await this.communications(this.db.kysely, scope).where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : communicationRecordOf(row);
  }

  async searchCommunications(scope: Scope, search: CommunicationSearch, page: Page): Promise<CommunicationRecord[]> {
    const query = whereCommunicationSearch(this.communications(this.db.kysely, scope), search);
    return (await query.orderBy('id').limit(page.limit).offset(page.offset).execute()).map(communicationRecordOf);
  }

  async communicationsOfContact(scope: Scope, kind: ContactKind, contactId: number, page: Page): Promise<CommunicationRecord[] | null> {
    // One snapshot: the contact check and the list see the same state.
    return this.db.read(async (trx) => {
      if ((await this.contactKind(trx, scope, contactId)) !== kind) return null;
      const rows = await this.communications(trx, scope)
        .where('id', 'in', (eb) => eb.selectFrom('participants').select('communication_id').where('contact_id', '=', contactId))
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(communicationRecordOf);
    });
  }

  async createCommunication(scope: Scope, input: NewCommunication): Promise<number> {
    const now = Date.now();
    const row = await this.db.kysely
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
    return row.id;
  }

  async updateCommunication(scope: Scope, id: number, changes: CommunicationChanges, expectedVersion?: number): Promise<WriteOutcome> {
    return this.db.write(async (trx): Promise<WriteOutcome> => {
      const current = await trx.selectFrom('communications').select('version').where('id', '=', id).where('account_id', '=', scope.accountId).forNoKeyUpdate().executeTakeFirst();
      if (current === undefined) return 'not_found';
      if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
      await trx
        .updateTable('communications')
        .set((eb) => ({
          ...(changes.subject === undefined ? {} : { subject: changes.subject }),
          ...(changes.body === undefined ? {} : { body: changes.body }),
          ...(changes.date === undefined ? {} : { date_at: changes.date === null ? null : ms(changes.date) }),
          ...(changes.ctype === undefined ? {} : { ctype: changes.ctype }),
          version: eb('version', '+', 1),
          updated_at: Date.now(),
        }))
        .where('id', '=', id)
        .execute();
      return 'ok';
    });
  }

  async deleteCommunication(scope: Scope, id: number): Promise<boolean> {
    return this.db.write(async (trx) => {
      if (!(await recordExists(trx, scope, 'communication', id, 'update'))) return false;
      // Deals list their attached communications: their representation changes with this delete.
      const deals = await trx.selectFrom('deal_communications').select('deal_id').where('communication_id', '=', id).orderBy('deal_id').execute();
      const now = Date.now();
      for (const { deal_id } of deals) await touchRecord(trx, 'deal', deal_id, now);
      await trx.deleteFrom('communications').where('id', '=', id).execute();
      return true;
    });
  }

  async listParticipants(scope: Scope, communicationId: number, role?: ParticipantRole): Promise<Participant[] | null> {
    return this.db.read(async (trx) => {
      if (!(await recordExists(trx, scope, 'communication', communicationId))) return null;
      let query = trx
        .selectFrom('participants')
        .innerJoin('contacts', 'contacts.id', 'participants.contact_id')
        .select(['participants.contact_id', 'participants.role', 'contacts.kind', 'contacts.name', 'contacts.first_name', 'contacts.last_name'])
        .where('participants.communication_id', '=', communicationId);
      if (role !== undefined) query = query.where('participants.role', '=', role);
      const rows = await query.orderBy('participants.contact_id').orderBy('participants.role').execute();
      return rows.map((row) => ({ name: contactName(row), contactId: row.contact_id, role: row.role as ParticipantRole }));
    });
  }

  async addParticipant(scope: Scope, communicationId: number, participant: ParticipantRef): Promise<ParticipantOutcome> {
    return this.db.write(async (trx): Promise<ParticipantOutcome> => {
      const problem = await this.checkParticipantRefs(trx, scope, communicationId, participant);
      if (problem !== null) return problem;
      const result = await trx
        .insertInto('participants')
        .values({ communication_id: communicationId, contact_id: participant.contactId, role: participant.role })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (insertedRows(result) === 0) return 'unchanged';
      await touchRecord(trx, 'communication', communicationId);
      return 'added';
    });
  }

  async removeParticipant(scope: Scope, communicationId: number, participant: ParticipantRef): Promise<ParticipantOutcome> {
    return this.db.write(async (trx): Promise<ParticipantOutcome> => {
      const problem = await this.checkParticipantRefs(trx, scope, communicationId, participant);
      if (problem !== null) return problem;
      const result = await trx
        .deleteFrom('participants')
        .where('communication_id', '=', communicationId)
        .where('contact_id', '=', participant.contactId)
        .where('role', '=', participant.role)
        .executeTakeFirst();
      if (deletedRows(result) === 0) return 'not_participant';
      await touchRecord(trx, 'communication', communicationId);
      return 'removed';
    });
  }

  /** Locks the communication (participant writers of one communication go one at a time) and keeps the contact from vanishing. */
  private async checkParticipantRefs(trx: Executor, scope: Scope, communicationId: number, participant: ParticipantRef): Promise<ParticipantOutcome | null> {
    if (!(await recordExists(trx, scope, 'communication', communicationId, 'update'))) return 'no_communication';
    const kind = await this.contactKind(trx, scope, participant.contactId, true);
    if (kind === null || (participant.kind !== undefined && participant.kind !== kind)) return 'no_contact';
    return null;
  }

  private async contactKind(db: Executor, scope: Scope, contactId: number, lock = false): Promise<ContactKind | null> {
    let query = db.selectFrom('contacts').select('kind').where('id', '=', contactId).where('account_id', '=', scope.accountId);
    if (lock) query = query.forKeyShare();
    return (await query.executeTakeFirst())?.kind ?? null;
  }
}
