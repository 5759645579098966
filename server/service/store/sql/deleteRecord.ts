import type { Executor } from '../dialect/database';
import type { RecordKind, Scope, WriteOutcome } from '../scope';
import { recordLifecycle } from './activityLog';
import { lockRecord, tableOfKind } from './records';

/**
 * Deletes a record of the caller's account inside the caller's write, only if it is still at
 * `expectedVersion` (from `If-Match`; undefined deletes whatever the version). The row is locked
 * and its version compared in the same transaction as the DELETE, so a change committed after
 * the client read the record answers `stale` and deletes nothing. A contact is locked as a DELETE
 * locks it, keeping new links to it out until the delete commits (they would not be touched);
 * a deal, to-do or communication as an update locks it, which every change of its version waits
 * for, while a writer linking it is not held up (its deals are touched here meanwhile).
 * `beforeDelete` marks changed the records whose representation loses something with it; the
 * delete is logged under the name the record had.
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
