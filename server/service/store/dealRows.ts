import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Nullable,
  type Selection,
  type SqlBool,
} from 'kysely';
import { isoOf } from '#xml/dates';
import {
  amountToCents,
  centsToAmount,
  type DealChanges,
  type DealRecord,
  type DealSearch,
  type MissingReferences,
} from './dealStore';
import { idList, type StoreDialect } from './dialect/dialect';
import type { ContactsTable, Database, DealsTable, UsersTable } from './schema';
import type { Scope } from './scope';
import { contactName } from './contactName';
import type { FieldColumns } from './sql/fieldColumns';

/** The columns a deal's record is read from: the deal's, its `contacts` join's (deal_with) and its `users` join's (assignee). */
export const DEAL_COLUMNS = [
  'deals.id',
  'deals.title',
  'deals.description',
  'deals.deal_with_id',
  'deals.status',
  'deals.assigned_to_id',
  'deals.amount_cents',
  'deals.version',
  'deals.created_at',
  'deals.updated_at',
  'contacts.kind as contact_kind',
  'contacts.name as contact_name',
  'contacts.first_name as contact_first_name',
  'contacts.last_name as contact_last_name',
  'users.name as assignee_name',
] as const;

type DealJoins = {
  deals: DealsTable;
  contacts: Nullable<ContactsTable>;
  users: Nullable<UsersTable>;
};

/** A deal's row with its three linked sets (`idArray` columns). */
export type DealRowWithLinks = Selection<
  DealJoins,
  keyof DealJoins,
  (typeof DEAL_COLUMNS)[number]
> & {
  communication_ids: unknown;
  contact_ids: unknown;
  todo_ids: unknown;
};

function dealWithName(row: DealRowWithLinks): string {
  if (row.contact_kind === null) return '';
  return contactName({
    kind: row.contact_kind,
    name: row.contact_name ?? '',
    first_name: row.contact_first_name ?? '',
    last_name: row.contact_last_name ?? '',
  });
}

export function dealRecordOf(row: DealRowWithLinks): DealRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dealWith: dealWithName(row),
    dealWithId: row.deal_with_id,
    status: row.status,
    assignedTo: row.assignee_name ?? '',
    assignedToId: row.assigned_to_id,
    amount: centsToAmount(row.amount_cents),
    attachedCommunicationIds: idList(row.communication_ids),
    attachedContactIds: idList(row.contact_ids),
    todoIds: idList(row.todo_ids),
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

/** Where an update's fields are kept, in the order the activity log lists them. */
export const DEAL_FIELDS: FieldColumns<DealChanges, DealsTable> = {
  title: 'title',
  description: 'description',
  status: 'status',
  amount: { column: 'amount_cents', store: amountToCents, show: centsToAmount, log: 'amount' },
  dealWithId: 'deal_with_id',
  assignedToId: 'assigned_to_id',
};

export const noMissingReferences = (missing: MissingReferences): boolean =>
  missing.dealWithId === null &&
  missing.communicationIds.length === 0 &&
  missing.contactIds.length === 0 &&
  missing.todoIds.length === 0;

/**
 * The WHERE of a deal search but its `title`, which chooses the FROM (`DealTitleSearch`). The tag
 * is compared as SQLite's NOCASE and PostgreSQL's `nocase()` do, ASCII letters folded alone, so
 * both databases match the same deals whatever PostgreSQL's locale would make of `Émile` and
 * `émile`; it goes through the taggings primary key (tag_id, record_kind, record_id): no scan of
 * the deals.
 */
export function dealSearchConditions(
  eb: ExpressionBuilder<Database, 'deals'>,
  scope: Scope,
  search: DealSearch,
  dialect: StoreDialect,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (search.assignedToId !== undefined)
    conditions.push(eb('deals.assigned_to_id', '=', search.assignedToId));
  if (search.status !== undefined) conditions.push(eb('deals.status', '=', search.status));
  if (search.updatedSince !== undefined)
    conditions.push(eb('deals.updated_at', '>=', Date.parse(search.updatedSince)));
  const tag = search.tag;
  if (tag !== undefined) {
    const tagged = eb
      .selectFrom('taggings')
      .innerJoin('tags', 'tags.id', 'taggings.tag_id')
      .select('taggings.record_id')
      .where('tags.account_id', '=', scope.accountId)
      .where(dialect.sameText(sql.ref<string>('tags.name'), tag))
      .where('taggings.record_kind', '=', 'deal');
    conditions.push(eb('deals.id', 'in', tagged));
  }
  return eb.and(conditions);
}
