import { queryOptions } from '@tanstack/react-query';
import { customerQueryMeta } from '@matjar/auth';
import type { ApiClient } from '@matjar/api-client';

/** How many complaints and suggestions a page of the list holds. */
export const COMPLAINTS_PER_PAGE = 20;

/**
 * Query options of the customer's complaints and suggestions. Keys carry the language, since the
 * store writes its response in the request's language.
 */
export const complaintQueries = {
  all: ['account', 'complaints'] as const,

  /** The prefix of every page of the list, in every language (to invalidate them all). */
  lists: () => [...complaintQueries.all, 'list'] as const,

  /** A page of the complaints and suggestions sent, newest first. */
  list: (api: ApiClient, lang: string, page: number) =>
    queryOptions({
      queryKey: [...complaintQueries.lists(), lang, page] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) =>
        (await api.complaints.list({ page, per_page: COMPLAINTS_PER_PAGE }, { signal })).data,
    }),

  /** One complaint or suggestion with its message, images and the store's response. */
  details: (api: ApiClient, lang: string, id: number) =>
    queryOptions({
      queryKey: [...complaintQueries.all, 'details', id, lang] as const,
      meta: customerQueryMeta,
      queryFn: async ({ signal }) => (await api.complaints.details({ id }, { signal })).data,
    }),
};
