import type { ActivityChange, ActivityKind, ActivityRecordType } from '#xml/activity';
import type { Executor } from '../dialect/database';
import type { RecordKind, RecordRef, Scope } from '../scope';
import { recordNameQuery, touchRecord } from './records';

export type { RecordRef } from '../scope';

/** Logs an activity in the caller's write; one statement reads the user's and record's names (`name`: a deleted record's). */
export async function recordActivity(
  trx: Executor,
  scope: Scope,
  record: RecordRef,
  kind: ActivityKind,
  description: string,
  { changes = [], name }: { changes?: readonly ActivityChange[]; name?: string } = {},
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
      record_kind: record.kind,
      record_id: record.id,
      record_name: name ?? eb.fn.coalesce(recordNameQuery(trx, record.kind, record.id), eb.val('')),
      kind,
      description,
      changes: JSON.stringify(changes),
      created_at: Date.now(),
    }))
    .execute();
}

/** Something a record embeds changed: marks the record changed (`touchRecord`) and logs it. */
export async function recordEmbedChange(
  trx: Executor,
  scope: Scope,
  record: RecordRef,
  kind: ActivityKind,
  description: string,
  now = Date.now(),
  changes: readonly ActivityChange[] = [],
): Promise<void> {
  await touchRecord(trx, record.kind, record.id, now);
  await recordActivity(trx, scope, record, kind, description, { changes });
}

/** British English lists take no comma before "and": "Deal with id, status and amount changed". */
const FIELD_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "Name changed", "Title and status changed", "Deal with id, status and amount changed". */
function describeChanges(changes: readonly ActivityChange[]): string {
  const list = FIELD_LIST.format(changes.map((c) => c.field.replace(/_/g, ' ')));
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} changed`;
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
  if (changes.length > 0)
    await recordActivity(trx, scope, { kind, id }, 'updated', description, { changes });
}

export const RECORD_TYPE_OF_KIND: Readonly<Record<RecordKind, ActivityRecordType>> = {
  company: 'Company',
  person: 'Person',
  deal: 'Deal',
  todo: 'Todo',
  communication: 'Communication',
};

const RECORD_WORDS: Readonly<Record<RecordKind, string>> = {
  ...RECORD_TYPE_OF_KIND,
  todo: 'To-do',
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
  recordActivity(trx, scope, { kind, id }, verb, `${RECORD_WORDS[kind]} ${verb}`, { name });
