export {
  type Calendar,
  type Direction,
  type Locale,
  LOCALE_COOKIE,
  STORE_TIME_ZONE,
  defaultLocale,
  directionOf,
  getStoredLocale,
  intlLocaleOf,
  isLocale,
  localeCookie,
  localeFromCookieHeader,
  locales,
  storeLocale,
} from './locale.js';
export { digitsOnly, toAsciiDigits } from './digits.js';
export { weightInGrams } from './units.js';
export {
  type CurrencyDisplay,
  type DateFormatOptions,
  type Formatters,
  type NamedOption,
  type PriceFormatOptions,
  type VariantChoices,
  RIYAL_SIGN,
  createFormatters,
} from './format.js';
export {
  type Catalogue,
  type MessagePart,
  addMessagePart,
  getLoadedCatalogue,
  loadCatalogue,
} from './catalogue.js';
export {
  I18nProvider,
  type I18nProviderProps,
  useDirection,
  useFormatters,
  useLocale,
} from './i18n-provider.js';
export {
  commonMessages,
  emptyStateMessages,
  errorMessages,
  paymentMethodNames,
  successMessages,
  validationMessages,
} from './messages.js';
export { failureMessage } from './failure-message.js';
