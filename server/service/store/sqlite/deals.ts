import {
  amountToCents,
  type DealChanges,
  type DealCreateResult,
  type DealRecord,
  type DealSearch,
  type DealStore,
  type DealWriteResult,
  type MissingReferences,
  type NewDeal,
  type RelatedContactOutcome,
} from '../dealStore';
import { dealRecordOf, noMissingReferences, type DealRow } from '../dealRows';
import type { Page, Scope } from '../scope';
import type { SqliteDb } from './database';
import { accountDeals, dealSearchPage } from './dealSearch';
import { existingIds, linkedIds, replaceLinks } from './links';
import { recordExists, touchRecord } from './records';

export class SqliteDealStore implements DealStore {
  constructor(private readonly db: SqliteDb) {}

  /** Rows → records, with the three linked sets of the whole batch read in three queries. */
  private toRecords(rows: DealRow[]): DealRecord[] {
    const ids = rows.map((r) => r.id);
    const communications = linkedIds(this.db, 'deal_communications', ids);
    const contacts = linkedIds(this.db, 'deal_contacts', ids);
    const todos = linkedIds(this.db, 'deal_todos', ids);
    return rows.map((row) => dealRecordOf(row, { communicationIds: communications.get(row.id) ?? [], contactIds: contacts.get(row.id) ?? [], todoIds: todos.get(row.id) ?? [] }));
  }

  async findDeal(scope: Scope, id: number): Promise<DealRecord | null> {
    return this.db.transaction(() => {
      const row = this.db.get(accountDeals(this.db.qb, scope).where('deals.id', '=', id));
      return row === undefined ? null : this.toRecords([row])[0]!;
    });
  }

  async searchDeals(scope: Scope, search: DealSearch, page: Page): Promise<DealRecord[]> {
    return this.db.transaction(() => this.toRecords(this.db.all(dealSearchPage(this.db.qb, scope, search, page))));
  }

  /** Referenced ids that are not records of the account; call inside the write's transaction. */
  private missingReferences(scope: Scope, changes: DealChanges): MissingReferences {
    const missingOf = (table: 'communications' | 'contacts' | 'todos', ids: number[] | undefined): number[] => {
      if (ids === undefined || ids.length === 0) return [];
      const found = existingIds(this.db, scope, table, ids);
      return [...new Set(ids)].filter((id) => !found.has(id));
    };
    const dealWithMissing = changes.dealWithId !== undefined && changes.dealWithId !== null && missingOf('contacts', [changes.dealWithId]).length > 0;
    return {
      dealWithId: dealWithMissing ? (changes.dealWithId ?? null) : null,
      communicationIds: missingOf('communications', changes.attachedCommunicationIds),
      contactIds: missingOf('contacts', changes.attachedContactIds),
      todoIds: missingOf('todos', changes.todoIds),
    };
  }

  private replaceSets(id: number, changes: DealChanges): void {
    if (changes.attachedCommunicationIds !== undefined) replaceLinks(this.db, 'deal_communications', id, changes.attachedCommunicationIds);
    if (changes.attachedContactIds !== undefined) replaceLinks(this.db, 'deal_contacts', id, changes.attachedContactIds);
    if (changes.todoIds !== undefined) replaceLinks(this.db, 'deal_todos', id, changes.todoIds);
  }

  async createDeal(scope: Scope, input: NewDeal): Promise<DealCreateResult> {
    return this.db.transaction((): DealCreateResult => {
      const missing = this.missingReferences(scope, input);
      if (!noMissingReferences(missing)) return { status: 'missing_references', missing };
      const now = Date.now();
      const { lastInsertRowid: id } = this.db.run(
        this.db.qb.insertInto('deals').values({
          account_id: scope.accountId,
          title: input.title,
          description: input.description,
          deal_with_id: input.dealWithId,
          status: input.status,
          assigned_to_id: input.assignedToId,
          amount_cents: amountToCents(input.amount),
          created_at: now,
          updated_at: now,
        }),
      );
      this.replaceSets(id, input);
      return { status: 'ok', id, version: 1 };
    });
  }

