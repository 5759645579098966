import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ApiClient } from '../../api/client/client';
import { createApiClient } from '../../api/client/client';
import { AppProviders } from '../AppProviders';
import { createQueryClient } from '../queryClient';
import { installJsdomShims } from './jsdomShims';

export interface RenderWithAppOptions {
  /** Initial address, e.g. `/companies?name=acme`. */
  url?: string;
  /** Routes to mount; default: `element` at every path. */
  routes?: RouteObject[];
  apiClient?: ApiClient;
}

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders screens with the console's real providers (Mantine in test mode) inside a memory router. */
export function renderWithApp(element: ReactNode, options: RenderWithAppOptions = {}): RenderedApp {
  installJsdomShims();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element }], {
    initialEntries: [options.url ?? '/'],
  });
  const result = render(
    <AppProviders
      queryClient={queryClient}
      apiClient={options.apiClient ?? createApiClient()}
      env="test"
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
