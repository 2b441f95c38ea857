/**
 * @packageDocumentation
 * `@matjar/api-client/react`: hands one configured client to the components below it. React is
 * needed for this entry only.
 */
import { type ReactNode, createContext, useContext } from 'react';
import type { ApiClient } from './core/create-api-client.js';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children: ReactNode;
}

/**
 * Provides the store API client to hooks and components.
 *
 * @example
 * <ApiClientProvider client={createApiClient({ baseUrl, getToken, getLang })}>
 *   <App />
 * </ApiClientProvider>
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/**
 * The store API client of the nearest `ApiClientProvider`.
 *
 * @example
 * const api = useApiClient();
 * const count = useQuery({ queryKey: ['cart', 'count'], queryFn: () => api.cart.count() });
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) {
    throw new Error(
      'useApiClient() was called outside an <ApiClientProvider>: place one above it.',
    );
  }
  return client;
}
