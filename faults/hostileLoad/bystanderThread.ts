import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../server/runtime/typeScriptWorker';
import type { BystanderWay, Phase } from './bystander';

/**
 * The bystander (bystander.ts) on a thread of its own. The attacks run in the harness's main
 * thread, and writing an attacker's 1 MiB bodies held that event loop for tens of milliseconds
 * at a time (its delay's p99 went from 7 ms to 28–50 ms): a bystander sharing it timed the
 * attacker's own client as if the product were slow. Here it shares nothing with the attacker
 * but the machine's cores, as another client would.
 */
export type ToBystander =
  | { kind: 'trickle'; ms: number }
  /** Within `ms` from now. */
  | { kind: 'unreadable'; ms: number }
  | { kind: 'close' };

export type FromBystander =
  | { kind: 'phase'; phase: Phase; created: number }
  | { kind: 'unreadable'; missing: string[] }
  | { kind: 'closed' };

const WORKER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'bystanderWorker.ts');

export class BystanderThread {
  /** How many of its creates were acknowledged so far (as of its last phase). */
  created = 0;
  private readonly worker: Worker;
  private readonly failed: Promise<never>;

  constructor(way: BystanderWay, timeoutMs: number) {
    this.worker = startTypeScriptWorker(WORKER_ENTRY, { workerData: { way, timeoutMs } });
    this.failed = new Promise<never>((_, reject) => {
      this.worker.once('error', reject);
      this.worker.once('exit', (code) =>
        reject(new Error(`the bystander's thread ended (exit code ${code})`)),
      );
    });
    // Its ending after close() is no failure anyone waits for.
    this.failed.catch(() => undefined);
  }

  /** Trickles for `ms`; resolves once its last request is answered. */
  async trickle(ms: number): Promise<Phase> {
    const answer = await this.ask({ kind: 'trickle', ms });
    if (answer.kind !== 'phase') throw new Error(`unexpected answer ${answer.kind}`);
    this.created = answer.created;
    return answer.phase;
  }

  /** Shows every acknowledged create within `ms`; describes those not shown. */
  async unreadable(ms: number): Promise<string[]> {
    const answer = await this.ask({ kind: 'unreadable', ms });
    if (answer.kind !== 'unreadable') throw new Error(`unexpected answer ${answer.kind}`);
    return answer.missing;
  }

  async close(): Promise<void> {
    await this.ask({ kind: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private ask(command: ToBystander): Promise<FromBystander> {
    const answered = new Promise<FromBystander>((resolve) => this.worker.once('message', resolve));
    this.worker.postMessage(command);
    return Promise.race([answered, this.failed]);
  }
}
