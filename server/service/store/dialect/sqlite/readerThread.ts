import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery, DatabaseConnection, Driver, Kysely, QueryResult } from 'kysely';
import type { Database } from '../../schema';
import { OverBudgetError } from '../../requestBudget';

// Built from this module's own path, not as `new URL('./x', import.meta.url)`: Vite rewrites that
// pattern into an asset URL (http://localhost:3000/...) in console tests that start a real service.
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'readerWorker.mjs');

/**
 * How long a reader may still take, once its read has been answered over budget at the deadline,
 * before its worker is replaced: its own `within_budget()` stops a guarded statement within a few
 * rows, so only an unguarded one runs this long; a fresh worker costs a thread and a connection.
 */
const OVERRUN_GRACE_MS = 250;

type Answer = { id: number; rows?: unknown[]; error?: { message: string; code?: string } };
type Pending = { resolve(rows: unknown[]): void; reject(error: unknown): void };

const refuseTransaction = (): Promise<void> =>
  Promise.reject(new Error('Store bug: a reader runs in the transaction its pool opened'));

/** Kysely's driver on one reader: the pool holds it and opens its transaction. */
export const readerDriver = (connection: DatabaseConnection): Driver => ({
  init: () => Promise.resolve(),
  acquireConnection: () => Promise.resolve(connection),
  beginTransaction: refuseTransaction,
  commitTransaction: refuseTransaction,
  rollbackTransaction: refuseTransaction,
  releaseConnection: () => Promise.resolve(),
  destroy: () => Promise.resolve(),
});

/** The error a reader reported, as the main connection would have thrown it. */
function errorOf(reported: NonNullable<Answer['error']>): Error {
  if (reported.code === 'CRM_OVER_BUDGET') return new OverBudgetError();
  return Object.assign(new Error(reported.message), { code: reported.code });
}

/**
 * One reader thread: a worker with its own read-only connection (readerWorker.mjs), seen by Kysely
 * as a connection whose statements are posted to the worker as SQL text and parameters.
 */
export class ReaderThread implements DatabaseConnection {
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private overrun: NodeJS.Timeout | undefined;
  /** Statements answered over budget at their deadline that the worker has not finished yet. */
  private readonly late = new Set<number>();
  private grace: NodeJS.Timeout | undefined;
  private settledWaiters: (() => void)[] = [];
  private closed = false;
  /** Why this reader cannot run (its worker failed before answering anything): no restart loop. */
  private broken: Error | undefined;
  /** The deadline (`Date.now()` ms) of the read holding this reader, sent with each statement. */
  private deadline: number | undefined;
  /** Whether the read holding this reader has sent no statement yet: its first one opens its snapshot. */
  private opening = false;
  /** Workers replaced after overrunning a deadline (tests and metrics read it). */
  replaced = 0;
  /** Statements posted so far (the store's `executed` counts them with the main connection's). */
  executed = 0;
  /** Whether this reader's current worker is still running (false once the store has closed it). */
  running = true;
  readonly kysely: Kysely<Database>;

  constructor(
    private readonly filename: string,
    kyselyOn: (connection: DatabaseConnection) => Kysely<Database>,
  ) {
    this.start();
    this.kysely = kyselyOn(this);
  }

  private start(): void {
    // execArgv []: a plain .mjs needs no TypeScript loader (nor the parent's other flags).
    const worker = new Worker(WORKER_FILE, {
      workerData: { filename: this.filename },
      execArgv: [],
    });
    this.running = true;
    // An idle reader does not keep the process alive (`watch` refs it while a statement is pending).
    worker.unref();
    let answered = false;
    worker.on('message', (answer: Answer) => {
      if (worker !== this.worker) return;
      answered = true;
      if (this.late.delete(answer.id) && this.late.size === 0) this.settle();
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.error !== undefined) pending?.reject(errorOf(answer.error));
      else pending?.resolve(answer.rows ?? []);
      this.watch();
    });
    const lost = (error: unknown): void => {
      if (worker !== this.worker) return;
      this.failAll(error);
      this.settle();
      if (this.closed) return;
      if (answered) this.start();
      else this.broken = error instanceof Error ? error : new Error(String(error));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (worker === this.worker) this.running = false;
      lost(new Error(`A SQLite reader thread ended (exit code ${code})`));
    });
    this.worker = worker;
  }

  private failAll(error: unknown): void {
    clearTimeout(this.overrun);
    this.overrun = undefined;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  /** While statements are pending under a deadline: a timer that answers them over budget then. */
  private watch(): void {
    clearTimeout(this.overrun);
    this.overrun = undefined;
    if (this.pending.size === 0) this.worker.unref();
    else this.worker.ref();
    if (this.pending.size === 0 || this.deadline === undefined) return;
    this.overrun = setTimeout(() => this.overdue(), Math.max(0, this.deadline - Date.now()));
  }

  /** The deadline passed before the answers: over budget now; the worker gets a grace to finish. */
  private overdue(): void {
    for (const id of this.pending.keys()) this.late.add(id);
    this.failAll(new OverBudgetError());
    this.grace = setTimeout(() => this.replace(), OVERRUN_GRACE_MS);
  }

  /** Nothing late any more: the reader may serve the next read. */
  private settle(): void {
    clearTimeout(this.grace);
    this.grace = undefined;
    this.late.clear();
    for (const waiter of this.settledWaiters.splice(0)) waiter();
  }

  /** Undefined when the worker is free for the next read, else once it is (finished or replaced). */
  settled(): Promise<void> | undefined {
    if (this.late.size === 0) return undefined;
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** A fresh worker for one still busy past its grace; the old one may finish its statement first. */
  private replace(): void {
    const old = this.worker;
    this.replaced++;
    this.failAll(new OverBudgetError());
    this.start();
    this.settle();
    void old.terminate();
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.closed) return Promise.reject(new Error('The SQLite store is closed'));
    if (this.broken !== undefined) return Promise.reject(this.broken);
    if (this.deadline !== undefined && Date.now() > this.deadline)
      return Promise.reject(new OverBudgetError());
    const id = this.nextId++;
    this.executed++;
    return new Promise<QueryResult<R>>((resolve, reject) => {
      this.pending.set(id, { resolve: (rows) => resolve({ rows: rows as R[] }), reject });
      this.worker.postMessage({
        id,
        sql: compiled.sql,
        parameters: compiled.parameters,
        deadline: this.deadline,
        begin: this.opening,
      });
      this.opening = false;
      this.watch();
    });
  }

  /**
   * A read takes this reader: its first statement BEGINs on the worker (no round trip of its own),
   * so that its statements see one snapshot.
   */
  beginRead(deadline: number | undefined): void {
    this.deadline = deadline;
    this.opening = true;
  }

  /** The read is done: the worker ends its snapshot before the next message (no answer awaited). */
  endRead(): void {
    this.deadline = undefined;
    if (!this.opening && !this.closed) this.worker.postMessage({ end: true });
    this.opening = false;
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream query results');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll(new Error('The SQLite store is closed'));
    this.settle();
    await this.worker.terminate();
  }
}
