import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client';

/** The browser's client: same-origin `/service`, credentials added by the proxy. */
const defaultClient = createApiClient();

const ApiClientContext = createContext<ApiClient>(defaultClient);

/** Hands a client to the hooks below it; without a provider they use the default `/service` client. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  // createElement rather than JSX: src/api holds no .tsx, so `#api/…` always names a .ts file.
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
