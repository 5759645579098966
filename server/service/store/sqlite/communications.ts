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
import type { Page, Scope, WriteOutcome } from '../scope';
import { contactName } from '../contactName';
import type { SqliteDb } from './database';
import { recordExists, touchRecord } from './records';

const ms = (iso: string): number => Date.parse(iso);

export class SqliteCommunicationStore implements CommunicationStore {
  constructor(private readonly db: SqliteDb) {}

  private communications(scope: Scope) {
    return this.db.qb
      .selectFrom('communications')
      .select(COMMUNICATION_COLUMNS)
      .where('account_id', '=', scope.accountId);
  }

  async findCommunication(scope: Scope, id: number): Promise<CommunicationRecord | null> {
    const row = this.db.get(this.communications(scope).where('id', '=', id));
    return row === undefined ? null : communicationRecordOf(row);
  }

  async searchCommunications(scope: Scope, search: CommunicationSearch, page: Page): Promise<CommunicationRecord[]> {
    const query = whereCommunicationSearch(this.communications(scope), search);
    return this.db.all(query.orderBy('id').limit(page.limit).offset(page.offset)).map(communicationRecordOf);
  }

  async communicationsOfContact(scope: Scope, kind: ContactKind, contactId: number, page: Page): Promise<CommunicationRecord[] | null> {
    // One read transaction: the contact check and the list see the same state.
    return this.db.transaction(() => {
      if (this.contactKind(scope, contactId) !== kind) return null;
      const query = this.communications(scope)
        .where('id', 'in', (eb) => eb.selectFrom('participants').select('communication_id').where('contact_id', '=', contactId))
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset);
      return this.db.all(query).map(communicationRecordOf);
    });
  }

  async createCommunication(scope: Scope, input: NewCommunication): Promise<number> {
    const now = Date.now();
    return this.db.run(
      this.db.qb.insertInto('communications').values({
        account_id: scope.accountId,
        subject: input.subject,
        body: input.body,
        date_at: input.date === null ? null : ms(input.date),
        ctype: input.ctype,
        created_at: now,
        updated_at: now,
      }),
    ).lastInsertRowid;
  }

  async updateCommunication(scope: Scope, id: number, changes: CommunicationChanges, expectedVersion?: number): Promise<WriteOutcome> {
    return this.db.transaction(() => {
      const current = this.db.get(this.db.qb.selectFrom('communications').select('version').where('id', '=', id).where('account_id', '=', scope.accountId));
      if (current === undefined) return 'not_found';
      if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
      this.db.run(
        this.db.qb
          .updateTable('communications')
          .set((eb) => ({
            ...(changes.subject === undefined ? {} : { subject: changes.subject }),
            ...(changes.body === undefined ? {} : { body: changes.body }),
            ...(changes.date === undefined ? {} : { date_at: changes.date === null ? null : ms(changes.date) }),
            ...(changes.ctype === undefined ? {} : { ctype: changes.ctype }),
            version: eb('version', '+', 1),
            updated_at: Date.now(),
          }))
          .where('id', '=', id),
      );
      return 'ok';
    });
  }

  async deleteCommunication(scope: Scope, id: number): Promise<boolean> {
    return this.db.transaction(() => {
      if (!recordExists(this.db, scope, 'communication', id)) return false;
      // Deals list their attached communications: their representation changes with this delete.
      const deals = this.db.all(this.db.qb.selectFrom('deal_communications').select('deal_id').where('communication_id', '=', id));
      const now = Date.now();
      for (const { deal_id } of deals) touchRecord(this.db, 'deal', deal_id, now);
      this.db.run(this.db.qb.deleteFrom('communications').where('id', '=', id));
      return true;
    });
  }

  async listParticipants(scope: Scope, communicationId: number, role?: ParticipantRole): Promise<Participant[] | null> {
    return this.db.transaction(() => {
      if (!recordExists(this.db, scope, 'communication', communicationId)) return null;
      let query = this.db.qb
        .selectFrom('participants')
        .innerJoin('contacts', 'contacts.id', 'participants.contact_id')
        .select(['participants.contact_id', 'participants.role', 'contacts.kind', 'contacts.name', 'contacts.first_name', 'contacts.last_name'])
        .where('participants.communication_id', '=', communicationId);
      if (role !== undefined) query = query.where('participants.role', '=', role);
      const rows = this.db.all(query.orderBy('participants.contact_id').orderBy('participants.role'));
      return rows.map((row) => ({ name: contactName(row), contactId: row.contact_id, role: row.role }));
    });
  }

  async addParticipant(scope: Scope, communicationId: number, participant: ParticipantRef): Promise<ParticipantOutcome> {
    return this.db.transaction(() => {
      const problem = this.checkParticipantRefs(scope, communicationId, participant);
      if (problem !== null) return problem;
      const { changes } = this.db.run(
        this.db.qb
          .insertInto('participants')
          .values({ communication_id: communicationId, contact_id: participant.contactId, role: participant.role })
          .onConflict((oc) => oc.doNothing()),
      );
      if (changes === 0) return 'unchanged';
      touchRecord(this.db, 'communication', communicationId);
      return 'added';
    });
  }

  async removeParticipant(scope: Scope, communicationId: number, participant: ParticipantRef): Promise<ParticipantOutcome> {
    return this.db.transaction(() => {
      const problem = this.checkParticipantRefs(scope, communicationId, participant);
      if (problem !== null) return problem;
      const { changes } = this.db.run(
        this.db.qb
          .deleteFrom('participants')
          .where('communication_id', '=', communicationId)
          .where('contact_id', '=', participant.contactId)
          .where('role', '=', participant.role),
      );
      if (changes === 0) return 'not_participant';
      touchRecord(this.db, 'communication', communicationId);
      return 'removed';
    });
  }

  private checkParticipantRefs(scope: Scope, communicationId: number, participant: ParticipantRef): ParticipantOutcome | null {
    if (!recordExists(this.db, scope, 'communication', communicationId)) return 'no_communication';
    const kind = this.contactKind(scope, participant.contactId);
    if (kind === null || (participant.kind !== undefined && participant.kind !== kind)) return 'no_contact';
    return null;
  }

  private contactKind(scope: Scope, contactId: number): ContactKind | null {
    const row = this.db.get(this.db.qb.selectFrom('contacts').select('kind').where('id', '=', contactId).where('account_id', '=', scope.accountId));
    return row?.kind ?? null;
  }
}
