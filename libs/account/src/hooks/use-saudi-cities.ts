import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@matjar/api-client/react';

/** ISO code of the country the store sells in. */
const SAUDI_ARABIA = 'SA';

/**
 * The cities of Saudi Arabia for the sign-up city picker, in the request's language, with the
 * country's id (the profile stores both). The country is found among `content.countries` by its
 * ISO code; an empty list means the store has no cities there.
 *
 * @example
 * const cities = useSaudiCities();
 * cities.data?.cities.map((city) => <option key={city.id} value={city.id}>{city.name}</option>);
 */
export function useSaudiCities() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['content', 'cities', SAUDI_ARABIA],
    queryFn: async ({ signal }) => {
      const { data: countries } = await api.content.countries({}, { signal });
      const country = countries.find((candidate) => candidate.code === SAUDI_ARABIA);
      if (!country) return { countryId: null, cities: [] };
      const { data: cities } = await api.content.cities({ country_id: country.id }, { signal });
      return { countryId: country.id, cities };
    },
    staleTime: 60 * 60 * 1000,
  });
}
