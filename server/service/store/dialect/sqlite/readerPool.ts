import { Worker } from 'node:worker_threads';
import type { CompiledQuery, DatabaseConnection, Driver, Kysely, QueryResult } from 'kysely';
import type { Database } from '../../schema';
import { OverBudgetError, type RequestBudget } from '../../requestBudget';
import { BEGIN, COMMIT, ROLLBACK } from '../sqliteDriver';

const WORKER_FILE = new URL('./readerWorker.mjs', import.meta.url);

/**
 * How long past its request's deadline a reader may take to answer before it is replaced: its own
 * `within_budget()` stops a guarded statement within a few rows, so only an unguarded one is late.
 */
const OVERRUN_GRACE_MS = 25;

/** How long a read without a deadline waits for a free reader (as long as for the main connection's turn). */
const WAIT_TIMEOUT_MS = 30_000;

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
  private closed = false;
  /** Why this reader cannot run (its worker failed before answering anything): no restart loop. */
  private broken: Error | undefined;
  /** The deadline (`Date.now()` ms) of the read holding this reader, sent with each statement. */
  deadline: number | undefined;
  /** Workers replaced after overrunning a deadline (tests and metrics read it). */
  replaced = 0;
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
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.error !== undefined) pending?.reject(errorOf(answer.error));
      else pending?.resolve(answer.rows ?? []);
      this.watch();
    });
    const lost = (error: unknown): void => {
      if (worker !== this.worker) return;
      this.failAll(error);
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

  /** While statements are pending under a deadline: a timer that replaces a worker gone past it. */
  private watch(): void {
    clearTimeout(this.overrun);
    this.overrun = undefined;
    if (this.pending.size === 0) this.worker.unref();
    else this.worker.ref();
    if (this.pending.size === 0 || this.deadline === undefined) return;
    const late = this.deadline + OVERRUN_GRACE_MS - Date.now();
    this.overrun = setTimeout(() => this.replace(), Math.max(0, late));
  }

  /** Answers the pending statements over budget and starts a fresh worker; the old one may finish its statement first. */
  private replace(): void {
    const old = this.worker;
    this.replaced++;
    this.failAll(new OverBudgetError());
    this.start();
    void old.terminate();
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.closed) return Promise.reject(new Error('The SQLite store is closed'));
    if (this.broken !== undefined) return Promise.reject(this.broken);
    if (this.deadline !== undefined && Date.now() > this.deadline)
      return Promise.reject(new OverBudgetError());
    const id = this.nextId++;
    return new Promise<QueryResult<R>>((resolve, reject) => {
      this.pending.set(id, { resolve: (rows) => resolve({ rows: rows as R[] }), reject });
      this.worker.postMessage({
        id,
        sql: compiled.sql,
        parameters: compiled.parameters,
        deadline: this.deadline,
      });
      this.watch();
    });
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream query results');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll(new Error('The SQLite store is closed'));
    await this.worker.terminate();
  }
}

/**
 * Reader threads for the reads whose cost grows with the data (searches, filtered lists): each
 * runs on a snapshot of its own (BEGIN … COMMIT on its reader) while the main connection serves
 * everything else, so a heavy search holds one reader, not the store. Readers are handed out in
 * the order they were asked for.
 */
export class ReaderPool {
  private readonly readers: ReaderThread[];
  private readonly free: ReaderThread[];
  private waiting: {
    grant: (reader: ReaderThread) => void;
    fail: (error: unknown) => void;
    timer: NodeJS.Timeout;
  }[] = [];
  private closed = false;

  constructor(
    filename: string,
    size: number,
    kyselyOn: (connection: DatabaseConnection) => Kysely<Database>,
  ) {
    this.readers = Array.from({ length: size }, () => new ReaderThread(filename, kyselyOn));
    this.free = [...this.readers];
  }

  /** Reader threads running now (0 once closed). */
  get running(): number {
    return this.readers.filter((reader) => reader.running).length;
  }

  /** Workers replaced after overrunning a deadline, over all readers. */
  get replaced(): number {
    return this.readers.reduce((sum, reader) => sum + reader.replaced, 0);
  }

  async read<T>(fn: (trx: Kysely<Database>) => Promise<T>, budget?: RequestBudget): Promise<T> {
    const reader = this.free.pop() ?? (await this.take(budget?.deadline));
    reader.deadline = budget?.deadline;
    try {
      await reader.executeQuery(BEGIN);
      const result = await fn(reader.kysely);
      await reader.executeQuery(COMMIT);
      return result;
    } catch (error) {
      reader.deadline = undefined;
      // A replaced worker has no transaction left: its ROLLBACK fails, harmlessly.
      await reader.executeQuery(ROLLBACK).catch(() => undefined);
      throw error;
    } finally {
      reader.deadline = undefined;
      this.give(reader);
    }
  }

  /** Waits for a free reader, at most until the deadline (then over budget). */
  private take(deadline: number | undefined): Promise<ReaderThread> {
    if (this.closed) return Promise.reject(new Error('The SQLite store is closed'));
    return new Promise((resolve, reject) => {
      const wait = deadline === undefined ? WAIT_TIMEOUT_MS : Math.max(0, deadline - Date.now());
      const entry = {
        grant: (reader: ReaderThread) => {
          clearTimeout(entry.timer);
          resolve(reader);
        },
        fail: reject,
        timer: setTimeout(() => {
          this.waiting = this.waiting.filter((other) => other !== entry);
          reject(
            deadline === undefined
              ? new Error(`The SQLite readers stayed busy for ${WAIT_TIMEOUT_MS / 1000} s`)
              : new OverBudgetError(),
          );
        }, wait),
      };
      this.waiting.push(entry);
    });
  }

  private give(reader: ReaderThread): void {
    const next = this.waiting.shift();
    if (next === undefined) this.free.push(reader);
    else next.grant(reader);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.waiting.splice(0)) {
      clearTimeout(entry.timer);
      entry.fail(new Error('The SQLite store is closed'));
    }
    await Promise.all(this.readers.map((reader) => reader.close()));
  }
}
