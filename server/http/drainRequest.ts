import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** How long a connection refused unread stays half-closed after its answer, for the client to read it. */
export const REFUSED_LINGER_MS = 1_000;

/**
 * Answers at once a request refused because the server is short of room (the body budget's 503,
 * `Connection: close`), without reading its body: what the attacker sends costs this thread
 * nothing. answerWhenSafe's drain would read up to DRAIN_GRACE_MS of it per connection first,
 * which is what a flood of held uploads wants.
 *
 * Reading stops now (at most the piece already read, one socket read of 64 KiB, is thrown away).
 * Node would destroy the connection as soon as the answer is flushed, and a close with the
 * client's bytes unread is a reset that can cost a client still sending its answer; instead the
 * answer is followed by a half-close (FIN), and the connection is cut REFUSED_LINGER_MS later,
 * when any client reading its answers has read this one.
 */
export function refuseUnread(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  const { socket } = req;
  const stopReading = (): void => {
    req.pause();
    socket.pause();
  };
  stopReading();
  res.shouldKeepAlive = false;
  // Node calls this once the answer is written, after it has set the request flowing to discard
  // the rest of its body: stop that again, and only half-close.
  socket.destroySoon = () => {
    stopReading();
    socket.end();
    const cut = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  };
  answer();
}
