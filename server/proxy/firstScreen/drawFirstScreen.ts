import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { basicAuthorization } from '../../http/basicAuth';
import type { Logger } from '../../http/logger';
import type { Upstream, UpstreamPool } from '../upstreams';
import { DrawingCache, stampedNow, type CachedDrawing, type RecordedRead } from './drawingCache';
import { sameAnswers, upstreamReads, type ReadsAgain } from './upstreamReads';

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
 * A page's screen as sent: drawn now, or an earlier drawing sent at once while its reads are sent
 * again (`stillSame`: whether they all got the same answers; false too when that could not be
 * told in time). The page tells the browser which (pageParts.ts `reuseCheck`).
 */
export interface DrawnPage extends DrawnScreen {
  stillSame?: Promise<boolean>;
}

/**
 * How a drawing went: `drawn`; `reused` (an earlier drawing sent again: `DrawingCache`, its reads
 * checked after: `ReadsAgain`); `undrawable` (a read failed, or the screen needs the browser);
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
) => Promise<DrawnPage | undefined>;

export interface FirstScreenDrawer {
  draw: DrawFirstScreen;
  /** Whether a page at `pathname` is one to draw (false too when the server copy is missing). */
  draws: (pathname: string) => Promise<boolean>;
  /**
   * Drops every drawing kept for reuse, and any drawing under way is not kept: the proxy has
   * forwarded a write. Its own user's next page then shows what they wrote at once, not after a
   * check found the drawing old (writes by other clients are what the check is for).
   */
  forget: () => void;
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
  /** Told how each reused drawing's check came out (the proxy's metrics). */
  onCheck?: (answers: ReadsAgain) => void;
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

  // Moved by `forget`: a drawing started before it is not kept.
  let generation = 0;

  /**
   * An earlier drawing's reads sent again, within the deadline: the drawing is dropped when they
   * do not all get the same answers (the next page is drawn anew).
   */
  async function checkReads(
    key: string,
    cached: CachedDrawing<DrawnScreen>,
    upstream: Upstream,
  ): Promise<boolean> {
    const abort = new AbortController();
    setMaxListeners(200, abort.signal);
    const timer = setTimeout(() => abort.abort(), deadlineMs);
    try {
      const answers = await sameAnswers(
        cached.reads,
        upstreamReads(upstream, authorization, abort.signal),
      );
      if (answers !== 'same') cache?.delete(key);
      options.onCheck?.(answers);
      return answers === 'same';
    } finally {
      clearTimeout(timer);
    }
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
    const key = `${language} ${url}`;
    const cached = cache?.get(key);
    const done = budget.start();
    if (cached !== undefined) {
      // Sent at once: the page does not wait for the check, the browser's code does (`reuseCheck`).
      const stillSame = checkReads(key, cached, upstream).finally(() => {
        done();
        tell('reused');
      });
      return {
        ...cached.drawn,
        state: stampedNow(cached.drawn.state, Date.now()),
        stillSame,
      };
    }
    const drawnIn = generation;
    const abort = new AbortController();
    // Every read of the drawing listens on it: a record page makes a few dozen.
    setMaxListeners(200, abort.signal);
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
    const drawing = copy
      .renderFirstScreen(request)
      .then((drawn) => {
        if (drawn !== undefined && drawnIn === generation)
          cache?.set(key, { drawn, reads: [...reads] });
        return drawn;
      })
      .finally(done);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve('late');
      }, deadlineMs);
    });
    try {
      const drawn = await Promise.race([drawing, late]);
      if (drawn === 'late') {
        tell('late');
        return undefined;
      }
      tell(drawn === undefined ? 'undrawable' : 'drawn');
      return drawn;
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
    forget: () => {
      generation += 1;
      cache?.clear();
    },
  };
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
