import { hydrate, type QueryClient } from '@tanstack/react-query';

/** Where the proxy puts the cache its drawing used (server/proxy/firstScreen/pageParts.ts). */
const STATE_ID = 'crm-first-screen';
/** Where it tells, after a drawing made earlier, whether that drawing's reads got the same answers. */
const REUSE_CHECK_ID = 'crm-first-screen-check';

/**
 * A page whose first screen the proxy drew (src/ssr/renderFirstScreen.tsx) carries the data it was
 * drawn with. Put into the page's cache before the console's first render, that render finds
 * every answer at once and draws the same elements: Preact keeps the drawn ones, so nothing is
 * painted twice and nothing is asked for again. True when the page had such data.
 *
 * A drawing made earlier is sent before its reads are sent again, and the page then tells how
 * they came out: when not all the same (or not known), the data is put in but marked old, so
 * the screen shows it and asks for it again at once.
 */
export function takeDrawnScreen(
  queryClient: QueryClient,
  page: Pick<Document, 'getElementById'>,
): boolean {
  const script = page.getElementById(STATE_ID);
  if (script === null) return false;
  script.remove();
  try {
    const state: unknown = JSON.parse(script.textContent ?? '');
    if (typeof state !== 'object' || state === null) return false;
    hydrate(queryClient, state);
    const check = page.getElementById(REUSE_CHECK_ID);
    check?.remove();
    if (check !== null && check.getAttribute('data-answers') !== 'same')
      void queryClient.invalidateQueries({ refetchType: 'none' });
    return true;
  } catch {
    // Unreadable: the screen asks for its data itself, as on any other page.
    return false;
  }
}

/** The drawn screen's container: inert (and marked) until the console has taken it over. */
export function releaseDrawnScreen(container: Element): void {
  container.removeAttribute('inert');
  container.removeAttribute('data-first-screen');
}
