import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiClientProvider } from '../api/client/ApiClientProvider';
import type { ApiClient } from '../api/client/client';
import { LazyNotifications } from './LazyNotifications';
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a screen relies on besides the router: theme and colour scheme, data cache, API client, notifications. */
export function AppProviders({
  queryClient,
  apiClient,
  env = 'default',
  children,
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
