/**
 * Answers to requests that index.html's inline script sent before any of the console's code had
 * arrived (`scripts/build/earlyRequests.ts`): the shell's and the first screen's reads, which
 * would otherwise leave only after the shell and the screen have been downloaded, evaluated and
 * rendered. Each is handed out once, to the first request for the same URL, and only while it
 * is fresh: a later read must see later data.
 */

/** What the inline script keeps per URL (`window.__crmEarly`). */
interface EarlyEntry {
  /** `Date.now()` when the request was sent. */
  at: number;
  response: Promise<Response>;
}

/** An early answer older than this is dropped: the console asked for the URL too late to trust it. */
export const EARLY_MAX_AGE_MS = 30_000;

/** Takes the early answer for `url` (exactly as the console would fetch it), if one is waiting. */
export type TakeEarlyResponse = (url: string) => Promise<Response> | undefined;

function isEntry(value: unknown): value is EarlyEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'at' in value &&
    typeof value.at === 'number' &&
    'response' in value &&
    value.response instanceof Promise
  );
}

/** The page's early answers: absent outside a browser page built with the inline script. */
export const takeEarlyResponse: TakeEarlyResponse = (url) => {
  const early: unknown = (globalThis as { __crmEarly?: unknown }).__crmEarly;
  if (!(early instanceof Map)) return undefined;
  const entry: unknown = early.get(url);
  if (entry === undefined) return undefined;
  early.delete(url);
  if (!isEntry(entry) || Date.now() - entry.at > EARLY_MAX_AGE_MS) return undefined;
  return entry.response;
};
