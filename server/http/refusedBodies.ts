import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './httpError';
import { SMALL_BODY_BYTES } from './bodyBudget';
import { answerWhenSafe } from './drainRequest';

/**
 * A pause for a client whose large bodies keep being refused as bad input. Each such body is
 * received in full (up to the 1 MiB limit), copied and parsed before it can be refused: a client
 * sending them back to back, each refused in a few milliseconds, keeps a core busy with nothing
 * to show for it, and the other accounts' requests queue behind it on two cores. After
 * `freeRefusals` refusals within `windowMs`, the client's next large bodies are refused (429 with
 * Retry-After) for a pause that doubles each time it is earned again, and held first (see
 * `answerPaused`).
 *
 * Only bodies of SMALL_BODY_BYTES or more count and are paused: the console's and real clients'
 * documents are smaller, so a paused account keeps working. A large body that is accepted clears
 * the client's record.
 */
export interface RefusedBodiesOptions {
  /** Refused large bodies allowed within a window before a pause (default 10). */
  freeRefusals?: number;
  windowMs?: number;
  /** The first pause; each next one doubles, up to `maxPauseMs`. */
  firstPauseMs?: number;
  maxPauseMs?: number;
  /** Clients remembered at most; the one seen longest ago is forgotten first. */
  maxClients?: number;
  now?: () => number;
}

/**
 * Answers that mean "your body was read and was bad", as opposed to a conflict or a missing
 * record. A body over the size limit (413) or one that stopped arriving (408) is not counted: it
 * was never parsed, and its client is owed that plain answer every time.
 */
const REFUSED_STATUSES = new Set([400, 415, 422]);

export const REFUSED_BODIES_DEFAULTS = {
  freeRefusals: 10,
  windowMs: 10_000,
  firstPauseMs: 1_000,
  maxPauseMs: 60_000,
  maxClients: 10_000,
} as const;

interface ClientRecord {
  windowStart: number;
  refusals: number;
  pausedUntil: number;
  /** Pauses earned so far: the next lasts firstPauseMs × 2^pauses. */
  pauses: number;
}

/** What a paused client's large body is answered: nothing of it was read. */
export class RefusedBodiesPause extends HttpError {
  constructor(readonly waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(
      429,
      [
        `Too many large request bodies were refused as invalid; large bodies are not accepted for ${seconds} s. Fix the documents and try again.`,
      ],
      { 'retry-after': String(seconds) },
    );
  }
}

/** Whether a request's body is one that counts: declared large, or of unknown length (chunked). */
export function isLargeBody(req: IncomingMessage): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const declared = req.headers['content-length'];
  if (declared === undefined) return req.headers['transfer-encoding'] !== undefined;
  return Number(declared) >= SMALL_BODY_BYTES;
}

export class RefusedBodies {
  private readonly clients = new Map<string, ClientRecord>();
  private readonly options: Required<Omit<RefusedBodiesOptions, 'now'>>;
  private readonly now: () => number;
  /** Called when a client earns a pause (a log line, a metric), not on each refusal. */
  onPause: ((client: string, pauseMs: number) => void) | undefined;

  constructor(options: RefusedBodiesOptions = {}) {
    const { now = Date.now, ...rest } = options;
    this.options = { ...REFUSED_BODIES_DEFAULTS, ...rest };
    this.now = now;
  }

  /** The pause left for this client's large bodies, in ms: 0 when they are accepted. */
  pauseLeft(client: string): number {
    const record = this.clients.get(client);
    if (record === undefined) return 0;
    return Math.max(0, record.pausedUntil - this.now());
  }

  /** A paused client's large body, as the error to answer it with; undefined when not paused. */
  check(client: string, req: IncomingMessage): RefusedBodiesPause | undefined {
    if (!isLargeBody(req)) return undefined;
    const left = this.pauseLeft(client);
    return left > 0 ? new RefusedBodiesPause(left) : undefined;
  }

  /** A large body's answer: a refusal of bad input counts, an accepted body clears the record. */
  answered(client: string, status: number): void {
    if (status < 400) this.clients.delete(client);
    else if (REFUSED_STATUSES.has(status)) this.refused(client);
  }

  private refused(client: string): void {
    const at = this.now();
    const { freeRefusals, windowMs, firstPauseMs, maxPauseMs } = this.options;
    const record = this.recordOf(client, at);
    if (at - record.windowStart >= windowMs) {
      record.windowStart = at;
      record.refusals = 0;
    }
    record.refusals++;
    if (record.refusals <= freeRefusals) return;
    const pauseMs = Math.min(maxPauseMs, firstPauseMs * 2 ** record.pauses);
    record.pauses++;
    record.refusals = 0;
    record.windowStart = at;
    record.pausedUntil = at + pauseMs;
    this.onPause?.(client, pauseMs);
  }

  private recordOf(client: string, at: number): ClientRecord {
    const known = this.clients.get(client);
    if (known !== undefined) {
      // Moved to the end: the map's order is the order clients were last refused.
      this.clients.delete(client);
      // A client quiet for six windows (a minute) past its last pause starts over.
      if (at - Math.max(known.windowStart, known.pausedUntil) >= this.options.windowMs * 6)
        known.pauses = 0;
      this.clients.set(client, known);
      return known;
    }
    if (this.clients.size >= this.options.maxClients) {
      const oldest = this.clients.keys().next();
      if (oldest.done !== true) this.clients.delete(oldest.value);
    }
    const created: ClientRecord = { windowStart: at, refusals: 0, pausedUntil: 0, pauses: 0 };
    this.clients.set(client, created);
    return created;
  }
}

/**
 * The longest a paused client's request is held before its 429: one body a second per connection
 * is nothing to read and throw away, and a client that waits for its answers gets them quickly.
 */
export const PAUSE_HOLD_MS = 1_000;

/**
 * Answers a paused client's large body. Answered at once, a client that ignores Retry-After asks
 * again at once: measured with such an attacker, the reconnects and resets of 429s sent at once
 * cost the bystander more than the bodies had. So the request is held, its socket not read (a
 * held upload costs no memory here, its bytes wait in the kernel), until the pause ends or for
 * PAUSE_HOLD_MS at most, then answered on its kept-alive connection while Node throws the body away. A
 * client going as fast as it can then sends one body per hold.
 */
export function answerPaused(
  req: IncomingMessage,
  res: ServerResponse,
  pause: RefusedBodiesPause,
  send: (error: HttpError) => void,
): void {
  req.pause();
  req.socket.pause();
  const holdMs = Math.min(pause.waitMs, PAUSE_HOLD_MS);
  const timer = setTimeout(() => {
    const left = new RefusedBodiesPause(pause.waitMs - holdMs);
    answerWhenSafe(req, () => send(left));
  }, holdMs);
  req.once('close', () => clearTimeout(timer));
}
