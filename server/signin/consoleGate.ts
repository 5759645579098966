import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/httpError';
import type { Logger } from '../http/logger';
import { sendError } from '../http/sendError';
import { BodyBudgetExhausted, createBodyBudget } from '../http/bodyBudget';
import { refuseUnread } from '../http/drainRequest';
import { readBodyAs, type BodyReading } from '../http/readBody';
import { parseRequestTarget, type RequestTarget } from '../proxy/pathGuard';
import type { ConsoleLogin } from './loginSettings';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwordHash';
import { createSessionStore, type Session } from './sessions';
import {
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  sendPage,
  signInPage,
  signOutPage,
  type SignInView,
} from './signInPage';
import { createSignInThrottle } from './signInThrottle';

/**
 * The console's sign-in, in front of everything the proxy serves when a login is configured.
 * Without a live session, the API, `/console/…` and `/metrics` answer 401 (with
 * `X-Crm-Sign-In`, which the console follows to the sign-in page) and a page navigation is
 * redirected to the sign-in page, which returns there after signing in. `/healthz` and
 * `/readyz` stay open for probes. The session lives in an HttpOnly, SameSite=Strict cookie,
 * Secure when the request came over TLS (or, with TRUST_PROXY=1, the reverse proxy says so).
 */
export interface ConsoleGateOptions {
  login: ConsoleLogin;
  trustProxy: boolean;
  log: Logger;
  now?: () => number;
}

export interface ConsoleGate {
  /** 'pass' lets the request on; 'handled' means the gate answered it. */
  check(req: IncomingMessage, res: ServerResponse, target: RequestTarget): 'pass' | 'handled';
}

export const SESSION_COOKIE = 'crm_session';
export const SIGN_IN_HEADER = 'x-crm-sign-in';
const OPEN_PATHS = new Set(['/healthz', '/readyz']);
const IDLE_MS = 2 * 60 * 60_000;
const MAX_SESSIONS = 1_000;
/** Password checks running at once: each takes 32 MiB and ~0.1 s of a core. */
const MAX_CHECKS = 4;
const MAX_NEXT_LENGTH = 2_048;

