import { type ReactNode, useMemo } from 'react';
import { type IntlShape, RawIntlProvider, createIntl, createIntlCache, useIntl } from 'react-intl';
import type { Catalogue } from './catalogue.js';
import { createFormatters, type Formatters } from './format.js';
import {
  type Direction,
  STORE_TIME_ZONE,
  type Locale,
  defaultLocale,
  directionOf,
  intlLocaleOf,
  isLocale,
} from './locale.js';

export interface I18nProviderProps {
  locale: Locale;
  /** The loaded catalogue of `locale` (see `loadCatalogue`). */
  messages: Catalogue;
  children: ReactNode;
}

/**
 * Compiled messages and number and date formatters, shared by every render in this process: a
 * server renders each request with the formatters earlier requests built instead of compiling
 * every message again. The formatters hold no state of a request.
 */
const sharedCache = createIntlCache();
const intls = new WeakMap<Catalogue, Map<Locale, IntlShape>>();

function intlOf(locale: Locale, messages: Catalogue): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: intlLocaleOf(locale),
        defaultLocale: intlLocaleOf('en'),
        messages,
        timeZone: STORE_TIME_ZONE,
      },
      sharedCache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/**
 * Provides the language, its catalogue and the Riyadh time zone to everything below it.
 *
 * @example
 * <I18nProvider locale="ar" messages={await loadCatalogue('ar')}><App /></I18nProvider>
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return <RawIntlProvider value={intlOf(locale, messages)}>{children}</RawIntlProvider>;
}

/**
 * Formatters for prices, weights, numbers and dates in the current language.
 *
 * @example
 * const format = useFormatters();
 * return <span>{format.price(product.price)}</span>;
 */
export function useFormatters(): Formatters {
  const intl = useIntl();
  return useMemo(() => createFormatters(intl), [intl]);
}

/** The language of the nearest `I18nProvider`. */
export function useLocale(): Locale {
  const language = useIntl().locale.slice(0, 2);
  return isLocale(language) ? language : defaultLocale;
}

/**
 * The text direction of the current language, for components that need it in script (Radix
 * primitives' `dir`, arrow-key navigation, swipe directions).
 */
export function useDirection(): Direction {
  return directionOf(useLocale());
}
