import type { IntlShape } from 'react-intl';
import { commonMessages } from './messages/common.js';
import { type Calendar, STORE_TIME_ZONE, intlLocaleOf, isLocale, defaultLocale } from './locale.js';
import { weightInGrams } from './units.js';

/** The new Saudi riyal sign (U+20C1), rendered by the symbol font subset that `@matjar/ui` ships. */
export const RIYAL_SIGN = '\u20C1';

/**
 * How a price names its currency: the riyal sign (the default wherever the page draws it) or the
 * localized abbreviation ("ر.س" / "SR"), kept for plain-text surfaces that cannot load the sign's
 * font: titles, meta descriptions, share text, notifications.
 */
export type CurrencyDisplay = 'sign' | 'text';

export interface PriceFormatOptions {
  /** Default `sign` (U+20C1). `text` gives "ر.س" in Arabic, "SR" in English. */
  currencyDisplay?: CurrencyDisplay;
}

export interface DateFormatOptions {
  /** Default `gregory`. */
  calendar?: Calendar;
  /** Default `medium`. */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
}

/**
 * What a customer chose of a product sold in kinds, as the store sends it for a cart line or an
 * ordered item: a colour (named, with its swatch's hex) and a size, either of them absent.
 */
export interface VariantChoices {
  color?: string | null;
  color_hex?: string | null;
  size?: string | null;
}

/** One chosen option of a product, named in the page's language, as `VariantLabel` draws it. */
export interface NamedOption {
  /** "Color", "Size" or "Weight", in the page's language. */
  name: string;
  /** The value as shown: the colour's name, the size as written, a weight in this language's unit. */
  value: string;
  /** A colour's CSS colour (its hex), for a swatch beside its value. */
  swatch?: string;
}

/** Formatters bound to one language: use them instead of formatting numbers or dates by hand. */
export interface Formatters {
  /**
   * A price in Saudi riyals, two decimals, with the riyal sign: "1,250.00 \u20C1" / "\u20C1 1,250.00".
   * Pass `{ currencyDisplay: 'text' }` for plain text ("1,250.00 ر.س" / "SR 1,250.00"). A sign
   * alone has no reliable spoken name: on a page, show prices with `Price` from `@matjar/ui`, which
   * adds `priceLabel` for assistive technology.
   */
  price(amount: number, options?: PriceFormatOptions): string;
  /** The spoken form of a price for assistive technology: "1,250.00 Saudi riyals". */
  priceLabel(amount: number): string;
  /** A weight given in grams, in grams below a kilogram: "250 جم" / "250 g", "1.5 كجم" / "1.5 kg". */
  weight(grams: number): string;
  /**
   * A variant's size as the store wrote it, except a weight, which is shown with this language's
   * unit ("250 gm" → "250 جم" / "250 g"; "1000 gm" → "1 كجم" / "1 kg"). Use `weightInGrams` to
   * label it "Weight" rather than "Size".
   */
  size(size: string): string;
  /**
   * The options a customer chose of a product, each named in this language: its colour (with its
   * swatch), then its size, named "Weight" when it is one ("250 gm" → Weight: 250 g). Empty for
   * a product sold in one kind. `VariantLabel` of `@matjar/ui` draws them.
   */
  variantOptions(variant: VariantChoices | null | undefined): NamedOption[];
  /** A plain number with the storefront's digits. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A calendar date in Riyadh time. */
  date(value: Date | string | number, options?: DateFormatOptions): string;
  /** A time of day in Riyadh time. */
  time(value: Date | string | number): string;
  /** A date with its time, in Riyadh time. */
  dateTime(value: Date | string | number, options?: DateFormatOptions): string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: STORE_TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One `Intl.NumberFormat` per language and options, built once: building one costs more than using it. */
function numberFormat(tag: string, key: string, options?: Intl.NumberFormatOptions) {
  const cacheKey = `${tag}|${key}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

const GRAMS_PER_KILOGRAM = 1000;

const MONEY: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The most results a formatter keeps; it starts again when full. */
const REMEMBERED = 2_000;

/**
 * `format` with its results kept: a page of product cards formats the same prices, ratings and
 * weights on every render, and the server renders them for every visitor.
 */
function remembered<T extends string | number>(format: (value: T) => string) {
  const results = new Map<T, string>();
  return (value: T) => {
    let text = results.get(value);
    if (text === undefined) {
      text = format(value);
      if (results.size >= REMEMBERED) results.clear();
      results.set(value, text);
    }
    return text;
  };
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * Formatters for the language of an `IntlShape` (from `useIntl()` or `createIntl()`).
 *
 * @example
 * const format = createFormatters(intl);
 * format.price(1250); // "1,250.00 \u20C1" (the riyal sign)
 * format.price(1250, { currencyDisplay: 'text' }); // "1,250.00 ر.س"
 */
export function createFormatters(intl: IntlShape): Formatters {
  const language = intl.locale.slice(0, 2);
  const locale = isLocale(language) ? language : defaultLocale;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    numberFormat(intl.locale, options ? JSON.stringify(options) : '', options).format(value);
  const money = (amount: number) => numberFormat(intl.locale, 'money', MONEY).format(amount);
  const plainNumber = remembered((value: number) => number(value));
  const priceText = remembered((amount: number) =>
    intl.formatMessage(commonMessages.priceAmount, { amount: money(amount) }),
  );
  const priceSign = remembered((amount: number) =>
    intl.formatMessage(commonMessages.priceAmountWithSign, {
      amount: money(amount),
      sign: RIYAL_SIGN,
    }),
  );
  const priceLabel = remembered((amount: number) =>
    intl.formatMessage(commonMessages.priceAccessible, { amount: money(amount) }),
  );
  const weight = remembered((grams: number) =>
    Math.abs(grams) >= GRAMS_PER_KILOGRAM
      ? intl.formatMessage(commonMessages.weightKilograms, {
          value: number(grams / GRAMS_PER_KILOGRAM, { maximumFractionDigits: 2 }),
        })
      : intl.formatMessage(commonMessages.weightGrams, { value: plainNumber(grams) }),
  );
  return {
    price(amount, { currencyDisplay = 'sign' } = {}) {
      return currencyDisplay === 'sign' ? priceSign(amount) : priceText(amount);
    },
    priceLabel,
    weight,
    size(size) {
      const grams = weightInGrams(size);
      return grams === null ? size : weight(grams);
    },
    variantOptions(variant) {
      const options: NamedOption[] = [];
      if (variant?.color) {
        options.push({
          name: intl.formatMessage(commonMessages.colorLabel),
          value: variant.color,
          swatch: variant.color_hex || undefined,
        });
      }
      if (variant?.size) {
        const grams = weightInGrams(variant.size);
        options.push(
          grams === null
            ? { name: intl.formatMessage(commonMessages.sizeLabel), value: variant.size }
            : { name: intl.formatMessage(commonMessages.weightLabel), value: weight(grams) },
        );
      }
      return options;
    },
    number: (value, options) => (options ? number(value, options) : plainNumber(value)),
    date(value, { calendar = 'gregory', dateStyle = 'medium' } = {}) {
      return dateFormat(intlLocaleOf(locale, calendar), { dateStyle }).format(toDate(value));
    },
    time(value) {
      return dateFormat(intlLocaleOf(locale), { timeStyle: 'short' }).format(toDate(value));
    },
    dateTime(value, { calendar = 'gregory', dateStyle = 'medium' } = {}) {
      return dateFormat(intlLocaleOf(locale, calendar), { dateStyle, timeStyle: 'short' }).format(
        toDate(value),
      );
    },
  };
}
