/** Frames do not come to a page out of sight: past this, whatever happens, it goes on. */
const FALLBACK_MS = 1_000;

/**
 * Resolves in a task after the page's next frame: called while the page loads, after its first
 * paint. Why: a stylesheet made to apply before a page's first paint holds that paint until it
 * has loaded; the console's modules are evaluated when the parser is done, before the browser
 * has painted the screen the proxy drew, and applying the whole sheets then (src/app/fullStyles.ts)
 * held that paint (the page's LCP) 20–60 ms for files the drawn screen does not need.
 */
export function afterFirstPaint(page: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (page.document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const fallback = page.setTimeout(resolve, FALLBACK_MS);
    // rAF runs just before the frame is painted; a task queued from it runs after.
    page.requestAnimationFrame(() =>
      page.setTimeout(() => {
        page.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
