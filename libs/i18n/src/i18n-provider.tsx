import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
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
 * Provides the language, its catalogue and the Riyadh time zone to everything below it.
 *
 * @example
 * <I18nProvider locale="ar" messages={await loadCatalogue('ar')}><App /></I18nProvider>
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <IntlProvider
      locale={intlLocaleOf(locale)}
      defaultLocale={intlLocaleOf('en')}
      messages={messages}
      timeZone={STORE_TIME_ZONE}
    >
      {children}
    </IntlProvider>
  );
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
