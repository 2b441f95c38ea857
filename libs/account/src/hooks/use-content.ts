import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { ContactForm } from '@matjar/api-client';
import { useApiClient } from '@matjar/api-client/react';
import { useLocale } from '@matjar/i18n';
import { type InfoPageKind, contentQueries } from '../api/content-queries.js';

/**
 * An information page (title and content, in the current language), from the server render's
 * cache when there is one. Show it with `InfoPage`.
 *
 * @example
 * const terms = useInfoPage('terms');
 * if (terms.data) return <InfoPage page={terms.data} emptyMessage={emptyStateMessages.noTerms} />;
 */
export function useInfoPage(kind: InfoPageKind) {
  return useQuery(contentQueries.infoPage(useApiClient(), useLocale(), kind));
}

/**
 * Every frequently asked question with its answer, in the current language. Show them with
 * `FaqList`.
 *
 * @example
 * const faqs = useFaqs();
 * if (faqs.data) return <FaqList faqs={faqs.data} />;
 */
export function useFaqs() {
  return useQuery(contentQueries.faqs(useApiClient(), useLocale()));
}

/**
 * The store's public settings in the current language: phone, WhatsApp, e-mail, address, VAT and
 * commercial registration numbers, each `null` when the store gives none. Show them with
 * `StoreContact` and `StoreLegal`.
 *
 * @example
 * const settings = useStoreSettings();
 * return <StoreLegal settings={settings.data} />;
 */
export function useStoreSettings() {
  return useQuery(contentQueries.settings(useApiClient(), useLocale()));
}

/**
 * The countries of the country picker, in the current language (with their ISO `code`). Give them
 * to `CityPicker`, or to `AddressPicker` through its `cityPicker` prop.
 *
 * @example
 * const countries = useCountries();
 * const saudiArabia = countries.data?.find((country) => country.code === 'SA');
 */
export function useCountries() {
  return useQuery(contentQueries.countries(useApiClient(), useLocale()));
}

/**
 * The cities of a country, by name, in the current language; an empty list means the store has no
 * cities there. Waits (`isPending`, no request) while there is no country.
 *
 * @example
 * const [countryId, setCountryId] = useState<number>();
 * const cities = useCities(countryId);
 * cities.data?.map((city) => <option key={city.id}>{city.name}</option>);
 */
export function useCities(countryId: number | undefined) {
  const api = useApiClient();
  const lang = useLocale();
  const options = contentQueries.cities(api, lang, countryId ?? 0);
  return useQuery({
    ...options,
    queryFn: countryId === undefined ? skipToken : options.queryFn,
  });
}

/**
 * Sends the contact form to the store. Rejects with an `ApiError` carrying the store's `msg` when
 * it refuses; `ContactUsForm` shows that and keeps what was typed.
 *
 * @example
 * const contactUs = useContactUs();
 * await contactUs.mutateAsync({ name, phone: '501234567', subject, title, message });
 */
export function useContactUs() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (form: ContactForm) => api.content.contactUs(form),
  });
}
