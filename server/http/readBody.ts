import type { IncomingMessage } from 'node:http';
import { bodyBudgetExhausted, bodyClientOf, type BodyBudget } from './bodyBudget';
import { HttpError } from './httpError';

/**
 * A body at fault itself (it stalled, dragged or was cut off): its connection must end with the
 * answer, and nothing more is read from it. Refusals of a body's size or of the budget are plain
 * HttpErrors: the rest of a body over the size cap may be drained so that the client sees why; a
 * body over the budget (BodyBudgetExhausted) is refused without reading more of it.
 */
export class AbandonedBody extends HttpError {}

/** Default cap for request bodies: no API document comes near it. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A body that sends nothing for this long has stopped arriving (408). */
export const BODY_IDLE_TIMEOUT_MS = 10_000;
/** The longest a body may take to arrive: 1 MiB in 30 s is 35 kB/s, slower than any real client. */
export const BODY_TOTAL_TIMEOUT_MS = 30_000;

/** How one server reads its bodies: the size cap, and the shared budget and timeouts. */
export interface BodyReading extends BodyReadOptions {
  limit: number;
}

export interface BodyReadOptions {
  /** Shared by every request of one server: bytes of bodies being received at once. */
  budget?: BodyBudget;
  idleMs?: number;
  totalMs?: number;
}

/**
 * Reads a request body into one Buffer, refusing (413) as soon as it passes `limit` bytes, before
 * the rest arrives; a declared Content-Length over the limit is refused without reading at all.
 * The body claims its declared length from the server's `budget` up front (so that a body that
 * cannot fit is refused before a byte of it is held) and whatever arrives beyond that as it
 * comes: one that does not fit is a 503. `refusedUpFront` makes the same check before the request
 * is routed or authenticated. A body that stalls (nothing for `idleMs`), drags (not
 * complete after `totalMs`) or is cut off is an AbandonedBody (408 or 400); either way what was
 * received is let go at once. The one body reader of the service, the proxy and the sign-in form.
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
  // What this body holds against the budget: its declared length, or what has arrived if more.
  const claim = options.budget?.claim(bodyClientOf(req));
  // Not a byte of the body is read: the caller refuses it unread (refuseUnread).
  if (claim !== undefined && declared > 0 && !claim.growTo(declared))
    return Promise.reject(bodyBudgetExhausted());
  return new Promise((resolve, reject) => {
    // The pieces are kept as Node hands them over and joined once, at the end. A body that never
    // ends (a held upload) is then never copied at all: copying each piece on arrival into a
    // buffer of the declared length cost the proxy most of its time under 600 held uploads (the
    // copy touches a fresh 1 MB per body). The one copy at the end is the same bytes.
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (): void => {
      settled = true;
      clearTimeout(idle);
      clearTimeout(total);
      claim?.release();
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
      if (claim !== undefined && !claim.growTo(size)) return fail(bodyBudgetExhausted());
      chunks.push(chunk);
      idle.refresh();
    };
    const onEnd = (): void => {
      if (settled) return;
      finish();
      resolve(joined(chunks, size));
      // The pieces go now, not when the request object is collected.
      chunks = [];
    };
    const onError = (error: Error): void =>
      fail(new AbandonedBody(400, [`Request body could not be read: ${error.message}`]));
    // The client went away mid-body: nobody will read an answer, but the bytes must go.
    const onClose = (): void =>
      fail(new AbandonedBody(400, ['The request body ended before it was complete']));
    const stalled = (message: string): void =>
      fail(new AbandonedBody(408, [message], { connection: 'close' }));
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

/**
 * The pieces as one buffer with all of its memory to itself (nothing shared with Node's pool), so
 * that it can move to another thread without a copy.
 */
function joined(chunks: readonly Buffer[], size: number): Buffer {
  const only = chunks.length === 1 ? chunks[0]! : undefined;
  if (only !== undefined && only.byteOffset === 0 && only.buffer.byteLength === size) return only;
  const whole = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const chunk of chunks) at += chunk.copy(whole, at);
  return whole;
}

/** `readBody` with a server's whole way of reading bodies. */
export const readBodyAs = (req: IncomingMessage, reading: BodyReading): Promise<Buffer> =>
  readBody(req, reading.limit, reading);

/**
 * Whether a request's declared body cannot fit in the budget now, checked before anything else is
 * done for it (routing, authentication, a promise): under a flood of held uploads the refusals are
 * most of the requests, and this makes each one a header lookup and a comparison. A body that would
 * fit is read as usual (readBody claims it then); one that is too large is left to readBody's 413.
 */
export function refusedUpFront(req: IncomingMessage, reading: BodyReading): boolean {
  const { budget } = reading;
  if (budget === undefined) return false;
  const declared = Number(req.headers['content-length'] ?? 0);
  return declared > 0 && declared <= reading.limit && !budget.fits(declared, bodyClientOf(req));
}
