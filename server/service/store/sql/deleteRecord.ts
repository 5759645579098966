import type { Executor } from '../dialect/database';
import type { RecordKind, Scope, WriteOutcome } from '../scope';
import { recordLifecycle } from './activityLog';
import { lockRecord, tableOfKind } from './records';

/**
 * Deletes a record in the caller's write unless it has moved past `expectedVersion`. A contact
 * takes a DELETE's lock, keeping out new links (which would not be touched) until commit; others an
 * update's, not holding up writers linking them. `beforeDelete` touches what loses something.
 */
export async function deleteRecord(
  trx: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  expectedVersion: number | undefined,
  beforeDelete?: (now: number) => Promise<void>,
): Promise<WriteOutcome> {
  const lock = tableOfKind(kind) === 'contacts' ? 'delete' : 'update';
  const current = await lockRecord(trx, scope, kind, id, expectedVersion, lock);
  if (typeof current === 'string') return current;
  await beforeDelete?.(Date.now());
  await trx.deleteFrom(tableOfKind(kind)).where('id', '=', id).execute();
  await recordLifecycle(trx, scope, kind, id, current.name, 'deleted');
  return 'ok';
}
