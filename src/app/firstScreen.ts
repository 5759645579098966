import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { createApiClient, type ApiClient } from '../api/client/client';
import { takeDrawnScreen } from './drawnScreen';
import { createQueryClient } from './queryClient';
import { screens, type Screen } from './screens';

/** The query cache and API client of a page load, handed to `App`. */
export interface HeadStart {
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** The proxy drew the first screen into the page, and its data is in `queryClient` (drawnScreen.ts). */
  drawn?: boolean;
}

/** The screen an address shows (`/companies/12` → `companies/:id`), if any. */
export function screenAt(pathname: string, list: readonly Screen[] = screens): Screen | undefined {
  return list.find((screen) => matchPath({ path: screen.path ?? '/', end: true }, pathname));
}

/**
 * Asks for the chunk of the screen the address names and for that screen's first data at once,
 * into a new cache: the router later asks for the same chunk (the browser's module map answers),
 * and the screen's queries find their data in this cache or in flight.
 */
export function startFirstScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  list: readonly Screen[] = screens,
  page?: Pick<Document, 'getElementById'>,
): HeadStart {
  const queryClient = createQueryClient();
  const drawn = page !== undefined && takeDrawnScreen(queryClient, page);
  const head = { queryClient, apiClient: createApiClient(), drawn };
  const screen = screenAt(location.pathname, list);
  if (screen !== undefined) {
    // What fails here fails again, and is shown, when the router and the screen ask for it. The
    // data first: its requests then leave ahead of the screen's chunks (a browser sends at most
    // six at a time to one origin).
    screen.prefetch?.(head.queryClient, head.apiClient, new URLSearchParams(location.search));
    screen.load().catch(() => undefined);
  }
  return head;
}
