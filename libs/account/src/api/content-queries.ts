import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, Faq } from '@matjar/api-client';

/** The information pages of the store. */
export type InfoPageKind = 'about' | 'terms' | 'privacy';

/** The largest page the store answers; FAQs come in pages this big until the last one. */
export const FAQS_PAGE_SIZE = 100;

/** How long the information pages and FAQs stay fresh: the store rarely edits them. */
const CONTENT_STALE_TIME = 5 * 60_000;

/** How long the countries, cities and the store's settings stay fresh: they hardly ever change. */
const PLACES_STALE_TIME = 60 * 60_000;

/**
 * Query options of the information pages, FAQs, the store's settings, countries and cities,
 * shared by the server render (prefetch, then dehydrate) and the browser (hydrate, then use). Keys
 * carry the language, since the store answers in it.
 */
export const contentQueries = {
  all: ['account', 'content'] as const,

  /** The "about us", terms and conditions or privacy policy page. */
  infoPage: (api: ApiClient, lang: string, kind: InfoPageKind) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'page', kind, lang] as const,
      queryFn: async ({ signal }) => (await api.content[kind]({}, { signal })).data,
      staleTime: CONTENT_STALE_TIME,
    }),

  about: (api: ApiClient, lang: string) => contentQueries.infoPage(api, lang, 'about'),
  terms: (api: ApiClient, lang: string) => contentQueries.infoPage(api, lang, 'terms'),
  privacy: (api: ApiClient, lang: string) => contentQueries.infoPage(api, lang, 'privacy'),

  /** Every frequently asked question, all pages in order. */
  faqs: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'faqs', lang] as const,
      queryFn: async ({ signal }) => {
        const faqs: Faq[] = [];
        for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
          const { data } = await api.content.faqs({ page, per_page: FAQS_PAGE_SIZE }, { signal });
          faqs.push(...data.data);
          lastPage = data.pagination.last_page;
        }
        return faqs;
      },
      staleTime: CONTENT_STALE_TIME,
    }),

  /** The store's contact ways and legal numbers, shown in the footer of every page. */
  settings: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'settings', lang] as const,
      queryFn: async ({ signal }) => (await api.content.settings({}, { signal })).data,
      staleTime: PLACES_STALE_TIME,
    }),

  /** The countries of the country picker. */
  countries: (api: ApiClient, lang: string) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'countries', lang] as const,
      queryFn: async ({ signal }) => (await api.content.countries({}, { signal })).data,
      staleTime: PLACES_STALE_TIME,
    }),

  /** The cities of a country, by name; empty when the store has none there. */
  cities: (api: ApiClient, lang: string, countryId: number) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'cities', countryId, lang] as const,
      queryFn: async ({ signal }) =>
        (await api.content.cities({ country_id: countryId }, { signal })).data,
      staleTime: PLACES_STALE_TIME,
    }),
};
