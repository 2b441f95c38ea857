/** The languages the storefront speaks. Arabic is the default. */
export const locales = ['ar', 'en'] as const;

/** A language the storefront speaks. */
export type Locale = (typeof locales)[number];

/** Text direction of a locale. */
export type Direction = 'rtl' | 'ltr';

/** Arabic, the language a visitor sees before choosing one. */
export const defaultLocale: Locale = 'ar';

/** Name of the cookie that stores the chosen language (readable by the server render). */
export const LOCALE_COOKIE = 'lang';

/** Every date and time is shown in Saudi Arabia's time zone, on the server and in the browser alike. */
export const STORE_TIME_ZONE = 'Asia/Riyadh';

/** Calendars a date can be shown in. Gregorian is the default; Hijri (Umm al-Qura) is optional. */
export type Calendar = 'gregory' | 'islamic-umalqura';

/** Whether a value is one of the storefront's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The text direction of a locale: `rtl` for Arabic, `ltr` for English. */
export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag handed to `Intl` for a locale: region Saudi Arabia, Latin digits and an explicit
 * calendar, so the server and every browser format alike whatever their defaults.
 */
export function intlLocaleOf(locale: Locale, calendar: Calendar = 'gregory'): string {
  return `${locale}-SA-u-ca-${calendar}-nu-latn`;
}

/** The stored language in a `Cookie` request header, or Arabic when there is none or it is unknown. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale {
  if (!cookieHeader) return defaultLocale;
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('=').trim());
      return isLocale(value) ? value : defaultLocale;
    }
  }
  return defaultLocale;
}

/** A `Set-Cookie` value that stores the chosen language for a year. */
export function localeCookie(
  locale: Locale,
  { secure = false }: { secure?: boolean } = {},
): string {
  const attributes = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', 'Max-Age=31536000', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The language stored in this browser, read where the API client needs it (its `lang` header).
 * Outside a browser it is Arabic.
 */
export function getStoredLocale(): Locale {
  if (typeof document === 'undefined') return defaultLocale;
  return localeFromCookieHeader(document.cookie);
}

/** Stores the chosen language in this browser for a year. */
export function storeLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale, { secure: location.protocol === 'https:' });
}
