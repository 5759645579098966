import type { Page } from '@playwright/test';

/**
 * A page the proxy drew shows its screen before the console's code has taken it over, and until
 * then `#root` is inert: a click or a drag there does nothing, as for a user who is that quick.
 * Journeys act as a user who waits for the page to answer: after `goto` and `reload` (unless only
 * the response is awaited) this waits until `#root` is live.
 */
export function waitForTakeOver(page: Page): void {
  const live = () =>
    page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, {
      timeout: 20_000,
    });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await live();
    return response;
  };
}
