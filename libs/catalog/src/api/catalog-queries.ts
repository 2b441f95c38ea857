import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@matjar/api-client';

/**
 * Query options of the catalog, shared by the server render (prefetch, then dehydrate) and the
 * browser (hydrate, then use): the same key and function on both sides, so hydration needs no
 * request. Keys carry the language, since the store answers in it.
 */
export const catalogQueries = {
  all: ['catalog'] as const,
  home: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'home', lang] as const,
      queryFn: async ({ signal }) => (await api.home.sections({}, { signal })).data,
    }),
};