  async updateDeal(scope: Scope, id: number, changes: DealChanges, expectedVersion?: number): Promise<DealWriteResult> {
    return this.db.transaction((): DealWriteResult => {
      const current = this.db.get(this.db.qb.selectFrom('deals').select('version').where('id', '=', id).where('account_id', '=', scope.accountId));
      if (current === undefined) return { status: 'not_found' };
      if (expectedVersion !== undefined && current.version !== expectedVersion) return { status: 'stale' };
      const missing = this.missingReferences(scope, changes);
      if (!noMissingReferences(missing)) return { status: 'missing_references', missing };
      this.db.run(
        this.db.qb
          .updateTable('deals')
          .set((eb) => ({
            ...(changes.title === undefined ? {} : { title: changes.title }),
            ...(changes.description === undefined ? {} : { description: changes.description }),
            ...(changes.status === undefined ? {} : { status: changes.status }),
            ...(changes.amount === undefined ? {} : { amount_cents: amountToCents(changes.amount) }),
            ...(changes.dealWithId === undefined ? {} : { deal_with_id: changes.dealWithId }),
            ...(changes.assignedToId === undefined ? {} : { assigned_to_id: changes.assignedToId }),
            version: eb('version', '+', 1),
            updated_at: Date.now(),
          }))
          .where('id', '=', id),
      );
      this.replaceSets(id, changes);
      return { status: 'ok', id, version: current.version + 1 };
    });
  }

  async deleteDeal(scope: Scope, id: number): Promise<boolean> {
    // Links to contacts, communications and to-dos go with it (ON DELETE CASCADE); none of those
    // records shows its deals, so nothing else changes version.
    return this.db.run(this.db.qb.deleteFrom('deals').where('id', '=', id).where('account_id', '=', scope.accountId)).changes === 1;
  }

  async addRelatedContact(scope: Scope, dealId: number, contactId: number): Promise<RelatedContactOutcome> {
    return this.db.transaction((): RelatedContactOutcome => {
      if (!recordExists(this.db, scope, 'deal', dealId)) return 'no_deal';
      if (!existingIds(this.db, scope, 'contacts', [contactId]).has(contactId)) return 'no_contact';
      const { changes } = this.db.run(this.db.qb.insertInto('deal_contacts').values({ deal_id: dealId, contact_id: contactId }).onConflict((oc) => oc.doNothing()));
      if (changes === 0) return 'unchanged';
      touchRecord(this.db, 'deal', dealId);
      return 'added';
    });
  }

  async removeRelatedContact(scope: Scope, dealId: number, contactId: number): Promise<RelatedContactOutcome> {
    return this.db.transaction((): RelatedContactOutcome => {
      if (!recordExists(this.db, scope, 'deal', dealId)) return 'no_deal';
      if (!existingIds(this.db, scope, 'contacts', [contactId]).has(contactId)) return 'no_contact';
      const { changes } = this.db.run(this.db.qb.deleteFrom('deal_contacts').where('deal_id', '=', dealId).where('contact_id', '=', contactId));
      if (changes === 0) return 'unchanged';
      touchRecord(this.db, 'deal', dealId);
      return 'removed';
    });
  }

  async relatedPeopleIds(scope: Scope, dealId: number): Promise<number[] | null> {
    return this.db.transaction(() => {
      if (!recordExists(this.db, scope, 'deal', dealId)) return null;
      const rows = this.db.all(
        this.db.qb
          .selectFrom('deal_contacts')
          .innerJoin('contacts', 'contacts.id', 'deal_contacts.contact_id')
          .select('contacts.id')
          .where('deal_contacts.deal_id', '=', dealId)
          .where('contacts.kind', '=', 'person')
          .orderBy('contacts.id'),
      );
      return rows.map((r) => r.id);
    });
  }
}
