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
/**
 * The first load, while the screen's chunk arrives: the whole shell (header, navigation) is
 * usable at once, with a placeholder where the screen will be (the console renders in the browser
 * only, so there is no markup to hydrate).
 */
function ShellWhileScreenLoads() {
  return (
    <AppLayout>
      <ScreenLoading />
    </AppLayout>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: ShellWhileScreenLoads,
    children: [
      ...screens.map(({ path, load }): RouteObject =>
        path === undefined ? { index: true, lazy: load } : { path, lazy: load },
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
