import type { RouteObject } from 'react-router';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';
import { screens } from './screens';

/**
 * The route table: every screen (`screens.ts`) sits inside the shell; a screen that throws gets
 * the error page. Every screen loads on first visit (route-level `lazy`), the home screen
 * included: the first download is the shell alone, and the screen's chunk is fetched as soon as
 * the address is known (`headStart.ts`, then the router; `npm run bench:bundle` measures the shell).
 */
function EmptyFallback(): null {
  return null;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // While the first screen's chunk arrives there is nothing to show yet: no markup to hydrate
    // (the console renders in the browser only), so the fallback is empty.
    HydrateFallback: EmptyFallback,
    children: [
      ...screens.map(({ path, load }): RouteObject =>
        path === undefined ? { index: true, lazy: load } : { path, lazy: load },
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
