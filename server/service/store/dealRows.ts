import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isoOf } from '#xml/dates';
import {
  centsToAmount,
  type DealRecord,
  type DealSearch,
  type MissingReferences,
} from './dealStore';
import type { StoreDialect } from './dialect/dialect';
import type { Database } from './schema';
import type { Scope } from './scope';
import { contactName } from './contactName';

/** The columns of `DealRow`: the deal's, its `contacts` join's (deal_with) and its `users` join's (assignee). */
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

/**
 * What both backends read for a deal: its columns, its contact's naming columns and its
 * assignee's name. Shared so that SQLite and PostgreSQL turn rows into records the same way.
 */
export interface DealRow {
  id: number;
  title: string;
  description: string;
  deal_with_id: number | null;
  status: string;
  assigned_to_id: number | null;
  amount_cents: number;
  version: number;
  created_at: number;
  updated_at: number;
  contact_kind: 'person' | 'company' | null;
  contact_name: string | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  assignee_name: string | null;
}

export interface DealLinks {
  communicationIds: number[];
  contactIds: number[];
  todoIds: number[];
}

function dealWithName(row: DealRow): string {
  if (row.contact_kind === null) return '';
  return contactName({
    kind: row.contact_kind,
    name: row.contact_name ?? '',
    first_name: row.contact_first_name ?? '',
    last_name: row.contact_last_name ?? '',
  });
}

export function dealRecordOf(row: DealRow, links: DealLinks): DealRecord {
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
    attachedCommunicationIds: links.communicationIds,
    attachedContactIds: links.contactIds,
    todoIds: links.todoIds,
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

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
