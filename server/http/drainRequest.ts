import type { IncomingMessage } from 'node:http';

/** How long a refused request's body is still read and thrown away before its connection is cut. */
export const DRAIN_GRACE_MS = 5_000;

/**
 * Answers a request whose body may still be arriving (too large, or refused before it was read)
 * so that the client can read the answer. A socket closed with unread data in it is reset by the
 * kernel, and a client still sending then sees "connection reset" instead of the answer:
 *
 * - on a kept-alive connection the answer goes out at once; Node reads and discards the rest of
 *   the body and the connection stays usable. A client still sending after `graceMs` is cut off.
 * - when the connection closes after the answer (the client asked for it, HTTP/1.0, or
 *   `closeAfter`), the rest of the body is read and discarded first — for at most `graceMs` —
 *   and only then answered.
 */
export function answerWhenSafe(
  req: IncomingMessage,
  answer: () => void,
  options: { closeAfter?: boolean; graceMs?: number } = {},
): void {
  if (req.complete) {
    answer();
    return;
  }
  const graceMs = options.graceMs ?? DRAIN_GRACE_MS;
  req.resume();
  if (!(options.closeAfter === true || closesAfterAnswer(req))) {
    const timer = setTimeout(() => req.socket.destroy(), graceMs);
    const done = (): void => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    answer();
    return;
  }
  let answered = false;
  const once = (): void => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    answer();
  };
  const timer = setTimeout(once, graceMs);
  req.once('end', once);
  req.once('error', once);
  // An aborted upload: nobody is left to read the answer, but the response is still ended.
  req.once('close', once);
}

/** Whether Node will close the connection after this request's answer. */
function closesAfterAnswer(req: IncomingMessage): boolean {
  const connection = String(req.headers.connection ?? '').toLowerCase();
  if (req.httpVersion === '1.0') return !/(^|,)\s*keep-alive\s*(,|$)/.test(connection);
  return /(^|,)\s*close\s*(,|$)/.test(connection);
}
