import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/httpError';

/**
 * Request bodies the proxy holds while they arrive, across every request at once. Each body is
 * buffered (so a refused one never reaches the upstream), which without a bound lets a few hundred
 * held uploads take gigabytes: every body reserves its bytes from one shared budget (its declared
 * Content-Length up front, a chunked one as it arrives) and gives them back when it is forwarded,
 * refused or abandoned. A body that would pass the budget is refused at once with 503 and
 * `Retry-After`; a body that stops arriving is cut after `idleMs` without a byte, and any body
 * after `totalMs` in all (408).
 */
export interface BodyBudgetLimits {
  /** Largest single body (413 beyond). */
  bodyLimit: number;
  /** Bytes of every body being received at once. */
  budgetBytes: number;
  /** Longest pause between two pieces of one body. */
  idleMs: number;
  /** Longest time one body may take to arrive. */
  totalMs: number;
}

export const DEFAULT_BODY_BUDGET_BYTES = 64 * 1024 * 1024;
export const DEFAULT_BODY_IDLE_MS = 10_000;
export const DEFAULT_BODY_TOTAL_MS = 30_000;

export interface BodyBudget {
  /** Reads one body within the limits; the returned Buffer no longer counts against the budget. */
  read(req: IncomingMessage): Promise<Buffer>;
  /** Bytes reserved by bodies being received right now (metrics and tests). */
  inFlight(): number;
}

/** Thrown when the body itself is at fault and its connection must end (408) or is gone. */
export class AbandonedBody extends HttpError {}

export function createBodyBudget(limits: BodyBudgetLimits): BodyBudget {
  let reserved = 0;
  const busy = (): HttpError =>
    new HttpError(503, ['The console is receiving too many uploads at once: try again shortly'], {
      'retry-after': '2',
    });
  const tooLarge = (): HttpError =>
    new HttpError(413, [`Request body is larger than the limit of ${limits.bodyLimit} bytes`]);

  function read(req: IncomingMessage): Promise<Buffer> {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limits.bodyLimit) return Promise.reject(tooLarge());
    if (reserved + declared > limits.budgetBytes) return Promise.reject(busy());
    // What this body holds against the budget: its declared length, or what has arrived if more.
    let held = declared;
    reserved += held;

    return new Promise<Buffer>((resolve, reject) => {
      let chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const finish = (error: HttpError | undefined): void => {
        if (settled) return;
        settled = true;
        clearTimeout(idleTimer);
        clearTimeout(totalTimer);
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
        req.off('close', onClose);
        reserved -= held;
        held = 0;
        if (error === undefined) {
          resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
        } else {
          reject(error);
        }
        // The pieces go now, not when the request object is collected.
        chunks = [];
      };
      const stalled = (message: string): void =>
        finish(new AbandonedBody(408, [message], { connection: 'close' }));
      const onIdle = (): void =>
        stalled(`The request body stopped arriving for ${limits.idleMs} ms`);
      const idleTimer = setTimeout(onIdle, limits.idleMs);
      const totalTimer = setTimeout(
        () => stalled(`The request body took longer than ${limits.totalMs} ms to arrive`),
        limits.totalMs,
      );

      function onData(chunk: Buffer): void {
        size += chunk.length;
        if (size > limits.bodyLimit) return finish(tooLarge());
        if (size > held) {
          if (reserved + (size - held) > limits.budgetBytes) return finish(busy());
          reserved += size - held;
          held = size;
        }
        chunks.push(chunk);
        idleTimer.refresh();
      }
      const onEnd = (): void => finish(undefined);
      const onError = (error: Error): void =>
        finish(new AbandonedBody(400, [`Request body could not be read: ${error.message}`]));
      // The client went away before the body was complete.
      const onClose = (): void =>
        finish(new AbandonedBody(400, ['The request body was cut off before its end']));
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
      req.on('close', onClose);
    });
  }

  return { read, inFlight: () => reserved };
}
