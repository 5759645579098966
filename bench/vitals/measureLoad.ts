import type { Browser, Page } from '@playwright/test';
import { inPage } from '../browser/inPage';
import { LOAD_TIMEOUT_MS, SETTLE_MS, VIEWPORT, type Rate } from './settings';

/** An element by its tag and the start of its text: the static page's LCP element, found again. */
export interface ContentMark {
  tag: string;
  text: string;
}

/** What one cold load of a page gave. */
export interface LoadFigures {
  /** The largest contentful paint's time from navigation start, ms. */
  lcp: number;
  /** The LCP element (null when it had been removed from the page by the time it was read). */
  lcpElement: ContentMark | null;
  /**
   * When the content mark asked for was first in the page and visible, ms from navigation start
   * (read at the next animation frame, the one it is painted in); null when it never was.
   */
  contentShown: number | null;
  /** The longest task from navigation to settled, ms (0 when none took 50 ms or more). */
  longestTask: number;
}

interface Observed extends LoadFigures {
  /** The last time the page changed: a DOM mutation, a paint candidate or a long task's end. */
  lastChange: number;
}

/** Characters of an element's text that name it. */
const MARK_LENGTH = 40;

/**
 * Runs in the page before any of its own code: the browser's own observers (buffered, so entries
 * from before they were set up count too), a watch for the content mark, and the time of the
 * last change, which tells when the page has settled.
 */
function observe({ mark, length }: { mark: ContentMark | null; length: number }): void {
  const seen: Observed = {
    lcp: 0,
    lcpElement: null,
    contentShown: null,
    longestTask: 0,
    lastChange: performance.now(),
  };
  (window as unknown as { __vitals: Observed }).__vitals = seen;
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const changed = (at: number) => (seen.lastChange = Math.max(seen.lastChange, at));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      seen.lcp = entry.startTime;
      const element = entry.element;
      seen.lcpElement =
        element === null || element === undefined
          ? null
          : {
              tag: element.tagName.toLowerCase(),
              text: textOf(element).slice(0, length),
            };
      changed(performance.now());
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longestTask = Math.max(seen.longestTask, entry.duration);
      changed(entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => changed(performance.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  if (mark === null) return;
  const look = (now: number) => {
    const found = [...document.getElementsByTagName(mark.tag)].some(
      (element) => textOf(element).startsWith(mark.text) && element.getClientRects().length > 0,
    );
    if (found) seen.contentShown = now;
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * Settled: the network has been idle, then nothing changed in the page (no DOM mutation, paint
 * candidate or long task) for SETTLE_MS with a largest contentful paint reported, and the network
 * is still idle.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
  await page.waitForFunction(
    (quiet) => {
      const seen = (window as unknown as { __vitals: Observed }).__vitals;
      return seen.lcp > 0 && performance.now() - seen.lastChange >= quiet;
    },
    SETTLE_MS,
    { polling: 200, timeout: LOAD_TIMEOUT_MS },
  );
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
}

export interface LoadOptions {
  rate: Rate;
  /** The element whose first showing is timed (`contentShown`). */
  mark?: ContentMark | null;
  /** Acts on the settled page (the static floor copies it) before the context is closed. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * One load of `url` in a new browser context (an empty cache, no cookies, no storage) with the
 * CPU slowed `rate` times, measured until settled.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  { rate, mark = null, prepare }: LoadOptions,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: inPage(observe, { mark, length: MARK_LENGTH }) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    await settled(page);
    const { lcp, lcpElement, contentShown, longestTask } = await page.evaluate(
      () => (window as unknown as { __vitals: Observed }).__vitals,
    );
    await prepare?.(page);
    return { lcp, lcpElement, contentShown, longestTask };
  } finally {
    await context.close();
  }
}