export function createConsoleGate(options: ConsoleGateOptions): ConsoleGate {
  const { login, log } = options;
  const sessions = createSessionStore({
    lifetimeMs: login.sessionHours * 60 * 60_000,
    idleMs: IDLE_MS,
    maxSessions: MAX_SESSIONS,
    now: options.now,
  });
  const throttle = createSignInThrottle({ now: options.now });
  // Sign-in forms are a few hundred bytes: 4 KiB each, 1 MiB of them at once.
  const forms: BodyReading = {
    limit: 4_096,
    budget: createBodyBudget(1024 * 1024),
    idleMs: 10_000,
    totalMs: 30_000,
  };
  let checking = 0;

  function secure(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
    return options.trustProxy && firstValue(req.headers['x-forwarded-proto']) === 'https';
  }
  function clientAddress(req: IncomingMessage): string {
    if (options.trustProxy) {
      // The reverse proxy appends the address it saw: the last entry is the one it vouches for.
      const forwarded = firstValue(req.headers['x-forwarded-for'])?.split(',').pop()?.trim();
      if (forwarded !== undefined && forwarded !== '' && forwarded.length <= 64) return forwarded;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }
  function cookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
    return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure(req) ? '; Secure' : ''}`;
  }

  function sessionOf(req: IncomingMessage): Session | undefined {
    return sessions.find(sessionId(req.headers.cookie));
  }

  function showSignIn(res: ServerResponse, status: number, view: SignInView, headers = {}): void {
    sendPage(res, status, signInPage(view), headers);
  }

  async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBodyAs(req, forms)).toString('utf8'));
    const user = (form.get('user') ?? '').slice(0, 64);
    const password = form.get('password') ?? '';
    const next = safeNext(form.get('next'));
    const address = clientAddress(req);
    const waitMs = throttle.waitMs(address, user);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return showSignIn(
        res,
        429,
        {
          next,
          user,
          error: `Too many failed sign-ins: wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
        },
        { 'retry-after': String(seconds) },
      );
    }
    if (checking >= MAX_CHECKS)
      return showSignIn(
        res,
        503,
        { next, user, error: 'Many sign-ins are being checked right now: try again in a moment.' },
        { 'retry-after': '1' },
      );
    checking++;
    let passwordRight: boolean;
    try {
      // The password is checked whatever the name, so a wrong name takes as long as a wrong password.
      passwordRight =
        password.length <= MAX_PASSWORD_LENGTH
          ? await verifyPassword(password, login.passwordHash)
          : false;
    } finally {
      checking--;
    }
    if (!passwordRight || !sameText(user, login.user)) {
      throttle.failed(address, user);
      log.warn('console sign-in failed', { address });
      return showSignIn(res, 401, {
        next,
        user,
        error: 'The user name or password is not right.',
      });
    }
    throttle.succeeded(address, user);
    // A new id at every sign-in: an id planted before it (session fixation) never becomes valid.
    sessions.end(sessionId(req.headers.cookie));
    const { id } = sessions.start(user);
    log.info('console sign-in', { address });
    res.writeHead(303, {
      location: next,
      'set-cookie': cookie(req, id, login.sessionHours * 60 * 60),
      'cache-control': 'no-store',
      'content-length': '0',
    });
    res.end();
  }

  function signOut(req: IncomingMessage, res: ServerResponse): void {
    sessions.end(sessionId(req.headers.cookie));
    res.writeHead(303, {
      location: `${SIGN_IN_PATH}?signed-out=1`,
      'set-cookie': cookie(req, '', 0),
      'cache-control': 'no-store',
      'content-length': '0',
    });
    res.end();
  }

  function ownPages(req: IncomingMessage, res: ServerResponse, target: RequestTarget): void {
    const method = req.method ?? '';
    if (target.path === SIGN_IN_PATH) {
      if (method === 'GET' || method === 'HEAD') {
        const query = new URLSearchParams(target.query.slice(1));
        const signedOut = query.has('signed-out');
        return showSignIn(res, 200, {
          next: safeNext(query.get('next')),
          notice: signedOut ? 'You are signed out.' : undefined,
        });
      }
      if (method === 'POST') {
        signIn(req, res).catch((error: unknown) => {
          if (error instanceof BodyBudgetExhausted)
            return refuseUnread(req, res, () => sendError(res, error, log));
          sendError(res, error, log);
        });
        return;
      }
      throw new HttpError(405, [`Method ${method} is not allowed here`], { allow: 'GET, POST' });
    }
    // Sign-out.
    if (method === 'POST') return signOut(req, res);
    if (method !== 'GET' && method !== 'HEAD')
      throw new HttpError(405, [`Method ${method} is not allowed here`], { allow: 'GET, POST' });
    const session = sessionOf(req);
    if (session === undefined) return redirect(res, SIGN_IN_PATH);
    sendPage(res, 200, signOutPage(session.user));
  }

  return {
    check(req, res, target) {
      if (target.path === SIGN_IN_PATH || target.path === SIGN_OUT_PATH) {
        ownPages(req, res, target);
        return 'handled';
      }
      if (OPEN_PATHS.has(target.path) || sessionOf(req) !== undefined) return 'pass';
      const area = target.segments[0];
      const api = area === 'service' || area === 'console' || target.path === '/metrics';
      if (!api && isNavigation(req)) {
        redirect(res, `${SIGN_IN_PATH}?next=${encodeURIComponent(req.url ?? '/')}`);
        return 'handled';
      }
      throw new HttpError(401, ['Sign in to the console first'], {
        [SIGN_IN_HEADER]: SIGN_IN_PATH,
        'www-authenticate': 'Cookie realm="CRM console"',
        'cache-control': 'no-store',
      });
    },
  };
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': '0' });
  res.end();
}

/** A page load of the browser: marked so by Fetch Metadata, or (older browsers) asking for HTML. */
function isNavigation(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return (req.headers.accept ?? '').includes('text/html');
}

/** Where to go after signing in: a path on this console only, never another site. */
function safeNext(raw: string | null): string {
  if (raw === null || raw.length > MAX_NEXT_LENGTH || !raw.startsWith('/') || raw.startsWith('//'))
    return '/';
  try {
    const target = parseRequestTarget(raw);
    const area = target.segments[0];
    // Back to a console page, never to an API address or to these pages themselves.
    if (area === 'service' || area === 'console' || target.path === '/metrics') return '/';
    return raw;
  } catch {
    return '/';
  }
}

/** The session id in a Cookie header (the first `crm_session`), read in one pass. */
export function sessionId(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === SESSION_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Compares two short texts in time that does not depend on where they first differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < right.length; i++) difference |= (left[i] ?? 0) ^ right[i]!;
  return difference === 0;
}
