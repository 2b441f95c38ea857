import type { ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  type IntlShape,
  type MessageDescriptor,
  RawIntlProvider,
  createIntl,
  createIntlCache,
  useIntl,
} from 'react-intl';
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
    const config = { locale: intlLocaleOf(locale), defaultLocale: intlLocaleOf('en'), messages };
    const zoned = createIntl({ ...config, timeZone: STORE_TIME_ZONE }, sharedCache);
    // With a time zone set, react-intl merges its date formats into every message it formats and
    // keys its cache of compiled messages by them: most of a page's rendering time. No message
    // formats a date (a catalogue test holds to it), so messages are formatted without the zone;
    // dates keep it.
    const plain = createIntl(config, sharedCache);
    const formatMessage = textMessages(plain, messages);
    intl = { ...zoned, formatMessage, $t: formatMessage };
    byLocale.set(locale, intl);
  }
  return intl;
}

type FormatMessage = IntlShape['formatMessage'];
type Values = Record<string, unknown>;
type LooseFormatMessage = (
  descriptor: MessageDescriptor,
  values?: Values,
  options?: unknown,
) => unknown;

/** Whether a message's values are plain text and numbers (no elements, no tag functions). */
const isPlain = (values: Values | undefined) =>
  values === undefined ||
  Object.values(values).every(
    (value) => value === null || (typeof value !== 'object' && typeof value !== 'function'),
  );

/** `TYPE.literal` of the ICU message syntax tree: a run of text. */
const LITERAL = 0;

/**
 * The text of a message that is text only (no argument, plural, select or tag): most labels. It
 * needs no formatting, and is given as it is. `null` for any other message.
 */
export function onlyTextOf(message: Catalogue[string]): string | null {
  // Quotes escape the syntax in a message's source; one with any of these is left to the formatter.
  if (typeof message === 'string') return /[{}<>']/.test(message) ? null : message;
  let text = '';
  for (const element of message) {
    if (element.type !== LITERAL || !('value' in element)) return null;
    text += element.value;
  }
  return text;
}

const reported = new Set<string>();

/**
 * Says once, loudly, that a message was asked for that the catalogue does not hold: the customer
 * would read its id. In the storefront's build it means code ran before the messages it brought
 * were loaded (see `addMessagePart`); the end-to-end guard fails on it.
 */
function reportMissing(id: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  console.error(`[matjar] missing message: ${id}`);
}

/**
 * `formatMessage` with each message compiled once per language and found by its id; a message
 * that is text only is given as it is. React-intl keys its cache of compiled messages by their
 * serialized arguments, which costs more than the formatting on a page of product cards; messages
 * with elements or tags, missing messages and failures go through react-intl as before.
 */
function textMessages(intl: IntlShape, messages: Catalogue): FormatMessage {
  const compiled = new Map<string, IntlMessageFormat>();
  const texts = new Map<string, string | null>();
  const viaReactIntl = intl.formatMessage as LooseFormatMessage;
  const formatText: LooseFormatMessage = (descriptor, values, options) => {
    const id = descriptor.id === undefined ? undefined : String(descriptor.id);
    const message = id === undefined ? undefined : messages[id];
    if (id !== undefined && message === undefined) reportMissing(id);
    if (id === undefined || message === undefined || options !== undefined || !isPlain(values)) {
      return viaReactIntl(descriptor, values, options);
    }
    let text = texts.get(id);
    if (text === undefined) {
      text = onlyTextOf(message);
      texts.set(id, text);
    }
    if (text !== null) return text;
    let format = compiled.get(id);
    if (!format) {
      try {
        format = new IntlMessageFormat(message, intl.locale, undefined, {
          formatters: intl.formatters,
        });
      } catch {
        return viaReactIntl(descriptor, values, options);
      }
      compiled.set(id, format);
    }
    try {
      const text = format.format(values as Record<string, string | number | null | undefined>);
      return typeof text === 'string' ? text : viaReactIntl(descriptor, values, options);
    } catch {
      return viaReactIntl(descriptor, values, options);
    }
  };
  return formatText as FormatMessage;
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
  let formatters = formattersByIntl.get(intl);
  if (!formatters) {
    formatters = createFormatters(intl);
    formattersByIntl.set(intl, formatters);
  }
  return formatters;
}

/** The formatters of each language's `IntlShape`, built once for every component that asks. */
const formattersByIntl = new WeakMap<IntlShape, Formatters>();

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
