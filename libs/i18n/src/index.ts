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
// One module per kind: a page's code brings the messages of the kinds it uses, not all of them.
export { commonMessages } from './messages/common.js';
export { emptyStateMessages } from './messages/empty-states.js';
export { errorMessages } from './messages/errors.js';
export { paymentMethodNames } from './messages/payment-methods.js';
export { successMessages } from './messages/successes.js';
export { searchWordRequiredMessage } from './messages/search-word-required.js';
export { signInFirstMessage } from './messages/sign-in-first.js';
export { validationMessages } from './messages/validation.js';
export { failureMessage } from './failure-message.js';
