import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { request as undiciRequest } from 'undici';
import { basicAuthorization } from '../../http/basicAuth';
import type { Logger } from '../../http/logger';
import type { Upstream, UpstreamPool } from '../upstreams';
import { DrawingCache, digestOf, stampedNow, type RecordedRead } from './drawingCache';

/** What the server's copy of the console (`dist-ssr/`, src/ssr/renderFirstScreen.tsx) draws. */
export interface DrawnScreen {
  html: string;
  state: unknown;
}

interface RenderRequest {
  url: string;
  language: 'en' | 'de';
  api: { baseUrl: string; fetch: typeof fetch; headers: Record<string, string> };
  consoleInfo: { upstream: string; signOut?: string };
}

interface ServerCopy {
  renderFirstScreen: (request: RenderRequest) => Promise<DrawnScreen | undefined>;
  /** Whether the screen at a path is one the proxy draws (some are left to the browser). */
  drawsScreenAt: (pathname: string) => boolean;
}

/**
 * How a drawing went: `drawn`; `reused` (drawn before from the same answers: `DrawingCache`); `undrawable` (a read failed, or the screen needs the browser);
 * `over_budget` (not started: another was running, or the share of time was spent); `late` (past
 * the deadline); `failed` (it threw).
 */
export const FIRST_SCREEN_OUTCOMES = [
  'drawn',
  'reused',
  'undrawable',
  'over_budget',
  'late',
  'failed',
] as const;
export type FirstScreenOutcome = (typeof FIRST_SCREEN_OUTCOMES)[number];

export type DrawFirstScreen = (
  url: string,
  language: 'en' | 'de',
) => Promise<DrawnScreen | undefined>;

export interface FirstScreenDrawer {
  draw: DrawFirstScreen;
  /** Whether a page at `pathname` is one to draw (false too when the server copy is missing). */
  draws: (pathname: string) => Promise<boolean>;
}

export interface DrawFirstScreenOptions {
  /** `dist-ssr/renderFirstScreen.js`; absent (a build without it): nothing is drawn here. */
  bundle: string;
  pool: UpstreamPool;
  token: string;
  consoleInfo: RenderRequest['consoleInfo'];
  log: Logger;
  /** Longest wait for a drawn screen before the page goes out without it (default 600 ms). */
  deadlineMs?: number;
  /** Drawing time per second on average, over all pages (default 250 ms): see `DrawingBudget`. */
  shareMs?: number;
  /** Whether a drawing is reused while its reads get the same answers (default true). */
  reuse?: boolean;
  /** Told how each drawing went and how long it took (the proxy's metrics). */
  onOutcome?: (outcome: FirstScreenOutcome, seconds: number) => void;
}

/**
 * Draws a page's first screen on the server, within bounds: the proxy's thread also forwards
 * every API request, so one page at a time is drawn, drawing takes on average at most `shareMs`
 * of each second (`DrawingBudget`; a flood of page loads then gets index.html as it is, which
 * works the same, only later), and a page waits at most `deadlineMs` for it (its reads are
 * aborted then).
 */
