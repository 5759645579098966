import { hydrate, type QueryClient } from '@tanstack/react-query';

/** Where the proxy puts the cache its drawing used (server/proxy/firstScreen/pageParts.ts). */
const STATE_ID = 'crm-first-screen';

/**
 * A page whose first screen the proxy drew (src/ssr/renderFirstScreen.tsx) carries the data it was
 * drawn with. Put into the page's cache before the console's first render, that render finds
 * every answer at once and draws the same elements: Preact keeps the drawn ones, so nothing is
 * painted twice and nothing is asked for again. True when the page had such data.
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
