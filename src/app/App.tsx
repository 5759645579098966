import { Suspense, useState, useSyncExternalStore } from 'react';
import { currentLanguage, subscribeToCatalogue } from '#i18n/i18n';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient } from '../api/client/client';
import { AppProviders } from './AppProviders';
import type { HeadStart } from './firstScreen';
import { createQueryClient } from './queryClient';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * The console: one query cache, the same-origin API client (the proxy adds credentials), the
 * routes. The page load hands in the cache and client its head start already filled.
 */
export function App({ headStart, router: given }: { headStart?: HeadStart; router?: AppRouter }) {
  const [queryClient] = useState(() => headStart?.queryClient ?? createQueryClient());
  const [apiClient] = useState(() => headStart?.apiClient ?? createApiClient());
  const [router] = useState(() => given ?? createAppRouter());
  const language = useSyncExternalStore(subscribeToCatalogue, currentLanguage, currentLanguage);
  return (
    <AppProviders queryClient={queryClient} apiClient={apiClient}>
      {/* A new language draws every screen again: dates and amounts too, not only the texts
          of components that ask for messages. The router and caches live on. */}
      {/* The shell waits for its messages in the chosen language on the first load (useT), drawing
          nothing meanwhile, as React does at the root; Preact needs the boundary to do so. */}
      <Suspense fallback={null}>
        <RouterProvider key={language} router={router} />
      </Suspense>
    </AppProviders>
  );
}
