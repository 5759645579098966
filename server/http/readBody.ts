import type { IncomingMessage } from 'node:http';
import { bodyBudgetExhausted, type BodyBudget } from './bodyBudget';
import { HttpError } from './httpError';

/** Default cap for request bodies: no API document comes near it. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A body that sends nothing for this long has stopped arriving (408). */
export const BODY_IDLE_TIMEOUT_MS = 10_000;
/** The longest a body may take to arrive: 1 MiB in 30 s is 35 kB/s, slower than any real client. */
export const BODY_TOTAL_TIMEOUT_MS = 30_000;

export interface BodyReadOptions {
  /** Shared by every request of one server: bytes of bodies being received at once. */
  budget?: BodyBudget;
  idleMs?: number;
  totalMs?: number;
}

/**
 * Reads a request body into one Buffer, refusing (413) as soon as it passes `limit` bytes, before
 * the rest arrives; a declared Content-Length over the limit is refused without reading at all.
 * A body that stalls (nothing for `idleMs`) or drags (not complete after `totalMs`) is a 408, one
 * that does not fit in the server's `budget` a 503; either way what was received is let go at
 * once, as it is when the client goes away mid-body.
 */
export function readBody(
  req: IncomingMessage,
  limit = DEFAULT_BODY_LIMIT,
  options: BodyReadOptions = {},
): Promise<Buffer> {
  // No `Connection: close`: closing with the rest of the body unread makes the kernel reset the
  // connection, and the client would lose this answer. The caller drains instead (drainRequest).
  const tooLarge = (): HttpError =>
    new HttpError(413, [`Request body is larger than the limit of ${limit} bytes`]);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  const idleMs = options.idleMs ?? BODY_IDLE_TIMEOUT_MS;
  const totalMs = options.totalMs ?? BODY_TOTAL_TIMEOUT_MS;
  const { budget } = options;
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    let taken = 0;
    let settled = false;
    const finish = (): void => {
      settled = true;
      clearTimeout(idle);
      clearTimeout(total);
      budget?.give(taken);
      taken = 0;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const fail = (error: HttpError): void => {
      if (settled) return;
      finish();
      chunks = [];
      reject(error);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) return fail(tooLarge());
      if (budget !== undefined && !budget.take(chunk.length)) return fail(bodyBudgetExhausted());
      taken += chunk.length;
      chunks.push(chunk);
      idle.refresh();
    };
    const onEnd = (): void => {
      if (settled) return;
      finish();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    const onError = (error: Error): void =>
      fail(new HttpError(400, [`Request body could not be read: ${error.message}`]));
    // The client went away mid-body: nobody will read an answer, but the bytes must go.
    const onClose = (): void =>
      fail(new HttpError(400, ['The request body ended before it was complete']));
    const stalled = (message: string): void =>
      fail(new HttpError(408, [message], { connection: 'close' }));
    const idle = setTimeout(
      () => stalled(`The request body stopped arriving: nothing for ${idleMs / 1000} s`),
      idleMs,
    );
    const total = setTimeout(
      () => stalled(`The request body took longer than ${totalMs / 1000} s to arrive`),
      totalMs,
    );
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
