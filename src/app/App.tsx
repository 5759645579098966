import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient } from '../api/client/client';
import { AppProviders } from './AppProviders';
import type { HeadStart } from './firstScreen';
import { createQueryClient } from './queryClient';
import { routes } from './routes';

/**
 * The console: one query cache, the same-origin API client (the proxy adds credentials), the
 * routes. The page load hands in the cache and client its head start already filled.
 */
export function App({ headStart }: { headStart?: HeadStart }) {
  const [queryClient] = useState(() => headStart?.queryClient ?? createQueryClient());
  const [apiClient] = useState(() => headStart?.apiClient ?? createApiClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
