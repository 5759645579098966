import {
  amountToCents,
  centsToAmount,
  type DealChanges,
  type DealCreateResult,
  type DealRecord,
  type DealSearch,
  type DealStatusTotal,
  type DealStore,
  type DealWriteResult,
  type MissingReferences,
  type NewDeal,
  type RelatedContactOutcome,
} from '../dealStore';
import { noMissingReferences } from '../dealRows';
import type { Executor, StoreDb } from '../dialect/database';
import { Precompiled } from '../precompiled';
import type { Page, Scope, WriteOutcome } from '../scope';
import {
  dealRecords,
  dealRecordWithLinks,
  dealSearchPage,
  type DealRowWithLinks,
} from './deals/dealRecords';
import { dealTotalsQuery } from './deals/dealTotals';
import { fromDeals } from './deals/titleSearch';
import { fieldChanges, recordLifecycle, recordUpdate } from './activities';
import { changeContactLink, type ContactLinkOutcome } from './contactLinks';
import { missingIds, replaceLinks } from './links';
import { deleteRecord } from './deleteRecord';
import { lockRecord, readOfRecord } from './records';

const dealOutcome = (outcome: ContactLinkOutcome): RelatedContactOutcome =>
  outcome === 'no_owner' ? 'no_deal' : outcome;

/** Deals, their related contacts and their links to communications and to-dos, on SQLite or PostgreSQL. */
export class SqlDealStore implements DealStore {
  /** Compiled once: every deal shown reads it. */
  private readonly byId: Precompiled<{ accountId: number; id: number }, DealRowWithLinks>;

  constructor(private readonly db: StoreDb) {
    this.byId = new Precompiled((param) =>
      dealRecords(db.dialect, fromDeals(db.kysely), param<number>('accountId')).where(
        'deals.id',
        '=',
        param<number>('id'),
      ),
    );
  }

  async findDeal(scope: Scope, id: number): Promise<DealRecord | null> {
    const row = await this.byId.get(this.db.kysely, { accountId: scope.accountId, id });
    return row === undefined ? null : dealRecordWithLinks(row);
  }

  async searchDeals(scope: Scope, search: DealSearch, page: Page): Promise<DealRecord[]> {
    const rows = await (
      await dealSearchPage(this.db.kysely, this.db.dialect, scope, search, page)
    ).execute();
    return rows.map(dealRecordWithLinks);
  }

  async dealTotals(scope: Scope, search: DealSearch): Promise<DealStatusTotal[]> {
    const rows = await (
      await dealTotalsQuery(this.db.kysely, this.db.dialect, scope, search)
    ).execute();
    return rows.map((row) => ({
      status: row.status,
      count: Number(row.deal_count),
      amountCents: String(row.amount_cents),
    }));
  }

  /** Referenced ids that are not records of the account; the found ones stay locked against deletion until commit. */
  private async missingReferences(
    trx: Executor,
    scope: Scope,
    changes: DealChanges,
  ): Promise<MissingReferences> {
    const dealWithMissing =
      changes.dealWithId !== undefined &&
      changes.dealWithId !== null &&
      (await missingIds(trx, scope, 'contacts', [changes.dealWithId])).length > 0;
    return {
      dealWithId: dealWithMissing ? (changes.dealWithId ?? null) : null,
      communicationIds: await missingIds(trx, scope, 'communications', changes.attachedCommunicationIds),
      contactIds: await missingIds(trx, scope, 'contacts', changes.attachedContactIds),
      todoIds: await missingIds(trx, scope, 'todos', changes.todoIds),
    };
  }

  private async replaceSets(trx: Executor, id: number, changes: DealChanges): Promise<void> {
    if (changes.attachedCommunicationIds !== undefined)
      await replaceLinks(trx, 'deal_communications', id, changes.attachedCommunicationIds);
    if (changes.attachedContactIds !== undefined)
      await replaceLinks(trx, 'deal_contacts', id, changes.attachedContactIds);
    if (changes.todoIds !== undefined) await replaceLinks(trx, 'deal_todos', id, changes.todoIds);
  }

