import type { Selectable } from 'kysely';
import type { Activity, ActivityChange, ActivityKind, ActivityRecordType } from '#xml/activity';
import { isoOf } from '#xml/dates';
import type { ActivityFilter, ActivityStore } from '../activityStore';
import type { Executor, StoreDb } from '../dialect/database';
import type { ActivitiesTable } from '../schema';
import type { Page, RecordKind, Scope } from '../scope';
import { changedRows, recordExists } from './records';

export const RECORD_TYPE_OF_KIND: Readonly<Record<RecordKind, ActivityRecordType>> = {
  company: 'Company',
  person: 'Person',
  deal: 'Deal',
  todo: 'Todo',
  communication: 'Communication',
};

/** What a write tells the log; the acting user comes from the scope, the time is now. */
export interface ActivityEntry {
  recordKind: RecordKind;
  recordId: number;
  /** The record's name; looked up in the transaction when absent (give it for a record about to be deleted). */
  recordName?: string;
  kind: ActivityKind;
  description: string;
  changes?: readonly ActivityChange[];
}

/** The query for the name a record's activities carry: a contact's name, a deal's or to-do's title, a communication's subject. */
function recordNameQuery(trx: Executor, kind: RecordKind, id: number) {
  switch (kind) {
    case 'person':
    case 'company':
      return trx.selectFrom('contacts').select('name').where('id', '=', id);
    case 'deal':
      return trx.selectFrom('deals').select('title as name').where('id', '=', id);
    case 'todo':
      return trx.selectFrom('todos').select('title as name').where('id', '=', id);
    case 'communication':
      return trx.selectFrom('communications').select('subject as name').where('id', '=', id);
  }
}

export async function recordNameOf(trx: Executor, kind: RecordKind, id: number): Promise<string> {
  return (await recordNameQuery(trx, kind, id).executeTakeFirst())?.name ?? '';
}

/**
 * Writes one activity, inside the caller's write transaction (so the change and its entry commit
 * or roll back together). The user's name, and the record's when not given, are read by the same
 * statement: the entry keeps the name the user had when they acted, and on PostgreSQL a write
 * pays one round trip for its entry instead of three.
 */
export async function recordActivity(
  trx: Executor,
  scope: Scope,
  entry: ActivityEntry,
): Promise<void> {
  const actingUser = trx
    .selectFrom('users')
    .where('id', '=', scope.userId)
    .where('account_id', '=', scope.accountId);
  await trx
    .insertInto('activities')
    .values((eb) => ({
      account_id: scope.accountId,
      user_id: actingUser.select('id'),
      user_name: eb.fn.coalesce(actingUser.select('name'), eb.val('')),
      record_kind: entry.recordKind,
      record_id: entry.recordId,
      record_name:
        entry.recordName ??
        eb.fn.coalesce(recordNameQuery(trx, entry.recordKind, entry.recordId), eb.val('')),
      kind: entry.kind,
      description: entry.description,
      changes: JSON.stringify(entry.changes ?? []),
      created_at: Date.now(),
    }))
    .execute();
}

/** Field name as the API writes it → the words of a description (`deal_with_id` → "deal with id"). */
const words = (field: string): string => field.replace(/_/g, ' ');

/** "Name changed", "Title and status changed", "Title, status and amount changed". */
export function describeChanges(changes: readonly ActivityChange[]): string {
  const names = changes.map((c) => words(c.field));
  const list =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} changed`;
}

type Comparable = string | number | boolean | null;
const asText = (value: Comparable): string => (value === null ? '' : String(value));

/** The fields whose value differs, as the log keeps them (text; null is ""). */
export function fieldChanges(
  before: Readonly<Record<string, Comparable>>,
  after: Readonly<Record<string, Comparable | undefined>>,
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of Object.keys(after)) {
    const next = after[field];
    if (next === undefined || !Object.hasOwn(before, field)) continue;
    const old = before[field]!;
    if (asText(old) !== asText(next)) changes.push({ field, old: asText(old), new: asText(next) });
  }
  return changes;
}

/** Logs an update when anything changed (a write that changes nothing logs nothing). */
export async function recordUpdate(
  trx: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  changes: readonly ActivityChange[],
  description = describeChanges(changes),
): Promise<void> {
  if (changes.length === 0) return;
  await recordActivity(trx, scope, {
    recordKind: kind,
    recordId: id,
    kind: 'updated',
    description,
    changes,
  });
}

const RECORD_WORDS: Readonly<Record<RecordKind, string>> = {
  company: 'Company',
  person: 'Person',
  deal: 'Deal',
  todo: 'To-do',
  communication: 'Communication',
};

/** "Company created", "To-do deleted". */
export const lifecycleDescription = (kind: RecordKind, verb: 'created' | 'deleted'): string =>
  `${RECORD_WORDS[kind]} ${verb}`;

type ActivityRow = Omit<Selectable<ActivitiesTable>, 'account_id'>;

function parseChanges(json: string): ActivityChange[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ActivityChange[]) : [];
  } catch {
    return [];
  }
}

const toActivity = (row: ActivityRow): Activity => ({
  name: row.record_name,
  description: row.description,
  recordType: RECORD_TYPE_OF_KIND[row.record_kind as RecordKind],
  recordId: row.record_id,
  userName: row.user_name,
  userId: row.user_id,
  date: isoOf(row.created_at),
  id: row.id,
  kind: row.kind as ActivityKind,
  changes: parseChanges(row.changes),
});

const COLUMNS = [
  'id',
  'user_id',
  'user_name',
  'record_kind',
  'record_id',
  'record_name',
  'kind',
  'description',
  'changes',
  'created_at',
] as const;

/** The activity log on SQLite or PostgreSQL: reads walk an index newest first and stop after the page. */
export class SqlActivityStore implements ActivityStore {
  constructor(private readonly db: StoreDb) {}

  private selectPage(db: Executor, scope: Scope, filter: ActivityFilter, page: Page) {
    let query = db
      .selectFrom('activities')
      .select(COLUMNS)
      .where('account_id', '=', scope.accountId);
    if (filter.record !== undefined)
      query = query
        .where('record_kind', '=', filter.record.kind)
        .where('record_id', '=', filter.record.id);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
    return query.orderBy('id', 'desc').limit(page.limit).offset(page.offset);
  }

  async listActivities(scope: Scope, filter: ActivityFilter, page: Page): Promise<Activity[]> {
    return (await this.selectPage(this.db.kysely, scope, filter, page).execute()).map(toActivity);
  }

  async recordActivities(
    scope: Scope,
    kind: RecordKind,
    id: number,
    page: Page,
  ): Promise<Activity[] | null> {
    return this.db.read(async (trx) => {
      const rows = await this.selectPage(trx, scope, { record: { kind, id } }, page).execute();
      if (rows.length === 0 && !(await recordExists(trx, scope, kind, id))) {
        const any = await trx
          .selectFrom('activities')
          .select('id')
          .where('account_id', '=', scope.accountId)
          .where('record_kind', '=', kind)
          .where('record_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (any === undefined) return null;
      }
      return rows.map(toActivity);
    });
  }

  async pruneBatch(before: number, batchSize: number): Promise<number> {
    const result = await this.db.write((trx) =>
      trx
        .deleteFrom('activities')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('activities')
            .select('id')
            .where('created_at', '<', before)
            .orderBy('created_at')
            .limit(batchSize),
        )
        .executeTakeFirst(),
    );
    return changedRows(result);
  }
}
