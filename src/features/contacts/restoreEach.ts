import { errorMessage } from '../../lib/errorMessage';
import type { RestoreAttempt, RestoredRecord } from './undo/undoOutcome';

/** One record of a bulk delete and how to create it again. */
export interface BulkRestorer {
  /** "Acme", "Ada Lovelace": how the undo report names it. */
  what: string;
  restore: () => Promise<RestoredRecord>;
}

/**
 * Creates each record again in turn and goes on after one fails, so the report can name the
 * records already created (and their new ids) as well as those that were not.
 */
export async function restoreEach(restorers: readonly BulkRestorer[]): Promise<RestoreAttempt[]> {
  const attempts: RestoreAttempt[] = [];
  for (const { what, restore } of restorers) {
    try {
      attempts.push({ what, restored: await restore() });
    } catch (error) {
      attempts.push({ what, failure: errorMessage(error) });
    }
  }
  return attempts;
}