  async createDeal(scope: Scope, input: NewDeal): Promise<DealCreateResult> {
    return this.db.write(async (trx): Promise<DealCreateResult> => {
      const missing = await this.missingReferences(trx, scope, input);
      if (!noMissingReferences(missing)) return { status: 'missing_references', missing };
      const now = Date.now();
      const { id } = await trx
        .insertInto('deals')
        .values({
          account_id: scope.accountId,
          title: input.title,
          description: input.description,
          deal_with_id: input.dealWithId,
          status: input.status,
          assigned_to_id: input.assignedToId,
          amount_cents: amountToCents(input.amount),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.replaceSets(trx, id, input);
      await recordLifecycle(trx, scope, 'deal', id, input.title, 'created');
      return { status: 'ok', id, version: 1 };
    });
  }

  async updateDeal(
    scope: Scope,
    id: number,
    changes: DealChanges,
    expectedVersion?: number,
  ): Promise<DealWriteResult> {
    return this.db.write(async (trx): Promise<DealWriteResult> => {
      const current = await lockRecord(trx, scope, 'deal', id, 'update', expectedVersion);
      if (typeof current === 'string') return { status: current };
      const missing = await this.missingReferences(trx, scope, changes);
      if (!noMissingReferences(missing)) return { status: 'missing_references', missing };
      const before = await trx
        .selectFrom('deals')
        .select([
          'title',
          'description',
          'status',
          'amount_cents',
          'deal_with_id',
          'assigned_to_id',
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
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
        .where('id', '=', id)
        .execute();
      await this.replaceSets(trx, id, changes);
      const logged = fieldChanges(
        { ...before, amount: centsToAmount(before.amount_cents) },
        {
          title: changes.title,
          description: changes.description,
          status: changes.status,
          amount:
            changes.amount === undefined ? undefined : centsToAmount(amountToCents(changes.amount)),
          deal_with_id: changes.dealWithId,
          assigned_to_id: changes.assignedToId,
        },
      );
      const status = logged.find((c) => c.field === 'status');
      await recordUpdate(
        trx,
        scope,
        'deal',
        id,
        logged,
        status === undefined ? undefined : `Deal ${status.new}`,
      );
      return { status: 'ok', id, version: current.version + 1 };
    });
  }

  async deleteDeal(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome> {
    // Links to contacts, communications and to-dos go with it (ON DELETE CASCADE); none of those
    // records shows its deals, so nothing else changes version. A write of its own: PostgreSQL
    // reruns it should the cascade deadlock with another writer.
    return this.db.write((trx) => deleteRecord(trx, scope, 'deal', id, expectedVersion));
  }

  async addRelatedContact(
    scope: Scope,
    dealId: number,
    contactId: number,
  ): Promise<RelatedContactOutcome> {
    return dealOutcome(
      await changeContactLink(this.db, scope, 'deal', dealId, { contactId }, 'add'),
    );
  }

  async removeRelatedContact(
    scope: Scope,
    dealId: number,
    contactId: number,
  ): Promise<RelatedContactOutcome> {
    return dealOutcome(
      await changeContactLink(this.db, scope, 'deal', dealId, { contactId }, 'remove'),
    );
  }

  async relatedPeopleIds(scope: Scope, dealId: number): Promise<number[] | null> {
    return readOfRecord(this.db, scope, 'deal', dealId, async (trx) => {
      const rows = await trx
        .selectFrom('deal_contacts')
        .innerJoin('contacts', 'contacts.id', 'deal_contacts.contact_id')
        .select('contacts.id')
        .where('deal_contacts.deal_id', '=', dealId)
        .where('contacts.kind', '=', 'person')
        .orderBy('contacts.id')
        .execute();
      return rows.map((r) => r.id);
    });
  }
}
