import type { Logger } from '../http/logger';
import type { ActivityStore } from './store/activityStore';

const DAY_MS = 86_400_000;

export interface ActivityRetentionOptions {
  activities: ActivityStore;
  /** Entries older than this many days are deleted. */
  days: number;
  log: Logger;
  /** How often a pruning round runs (default every 10 minutes). */
  intervalMs?: number;
  /** Rows per DELETE statement (default 1,000): each is a short transaction of its own. */
  batchSize?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface ActivityRetention {
  /** One round: deletes batch after batch until none is full; returns how many entries went. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * ACTIVITY_RETENTION_DAYS: prunes the activity log on a timer, in small batches, each its own
 * short write transaction, yielding to the event loop between them: writers (which log inside
 * their own transactions) wait at most one batch, never the whole prune. A round that fails is
 * logged and retried at the next tick; several service processes pruning at once only delete
 * the same old rows (a row already gone is not counted twice).
 */
export function startActivityRetention(options: ActivityRetentionOptions): ActivityRetention {
  const batchSize = options.batchSize ?? 1_000;
  const now = options.now ?? Date.now;
  let running: Promise<number> | undefined;
  let stopped = false;

  const round = async (): Promise<number> => {
    const before = now() - options.days * DAY_MS;
    let total = 0;
    for (;;) {
      const deleted = await options.activities.pruneBatch(before, batchSize);
      total += deleted;
      if (deleted < batchSize || stopped) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (total > 0) options.log.info('activity retention pruned entries', { deleted: total });
    return total;
  };

  const runOnce = (): Promise<number> => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => options.log.error('activity retention failed', error));
  }, options.intervalMs ?? 600_000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
