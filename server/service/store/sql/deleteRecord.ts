import type { Executor } from '../dialect/database';
import type { RecordKind, Scope, WriteOutcome } from '../scope';
import { recordLifecycle } from './activityLog';
import { lockRecord, TABLE_OF_KIND } from './records';

/**
 * Deletes a record of the caller's account inside the caller's write, unless it has moved past
 * `expectedVersion` (`lockRecord`). A contact is locked as a DELETE locks it, keeping new links
 * out until commit (they would not be touched); other records as an update does, so writers
 * linking them are not held up. `beforeDelete` touches the records that lose something with it.
 */
export async function deleteRecord(
  trx: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  expectedVersion: number | undefined,
  beforeDelete?: (now: number) => Promise<void>,
): Promise<WriteOutcome> {
  const lock = TABLE_OF_KIND[kind] === 'contacts' ? 'delete' : 'update';
  const current = await lockRecord(trx, scope, kind, id, expectedVersion, lock);
  if (typeof current === 'string') return current;
  await beforeDelete?.(Date.now());
  await trx.deleteFrom(TABLE_OF_KIND[kind]).where('id', '=', id).execute();
  await recordLifecycle(trx, scope, kind, id, current.name, 'deleted');
  return 'ok';
}
