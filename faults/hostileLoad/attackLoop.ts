import http, { type OutgoingHttpHeaders } from 'node:http';
import { count, type AttackContext } from './attack';

/**
 * The attacker's requests: sent over and over by `workers` parallel loops until the window
 * closes, each answered by the end of the grace period after it or counted as "no answer". An answer's body is counted, not kept
 * (an attack's answers may be hundreds of megabytes).
 */
export interface AttackRequest {
  method: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface Answered {
  outcome: string;
  bytes: number;
}

/** One request to `baseUrl`, answered (status and body size) or named by how it failed. */
export function sendCounted(
  baseUrl: string,
  request: AttackRequest,
  signal: AbortSignal,
): Promise<Answered> {
  const base = new URL(baseUrl);
  const headers: OutgoingHttpHeaders = { ...request.headers };
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answered: Answered): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(answered);
    };
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent: false,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => settle({ outcome: String(res.statusCode ?? 0), bytes }));
        res.on('error', () => settle({ outcome: 'connection error', bytes }));
      },
    );
    const onAbort = (): void => {
      settle({ outcome: 'no answer', bytes: 0 });
      req.destroy();
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort);
    req.on('error', () => settle({ outcome: 'connection error', bytes: 0 }));
    req.end(request.body);
  });
}

/**
 * Runs `next()` (the request to send) in `workers` loops until the window closes or `limit`
 * requests were sent; tallies the outcomes into `tally`. Resolves with the largest answer seen.
 */
export async function repeatUntilClosed(
  ctx: AttackContext,
  tally: Map<string, number>,
  next: (index: number) => AttackRequest,
  options: { workers?: number; limit?: number; baseUrl?: string } = {},
): Promise<number> {
  let index = 0;
  let largest = 0;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const worker = async (): Promise<void> => {
    while (!ctx.signal.aborted && index < limit) {
      const request = next(index++);
      const answered = await sendCounted(
        options.baseUrl ?? ctx.product.attackUrl,
        { ...request, headers: { ...ctx.product.attackHeaders, ...request.headers } },
        ctx.giveUp,
      );
      largest = Math.max(largest, answered.bytes);
      count(tally, answered.outcome);
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 1 }, worker));
  return largest;
}
