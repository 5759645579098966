import type { RouteObject } from 'react-router';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';
import { screens } from './screens';
import { ScreenLoading } from './layout/ScreenLoading';

/**
 * The route table: every screen (`screens.ts`) sits inside the shell; a screen that throws gets
 * the error page. Every screen loads on first visit (route-level `lazy`), the home screen
 * included: the first download is the shell alone, and the screen's chunk is fetched as soon as
 * the address is known (`headStart.ts`, then the router; `npm run bench:bundle` measures the shell).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // On the first load the shell renders at once, its navigation usable, with a placeholder
      // where the screen goes until the screen's code has arrived: the placeholder is the
      // screen route's own HydrateFallback, so the shell is not drawn twice (a remount would
      // drop a hover or focus the user already has on it).
      ...screens.map(({ path, load }): RouteObject =>
        path === undefined
          ? { index: true, lazy: load, HydrateFallback: ScreenLoading }
          : { path, lazy: load, HydrateFallback: ScreenLoading },
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
