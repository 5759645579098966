import type { DatabaseConnection, Kysely } from 'kysely';
import type { Database } from '../../schema';
import { OverBudgetError, type RequestBudget } from '../../requestBudget';
import { ReaderThread } from './readerThread';

/** How long a read without a deadline waits for a free reader (as long as for the main connection's turn). */
const WAIT_TIMEOUT_MS = 30_000;

/** A read waiting for a reader: the account asking (fairness) and how to hand it one. */
type Waiting = {
  account: number | undefined;
  grant: (reader: ReaderThread) => void;
  fail: (error: unknown) => void;
  timer: NodeJS.Timeout;
};

/**
 * Reader threads for the reads whose cost grows with the data (searches, filtered lists): each
 * runs on a snapshot of its own (BEGIN … COMMIT on its reader) while the main connection serves
 * everything else, so a heavy search holds one reader, not the store. Readers are handed out in
 * the order they were asked for, except that one account never holds every reader (with 2 or
 * more): another account's read always finds one within a statement's time.
 */
export class ReaderPool {
  private readonly readers: ReaderThread[];
  private readonly free: ReaderThread[];
  private waiting: Waiting[] = [];
  /** Readers held per account, and the most one account may hold. */
  private readonly held = new Map<number | undefined, number>();
  private readonly perAccount: number;
  private closed = false;

  constructor(
    filename: string,
    size: number,
    kyselyOn: (connection: DatabaseConnection) => Kysely<Database>,
  ) {
    this.readers = Array.from({ length: size }, () => new ReaderThread(filename, kyselyOn));
    this.free = [...this.readers];
    this.perAccount = Math.max(1, size - 1);
  }

  /** Reader threads running now (0 once closed). */
  get running(): number {
    return this.readers.filter((reader) => reader.running).length;
  }

  /** Statements run on the readers so far. */
  get executed(): number {
    return this.readers.reduce((sum, reader) => sum + reader.executed, 0);
  }

  /** Workers replaced after overrunning a deadline, over all readers. */
  get replaced(): number {
    return this.readers.reduce((sum, reader) => sum + reader.replaced, 0);
  }

  async read<T>(fn: (trx: Kysely<Database>) => Promise<T>, budget?: RequestBudget): Promise<T> {
    const account = budget?.accountId;
    const reader = this.mayTake(account) ? this.free.pop() : undefined;
    const held = reader ?? (await this.take(account, budget?.deadline));
    if (reader !== undefined) this.hold(account, 1);
    held.beginRead(budget?.deadline);
    try {
      return await fn(held.kysely);
    } finally {
      held.endRead();
      // A reader still finishing a statement answered over budget serves no one until it has.
      const settling = held.settled();
      if (settling === undefined) this.give(held, account);
      else void settling.then(() => this.give(held, account));
    }
  }

  private mayTake(account: number | undefined): boolean {
    return this.free.length > 0 && (this.held.get(account) ?? 0) < this.perAccount;
  }

  private hold(account: number | undefined, change: 1 | -1): void {
    const count = (this.held.get(account) ?? 0) + change;
    if (count === 0) this.held.delete(account);
    else this.held.set(account, count);
  }

  /** Waits for a reader this account may take, at most until the deadline (then over budget). */
  private take(account: number | undefined, deadline: number | undefined): Promise<ReaderThread> {
    if (this.closed) return Promise.reject(new Error('The SQLite store is closed'));
    return new Promise((resolve, reject) => {
      const wait = deadline === undefined ? WAIT_TIMEOUT_MS : Math.max(0, deadline - Date.now());
      const entry: Waiting = {
        account,
        grant: (reader) => {
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

  /** Frees the reader, then hands free readers to the first waiting reads whose account may take one. */
  private give(reader: ReaderThread, account: number | undefined): void {
    this.hold(account, -1);
    this.free.push(reader);
    // A returned reader can unblock a read held back by its account's share, and more than one.
    for (;;) {
      const next = this.waiting.findIndex((entry) => this.mayTake(entry.account));
      if (next < 0) return;
      const [entry] = this.waiting.splice(next, 1);
      this.hold(entry!.account, 1);
      entry!.grant(this.free.pop()!);
    }
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
