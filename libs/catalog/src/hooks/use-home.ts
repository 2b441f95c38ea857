import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';
import { useLocale } from '@matjar/i18n';
import { catalogQueries } from '../api/catalog-queries.js';

/**
 * The home page's sections (banners, categories, providers, offers, newly added, most selling),
 * from the server render's cache when there is one.
 *
 * @example
 * const home = useHome();
 * if (home.data) return <HomeSections home={home.data} />;
 */
export function useHome() {
  return useQuery(catalogQueries.home(useApiClient(), useLocale()));
}
