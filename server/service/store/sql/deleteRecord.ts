import type { Executor, StoreDb } from '../dialect/database';
import type { RecordKind, Scope } from '../scope';
import { refusal, WRITTEN, type WriteResult } from '../writeResult';
import { recordLifecycle } from './activityLog';
import { touchDealsListing } from './links';
import { lockRecord, tableOfKind } from './records';

/**
 * Deletes a record in the caller's write unless past `expectedVersion`. A contact takes a DELETE's
 * lock, keeping out new links (which would not be touched) until commit; others an update's, not
 * holding up writers linking them. Touches the deals listing it, and what `beforeDelete` touches.
 */
export async function deleteRecord(
  trx: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  expectedVersion: number | undefined,
  beforeDelete?: (now: number) => Promise<void>,
): Promise<WriteResult> {
  const table = tableOfKind(kind);
  const lock = table === 'contacts' ? 'delete' : 'update';
  const current = await lockRecord(trx, scope, kind, id, expectedVersion, lock);
  if (typeof current === 'string') return refusal(current);
  const now = Date.now();
  if (kind === 'todo' || kind === 'communication') await touchDealsListing(trx, kind, id, now);
  await beforeDelete?.(now);
  await trx.deleteFrom(table).where('id', '=', id).execute();
  await recordLifecycle(trx, scope, kind, id, current.name, 'deleted');
  return WRITTEN;
}

/** An area's delete: `deleteRecord` in a write of its own (PostgreSQL reruns it should a cascade deadlock). */
export const deleteOfKind =
  (db: StoreDb, kind: 'deal' | 'todo' | 'communication') =>
  (scope: Scope, id: number, expectedVersion?: number) =>
    db.write((trx) => deleteRecord(trx, scope, kind, id, expectedVersion), scope);
