import type { Selectable } from 'kysely';
import type { Activity, ActivityChange, ActivityKind, ActivityRecordType } from '#xml/activity';
import { isoOf } from '#xml/dates';
import type { ActivityFilter, ActivityStore } from '../activityStore';
import type { Executor, StoreDb } from '../dialect/database';
import type { ActivitiesTable } from '../schema';
import type { Page, RecordKind, Scope } from '../scope';
import { changedRows, recordExists, recordNameOf } from './records';

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

/**
 * Writes one activity, inside the caller's write transaction (so the change and its entry commit
 * or roll back together). The user's name is read in the same transaction: the entry keeps the
 * name the user had when they acted.
 */
export async function recordActivity(
  trx: Executor,
  scope: Scope,
  entry: ActivityEntry,
): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select('name')
    .where('id', '=', scope.userId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  await trx
    .insertInto('activities')
    .values({
      account_id: scope.accountId,
      user_id: user === undefined ? null : scope.userId,
      user_name: user?.name ?? '',
      record_kind: entry.recordKind,
      record_id: entry.recordId,
      record_name: entry.recordName ?? (await recordNameOf(trx, entry.recordKind, entry.recordId)),
      kind: entry.kind,
      description: entry.description,
      changes: JSON.stringify(entry.changes ?? []),
      created_at: Date.now(),
    })
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

/** Logs a record's creation or deletion ("Company created", "To-do deleted") under the name it has. */
export const recordLifecycle = (
  trx: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  name: string,
  verb: 'created' | 'deleted',
): Promise<void> =>
  recordActivity(trx, scope, {
    recordKind: kind,
    recordId: id,
    recordName: name,
    kind: verb,
    description: `${RECORD_WORDS[kind]} ${verb}`,
  });

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
