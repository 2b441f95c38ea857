import { defineMessage } from 'react-intl';

/**
 * Strings of the storefront's shell: header, language switch and update notice (the footer's, which
 * comes once the page is idle, are in `footer.messages.ts`).
 */
export const shellMessages = {
  brandName: defineMessage({ id: 'storefront.brand.name', defaultMessage: 'Matjar' }),
  brandTagline: defineMessage({
    id: 'storefront.brand.tagline',
    defaultMessage: 'Everything you need, delivered to your door across the Kingdom.',
  }),
  homeLink: defineMessage({ id: 'storefront.header.homeLink', defaultMessage: 'Matjar home page' }),
  skipToContent: defineMessage({
    id: 'storefront.header.skipToContent',
    defaultMessage: 'Skip to content',
  }),
  account: defineMessage({ id: 'storefront.header.account', defaultMessage: 'My account' }),
  back: defineMessage({ id: 'storefront.header.back', defaultMessage: 'Back' }),
  signIn: defineMessage({ id: 'storefront.header.signIn', defaultMessage: 'Sign in' }),
  cart: defineMessage({ id: 'storefront.header.cart', defaultMessage: 'Cart' }),
  favorites: defineMessage({ id: 'storefront.header.favorites', defaultMessage: 'Favorites' }),
  cartWithCount: defineMessage<{ count: number }>({
    id: 'storefront.header.cartWithCount',
    defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}',
  }),
  primaryNavigation: defineMessage({
    id: 'storefront.header.primaryNavigation',
    defaultMessage: 'Main',
  }),
  switchLanguage: defineMessage({
    id: 'storefront.language.switch',
    defaultMessage: 'العربية',
    description:
      'Label of the button that switches to the other language, written in that language',
  }),
  updateAvailable: defineMessage({
    id: 'storefront.update.available',
    defaultMessage: 'A new version of Matjar is available.',
  }),
  updateReload: defineMessage({ id: 'storefront.update.reload', defaultMessage: 'Reload' }),
};
