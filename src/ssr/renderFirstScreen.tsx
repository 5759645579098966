import './globalContext';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '#i18n/i18n';
import type { Language } from '#i18n/language';
import { createApiClient, type ApiClient } from '../api/client/client';
import { consoleInfoQuery, type ConsoleInfo } from '../api/consoleInfo';
import { AppProviders } from '../app/AppProviders';
import { screenAt } from '../app/firstScreen';
import { routerReady } from '../app/routerReady';
import { routes } from '../app/routes';
import { firstReadsOf } from './firstReads';

/**
 * The first screen of a page load drawn on the server (the proxy, `server/proxy/firstScreen/`):
 * the console's own components, with the same data the browser would ask for, so the page's
 * HTML shows the screen before any of the console's code has arrived. The browser then hydrates
 * it with that data already in its cache (`src/app/drawnScreen.ts`): the same elements, kept,
 * not drawn again.
 *
 * Queries are found by rendering: each query the screen asks for suspends the render until its
 * answer is in (`suspendOnEveryQuery`).
 */

export interface FirstScreenRequest {
  /** The page's path and query string (`/companies/12?tab=deals`). */
  url: string;
  language: Language;
  /** Where the API is, and how to reach it (the proxy's own upstream, with its credentials). */
  api: { baseUrl: string; fetch: typeof fetch; headers?: Readonly<Record<string, string>> };
  /** What the proxy answers at `/console/info.json` (its own, not the API's). */
  consoleInfo: ConsoleInfo;
}

export interface FirstScreen {
  /** What goes inside `#root`. */
  html: string;
  /** The cache the browser starts from (react-query's dehydrated form: plain JSON). */
  state: DehydratedState;
}

/**
 * Sends the reads the screen makes first, all at once (firstReads.ts), and hands each answer to the
 * first read of the same URL, as the browser's client takes index.html's early answers.
 */
function sendFirstReads(
  request: FirstScreenRequest,
  { pathname, search }: URL,
): (url: string) => Promise<Response> | undefined {
  const baseUrl = request.api.baseUrl.replace(/\/+$/, '');
  const sent = new Map<string, Promise<Response>>();
  for (const read of firstReadsOf(pathname, search)) {
    const url = `${baseUrl}${read.slice('/service'.length)}`;
    const answer = request.api.fetch(url, {
      headers: { ...request.api.headers, accept: 'application/xml' },
    });
    // Not taken, or failed: the render's own read goes out (and fails) as it would have.
    answer.catch(() => undefined);
    sent.set(url, answer);
  }
  return (url) => {
    const answer = sent.get(url);
    sent.delete(url);
    return answer;
  };
}

/** The render, and one more for queries enabled by a function. */
const MAX_PASSES = 2;

/** Whether the proxy draws the screen at `pathname` (some are left to the browser: screens.ts). */
export function drawsScreenAt(pathname: string): boolean {
  const screen = screenAt(pathname);
  return screen !== undefined && screen.drawnByProxy !== false;
}

/**
 * The screen at `url` drawn with its data, or `undefined` when it cannot be drawn whole here: no
 * screen at that address (or one the browser draws itself), or a read failed (the browser then
 * asks itself, and shows the error the way it always does).
 */
export async function renderFirstScreen(
  request: FirstScreenRequest,
): Promise<FirstScreen | undefined> {
  const address = new URL(request.url, 'http://console.invalid');
  if (!drawsScreenAt(address.pathname)) return undefined;
  const queryClient = new QueryClient({
    // A failed read ends the attempt at once: the browser retries it as it always does.
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
  let failed!: () => void;
  const failure = new Promise<undefined>((resolve) => {
    failed = () => resolve(undefined);
  });
  suspendOnEveryQuery(queryClient, () => failed());
  queryClient.setQueryData(consoleInfoQuery.queryKey, request.consoleInfo);
  const apiClient = createApiClient({
    ...request.api,
    early: sendFirstReads(request, address),
    onSignInRequired: () => undefined,
  });
  const router = createMemoryRouter(routes, { initialEntries: [request.url] });
  try {
    return await Promise.race([draw(request, queryClient, apiClient, router), failure]);
  } finally {
    router.dispose();
    queryClient.clear();
  }
}

async function draw(
  request: FirstScreenRequest,
  queryClient: QueryClient,
  apiClient: ApiClient,
  router: MemoryRouter,
): Promise<FirstScreen | undefined> {
  await routerReady(router);
  for (let pass = 1; ; pass += 1) {
    // The catalogue is one for the whole process: the proxy draws one page at a time
    // (server/proxy/firstScreen/drawFirstScreen.ts), in that page's language.
    i18n.language = request.language;
    const html = await renderToStringAsync(
      <AppProviders queryClient={queryClient} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isWaiting(query));
    if (waiting.length === 0 || pass === MAX_PASSES) {
      if (hasFailed(queryClient)) return undefined;
      return { html, state: dehydrate(queryClient) };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (hasFailed(queryClient)) return undefined;
  }
}

/**
 * Every enabled query suspends the render until its answer is in (the string renderer waits, and
 * goes on where it stopped), so one render finds a record, then its related lists, then theirs,
 * instead of one whole render per step. Queries enabled by a function are left to the next pass.
 *
 * A read that fails does not reach the render (a suspending query would throw its error into it):
 * `onFailure` hears of it, and the read never settles, so the render stops there.
 */
function suspendOnEveryQuery(queryClient: QueryClient, onFailure: () => void): void {
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const { enabled, queryFn } = defaulted as { enabled?: unknown; queryFn?: unknown };
    if (enabled === false || typeof enabled === 'function' || typeof queryFn !== 'function')
      return defaulted;
    const read = queryFn as (context: unknown) => unknown;
    return {
      ...defaulted,
      suspense: true,
      queryFn: (context: unknown) =>
        Promise.resolve(read(context)).catch(() => {
          onFailure();
          return new Promise(() => undefined);
        }),
    };
  }) as QueryClient['defaultQueryOptions'];
}

function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (query: Query) => boolean)(query) !== false;
  return enabled !== false;
}

function hasFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;
