import { Counter, Gauge, Registry } from 'prom-client';

/**
 * What the store reports to the service's `/metrics`: transaction retries (PostgreSQL reruns a
 * transaction aborted as a deadlock victim or serialization failure) and connection pool use.
 * Module-level, because the store has no handle on the app: it counts and registers here, the
 * service's `/metrics` shows this registry. Nothing here is ever labelled with data.
 */
export const storeRegistry = new Registry();

export const storeTransactionRetries = new Counter({
  name: 'crm_store_transaction_retries_total',
  help: 'Store transactions run again after the database aborted them (deadlock, serialization failure)',
  registers: [storeRegistry],
});

/** What a connection pool tells (node-postgres' Pool has exactly these). */
export interface ObservablePool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly ending?: boolean;
  readonly ended?: boolean;
}

const pools = new Set<ObservablePool>();

/** Registers a pool for the gauges below; a pool that ended drops out by itself. */
export function observePool(pool: ObservablePool): void {
  pools.add(pool);
}

function livePools(): ObservablePool[] {
  for (const pool of pools) if (pool.ended === true || pool.ending === true) pools.delete(pool);
  return [...pools];
}

new Gauge({
  name: 'crm_store_pool_connections',
  help: 'Database connections of the store pool: busy (running a query or transaction) and idle',
  labelNames: ['state'] as const,
  registers: [storeRegistry],
  collect() {
    let total = 0;
    let idle = 0;
    for (const pool of livePools()) {
      total += pool.totalCount;
      idle += pool.idleCount;
    }
    this.set({ state: 'busy' }, total - idle);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'crm_store_pool_waiting_requests',
  help: 'Queries waiting for a free database connection (the pool is exhausted while above 0)',
  registers: [storeRegistry],
  collect() {
    this.set(livePools().reduce((sum, pool) => sum + pool.waitingCount, 0));
  },
});
