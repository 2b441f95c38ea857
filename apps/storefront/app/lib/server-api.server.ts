import { QueryClient } from '@tanstack/react-query';
import { type ApiClient, createApiClient } from '@matjar/api-client';
import type { Locale } from '@matjar/i18n';

/** The store API root the server and the browser call. */
export const apiUrl = (): string => process.env['MATJAR_API_URL'] ?? 'http://localhost:3333/';

/**
 * What a loader needs to prefetch public data: an API client without a token (the server render is
 * the same for every visitor) in the request's language, and a query cache to dehydrate.
 */
export function serverQueryContext(locale: Locale): { api: ApiClient; queryClient: QueryClient } {
  return {
    api: createApiClient({
      baseUrl: apiUrl(),
      getToken: () => undefined,
      getLang: () => locale,
      timeout: 5_000,
      retries: 0,
    }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}