export function createDrawFirstScreen(options: DrawFirstScreenOptions): FirstScreenDrawer {
  const budget = new DrawingBudget(options.shareMs ?? 250);
  const deadlineMs = options.deadlineMs ?? 600;
  const authorization = basicAuthorization(options.token);
  const cache = options.reuse === false ? undefined : new DrawingCache<DrawnScreen>();
  let renderer: Promise<ServerCopy | undefined> | undefined;

  function load(): Promise<ServerCopy | undefined> {
    renderer ??= (async () => {
      if (!existsSync(options.bundle)) {
        options.log.warn(
          'first screens are not drawn on the server: the build has no copy for it',
          {
            bundle: options.bundle,
          },
        );
        return undefined;
      }
      const loaded = (await import(pathToFileURL(options.bundle).href)) as Partial<
        Record<keyof ServerCopy, unknown>
      >;
      if (
        typeof loaded.renderFirstScreen !== 'function' ||
        typeof loaded.drawsScreenAt !== 'function'
      )
        throw new Error(`${options.bundle} has no renderFirstScreen or drawsScreenAt`);
      return loaded as ServerCopy;
    })().catch((error: unknown) => {
      options.log.error('the server copy of the console could not be loaded', error);
      return undefined;
    });
    return renderer;
  }

  const draw: DrawFirstScreen = async (url, language) => {
    const copy = await load();
    const upstream = options.pool.pick();
    if (copy === undefined || upstream === undefined) return undefined;
    const started = performance.now();
    const tell = (outcome: FirstScreenOutcome) =>
      options.onOutcome?.(outcome, (performance.now() - started) / 1_000);
    if (!budget.mayStart()) {
      tell('over_budget');
      return undefined;
    }
    const abort = new AbortController();
    // Every read of the drawing listens on it: a record page makes a few dozen.
    setMaxListeners(200, abort.signal);
    const key = `${language} ${url}`;
    const reads: RecordedRead[] = [];
    const request: RenderRequest = {
      url,
      language,
      consoleInfo: options.consoleInfo,
      api: {
        // As the forwarder asks: the console's own path (`/service/…`) under `{base_url}`.
        baseUrl: `${upstream.origin}${upstream.basePath}/service`,
        headers: {},
        fetch: upstreamReads(upstream, authorization, abort.signal, (read) => reads.push(read)),
      },
    };
    const done = budget.start();
    const drawing = (async (): Promise<{ drawn: DrawnScreen | undefined; reused: boolean }> => {
      const cached = cache?.get(key);
      if (cached !== undefined) {
        const fresh = upstreamReads(upstream, authorization, abort.signal);
        if (await sameAnswers(cached.reads, fresh))
          return {
            drawn: { ...cached.drawn, state: stampedNow(cached.drawn.state, Date.now()) },
            reused: true,
          };
        cache?.delete(key);
      }
      const drawn = await copy.renderFirstScreen(request);
      if (drawn !== undefined) cache?.set(key, { drawn, reads: [...reads] });
      return { drawn, reused: false };
    })().finally(done);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve('late');
      }, deadlineMs);
    });
    try {
      const result = await Promise.race([drawing, late]);
      if (result === 'late') {
        tell('late');
        return undefined;
      }
      tell(result.drawn === undefined ? 'undrawable' : result.reused ? 'reused' : 'drawn');
      return result.drawn;
    } catch (error) {
      tell('failed');
      options.log.warn('a first screen could not be drawn on the server', {
        url,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    draw,
    draws: async (pathname) => (await load())?.drawsScreenAt(pathname) ?? false,
  };
}

/**
 * The drawing's `fetch`: GETs to the upstream the proxy forwards to, through its connections (or
 * the embedded service's port), with the proxy's credentials, as the forwarder sends them.
 */
function upstreamReads(
  upstream: Upstream,
  authorization: string,
  signal: AbortSignal,
  record?: (read: RecordedRead) => void,
): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit) => {
    if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET')
      throw new Error('A first screen is drawn with reads only');
    const answer = await undiciRequest(input, {
      method: 'GET',
      dispatcher: upstream.dispatcher,
      headers: {
        host: upstream.hostHeader,
        authorization,
        accept: new Headers(init?.headers).get('accept') ?? 'application/xml',
      },
      signal,
    });
    const body = await answer.body.arrayBuffer();
    record?.({ url: input, digest: `${answer.statusCode} ${digestOf(new Uint8Array(body))}` });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) headers.append(name, one);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : body, { status: answer.statusCode, headers });
  };
}

/** Whether every read, sent again, gets the answer it got before (none failing). */
async function sameAnswers(
  reads: readonly RecordedRead[],
  fetchAgain: typeof fetch,
): Promise<boolean> {
  try {
    const digests = await Promise.all(
      reads.map(async ({ url }) => {
        const answer = await fetchAgain(url, { headers: { accept: 'application/xml' } });
        return `${answer.status} ${digestOf(new Uint8Array(await answer.arrayBuffer()))}`;
      }),
    );
    return reads.every(({ digest }, index) => digests[index] === digest);
  } catch {
    return false;
  }
}

/**
 * One drawing at a time, and on average at most `shareMs` of drawing per second, over the last
 * `WINDOW_MS` (a user's first pages in a row, each drawn cold, fit; a flood of page loads gets
 * undrawn pages past it). Time counts from a drawing's start to its end, waits for its reads
 * included: a slow upstream slows the drawing down too.
 */
const WINDOW_MS = 4_000;

export class DrawingBudget {
  private running = false;
  private readonly spent: { end: number; ms: number }[] = [];

  constructor(
    private readonly shareMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  mayStart(): boolean {
    if (this.running) return false;
    const since = this.now() - WINDOW_MS;
    while (this.spent.length > 0 && this.spent[0]!.end < since) this.spent.shift();
    const spent = this.spent.reduce((sum, entry) => sum + entry.ms, 0);
    return spent < (this.shareMs * WINDOW_MS) / 1_000;
  }

  /** Marks a drawing as started; call what it returns when it has ended. */
  start(): () => void {
    this.running = true;
    const started = this.now();
    return () => {
      const end = this.now();
      this.running = false;
      this.spent.push({ end, ms: end - started });
    };
  }
}
