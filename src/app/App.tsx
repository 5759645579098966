import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient } from '../api/http/client';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { routes } from './routes';

/** The console: one query cache, the same-origin API client (the proxy adds credentials), the routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(() => createApiClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
