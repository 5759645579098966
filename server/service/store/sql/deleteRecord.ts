import type { Executor } from '../dialect/database';
import type { RecordKind, Scope, WriteOutcome } from '../scope';
import { recordLifecycle } from './activities';
import { lockRecord, tableOfKind } from './records';

/**
 * Deletes a record of the caller's account inside the caller's write, only if it is still at
 * `expectedVersion` (from `If-Match`; undefined deletes whatever the version). The row is locked
 * as a DELETE locks it and its version compared in the same transaction as the DELETE, so a
 * change committed after the client read the record answers `stale` and deletes nothing.
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
  const current = await lockRecord(trx, scope, kind, id, 'delete', expectedVersion);
  if (typeof current === 'string') return current;
  await beforeDelete?.(Date.now());
  await trx.deleteFrom(tableOfKind(kind)).where('id', '=', id).execute();
  await recordLifecycle(trx, scope, kind, id, current.name, 'deleted');
  return 'ok';
}
