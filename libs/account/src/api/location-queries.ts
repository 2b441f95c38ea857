import { queryOptions } from '@tanstack/react-query';
import { customerQueryMeta } from '@matjar/auth';
import type { ApiClient, Location } from '@matjar/api-client';

/** The saved addresses, or `needActive` when the phone is not activated yet. */
export interface SavedLocations {
  state: 'ready' | 'needActive';
  locations: Location[];
}

/** The saved addresses: every page of `GET locations`, as one list (customers keep a handful). */
export const locationQueries = {
  all: ['account', 'locations'] as const,
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: [...locationQueries.all, 'list'] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }): Promise<SavedLocations> => {
        const first = await api.locations.list({ page: 1, per_page: 100 }, { signal });
        // `needActive`: the phone is not activated yet; the caller decides what to show.
        if (first.key !== 'success') return { state: 'needActive', locations: [] };
        const locations = [...first.data.data];
        for (let page = 2; page <= first.data.pagination.last_page; page += 1) {
          const next = await api.locations.list({ page, per_page: 100 }, { signal });
          if (next.key === 'success') locations.push(...next.data.data);
        }
        return { state: 'ready', locations };
      },
    }),
};
