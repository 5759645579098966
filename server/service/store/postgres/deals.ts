import { sql, type SqlBool } from 'kysely';
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
import { DEAL_COLUMNS, dealRecordOf, dealSearchConditions, noMissingReferences, type DealRow, type DealSearchDialect } from '../dealRows';
import { likeContains } from '../likePattern';
import type { Page, Scope } from '../scope';
import type { Executor, PgDb } from './database';
import { existingIds, linkedIdsColumn, replaceLinks } from './links';
import { deletedRows, insertedRows, recordExists, touchRecord } from './records';

/** The shared row, plus the linked sets the same statement reads. */
interface DealRowWithLinks extends DealRow {
  communication_ids: number[];
  contact_ids: number[];
  todo_ids: number[];
}

/**
 * SQLite's rules, with `nocase()` (ASCII letters folded, nothing else) on both sides: the tag as
 * tags_account_name indexes it; the title as the stored `search_title` = nocase(title) (migration
 * 3, trigram-indexed) with LIKE, not ILIKE, whose folding follows the database's locale and would
 * match deals SQLite does not.
 */
const POSTGRES_DEAL_SEARCH: DealSearchDialect = {
  sameTagName: (tag) => sql<SqlBool>`nocase(tags.name) = nocase(${tag})`,
  titleContains: (term) => sql<SqlBool>`${sql.ref('deals.search_title')} LIKE nocase(${likeContains(term)}) ESCAPE '\\'`,
};

export class PostgresDealStore implements DealStore {
  constructor(private readonly db: PgDb) {}

  private deals(db: Executor, scope: Scope) {
    return db
      .selectFrom('deals')
      .leftJoin('contacts', 'contacts.id', 'deals.deal_with_id')
      .leftJoin('users', 'users.id', 'deals.assigned_to_id')
      .select(DEAL_COLUMNS)
      .select([
        linkedIdsColumn('deal_communications', 'deals.id').as('communication_ids'),
        linkedIdsColumn('deal_contacts', 'deals.id').as('contact_ids'),
        linkedIdsColumn('deal_todos', 'deals.id').as('todo_ids'),
      ])
      .where('deals.account_id', '=', scope.accountId);
  }

  /** Rows (with their linked sets, read by the same statement) → records. */
  private toRecords(rows: DealRowWithLinks[]): DealRecord[] {
    return rows.map((row) => dealRecordOf(row, { communicationIds: row.communication_ids, contactIds: row.contact_ids, todoIds: row.todo_ids }));
  }

  async findDeal(scope: Scope, id: number): Promise<DealRecord | null> {
    const row = await this.deals(this.db.kysely, scope).where('deals.id', '=', id).executeTakeFirst();
    return row === undefined ? null : this.toRecords([row])[0]!;
  }

  async searchDeals(scope: Scope, search: DealSearch, page: Page): Promise<DealRecord[]> {
    const query = this.deals(this.db.kysely, scope).where((eb) => dealSearchConditions(eb, scope, search, POSTGRES_DEAL_SEARCH));
    return this.toRecords(await query.orderBy('deals.id').limit(page.limit).offset(page.offset).execute());
  }

  /** Referenced ids that are not records of the account; the found ones stay locked against deletion until commit. */
  private async missingReferences(trx: Executor, scope: Scope, changes: DealChanges): Promise<MissingReferences> {
    const missingOf = async (table: 'communications' | 'contacts' | 'todos', ids: number[] | undefined): Promise<number[]> => {
      if (ids === undefined || ids.length === 0) return [];
      const found = await existingIds(trx, scope, table, ids, true);
      return [...new Set(ids)].filter((id) => !found.has(id));
    };
    const dealWithMissing = changes.dealWithId !== undefined && changes.dealWithId !== null && (await missingOf('contacts', [changes.dealWithId])).length > 0;
    return {
      dealWithId: dealWithMissing ? (changes.dealWithId ?? null) : null,
      communicationIds: await missingOf('communications', changes.attachedCommunicationIds),
      contactIds: await missingOf('contacts', changes.attachedContactIds),
      todoIds: await missingOf('todos', changes.todoIds),
    };
  }

  private async replaceSets(trx: Executor, id: number, changes: DealChanges): Promise<void> {
    if (changes.attachedCommunicationIds !== undefined) await replaceLinks(trx, 'deal_communications', id, changes.attachedCommunicationIds);
    if (changes.attachedContactIds !== undefined) await replaceLinks(trx, 'deal_contacts', id, changes.attachedContactIds);
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
      return { status: 'ok', id, version: 1 };
    });
  }

  async updateDeal(scope: Scope, id: number, changes: DealChanges, expectedVersion?: number): Promise<DealWriteResult> {
    return this.db.write(async (trx): Promise<DealWriteResult> => {
      const current = await trx.selectFrom('deals').select('version').where('id', '=', id).where('account_id', '=', scope.accountId).forNoKeyUpdate().executeTakeFirst();
      if (current === undefined) return { status: 'not_found' };
      if (expectedVersion !== undefined && current.version !== expectedVersion) return { status: 'stale' };
      const missing = await this.missingReferences(trx, scope, changes);
      if (!noMissingReferences(missing)) return { status: 'missing_references', missing };
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
      return { status: 'ok', id, version: current.version + 1 };
    });
  }

  async deleteDeal(scope: Scope, id: number): Promise<boolean> {
    // Links go with it (ON DELETE CASCADE); no other record shows its deals.
    const result = await this.db.write((trx) => trx.deleteFrom('deals').where('id', '=', id).where('account_id', '=', scope.accountId).executeTakeFirst());
    return deletedRows(result) === 1;
  }

  /** Locks the deal (related-contact writers of one deal go one at a time) and checks the contact, keeping it from vanishing. */
  private async checkRelated(trx: Executor, scope: Scope, dealId: number, contactId: number): Promise<RelatedContactOutcome | null> {
    if (!(await recordExists(trx, scope, 'deal', dealId, 'update'))) return 'no_deal';
    if (!(await existingIds(trx, scope, 'contacts', [contactId], true)).has(contactId)) return 'no_contact';
    return null;
  }

  async addRelatedContact(scope: Scope, dealId: number, contactId: number): Promise<RelatedContactOutcome> {
    return this.db.write(async (trx): Promise<RelatedContactOutcome> => {
      const problem = await this.checkRelated(trx, scope, dealId, contactId);
      if (problem !== null) return problem;
      const result = await trx.insertInto('deal_contacts').values({ deal_id: dealId, contact_id: contactId }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      if (insertedRows(result) === 0) return 'unchanged';
      await touchRecord(trx, 'deal', dealId);
      return 'added';
    });
  }

  async removeRelatedContact(scope: Scope, dealId: number, contactId: number): Promise<RelatedContactOutcome> {
    return this.db.write(async (trx): Promise<RelatedContactOutcome> => {
      const problem = await this.checkRelated(trx, scope, dealId, contactId);
      if (problem !== null) return problem;
      const result = await trx.deleteFrom('deal_contacts').where('deal_id', '=', dealId).where('contact_id', '=', contactId).executeTakeFirst();
      if (deletedRows(result) === 0) return 'unchanged';
      await touchRecord(trx, 'deal', dealId);
      return 'removed';
    });
  }

  async relatedPeopleIds(scope: Scope, dealId: number): Promise<number[] | null> {
    return this.db.read(async (trx) => {
      if (!(await recordExists(trx, scope, 'deal', dealId))) return null;
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
