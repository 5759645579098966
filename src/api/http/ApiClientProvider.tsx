import { createContext, useContext, type ReactNode } from 'react';
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
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
