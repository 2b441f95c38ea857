import { type Locale, isLocale, localeFromCookieHeader } from '@matjar/i18n';

/**
 * The language a request is answered in: a `?lang=` of a shared link, else the stored one (the
 * `lang` cookie), else Arabic.
 */
export function localeOfRequest(request: Request): Locale {
  const requested = new URL(request.url).searchParams.get('lang');
  return isLocale(requested) ? requested : localeFromCookieHeader(request.headers.get('Cookie'));
}
