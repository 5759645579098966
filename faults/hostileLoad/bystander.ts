import type { OutgoingHttpHeaders } from 'node:http';
import { createdId, pool, send, sleep, type Answer } from '../testing/http';

/**
 * Another account's client going about its business: a steady trickle of ordinary requests
 * (create a company, show it, list a page), one at a time on one kept-alive connection, each
 * timed. It never gives up on the product: a request that gets no answer within `timeoutMs`
 * counts at that time and as "no answer", and the trickle goes on.
 */
export interface BystanderWay {
  baseUrl: string;
  /** The bystander's own token; undefined through the proxy, which injects its account's. */
  token: string | undefined;
  headers: OutgoingHttpHeaders;
}

export interface Phase {
  latenciesMs: number[];
  /** Answers by status, plus "no answer" and "connection error". */
  outcomes: Map<string, number>;
}

const PAUSE_MS = 20;

export class Bystander {
  /** Ids of the companies whose creation was acknowledged (201): each must be readable later. */
  readonly created: number[] = [];
  private readonly agent = pool(1);
  private sent = 0;

  constructor(
    private readonly way: BystanderWay,
    private readonly timeoutMs: number,
  ) {}

  /** Trickles until `signal` is aborted; resolves once its last request is answered. */
  async trickle(signal: AbortSignal): Promise<Phase> {
    const phase: Phase = { latenciesMs: [], outcomes: new Map() };
    while (!signal.aborted) {
      const started = performance.now();
      const outcome = await this.next().then(
        (answer) => String(answer.status),
        (error: unknown) =>
          error instanceof Error && error.name === 'RequestTimeout'
            ? 'no answer'
            : 'connection error',
      );
      phase.latenciesMs.push(performance.now() - started);
      phase.outcomes.set(outcome, (phase.outcomes.get(outcome) ?? 0) + 1);
      await sleep(PAUSE_MS);
    }
    return phase;
  }

  /** Shows every acknowledged create until `deadline`; describes those not shown (none: all read back). */
  async unreadable(deadline: number): Promise<string[]> {
    const missing: string[] = [];
    for (const [index, id] of this.created.entries()) {
      const left = deadline - performance.now();
      if (left <= 0) {
        missing.push(`${this.created.length - index} not tried in time`);
        break;
      }
      const status = await this.request('GET', `/service/companies/${id}.xml`, undefined, left)
        .then((answer) => String(answer.status))
        .catch((error: unknown) =>
          error instanceof Error && error.name === 'RequestTimeout'
            ? `no answer within ${(left / 1000).toFixed(0)} s`
            : String(error),
        );
      if (status !== '200') missing.push(`company ${id}: ${status}`);
    }
    return missing;
  }

  close(): void {
    this.agent.destroy();
  }

  private async next(): Promise<Answer> {
    const step = this.sent++ % 3;
    const last = this.created.at(-1);
    if (step === 0 || last === undefined) {
      const answer = await this.request(
        'POST',
        '/service/companies.xml',
        `<company><name>Bystander ${this.sent}</name></company>`,
      );
      if (answer.status === 201) this.created.push(createdId(answer));
      return answer;
    }
    if (step === 1) return this.request('GET', `/service/companies/${last}.xml`);
    return this.request('GET', '/service/companies.xml?limit=20');
  }

  private request(
    method: string,
    path: string,
    body?: string,
    timeoutMs = this.timeoutMs,
  ): Promise<Answer> {
    return send(this.way.baseUrl, {
      method,
      path,
      body,
      token: this.way.token,
      agent: this.agent,
      headers:
        body === undefined
          ? this.way.headers
          : { ...this.way.headers, 'content-type': 'application/xml' },
      timeoutMs,
    });
  }
}

/** The 99th percentile (nearest rank); 0 without samples. */
export function p99(latenciesMs: readonly number[]): number {
  if (latenciesMs.length === 0) return 0;
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1]!;
}
