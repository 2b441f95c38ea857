import { defineMessage } from 'react-intl';

/** Strings of the storefront's shell: header, footer, language switch and update notice. */
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
  searchLabel: defineMessage({
    id: 'storefront.header.searchLabel',
    defaultMessage: 'Search products',
  }),
  searchPlaceholder: defineMessage({
    id: 'storefront.header.searchPlaceholder',
    defaultMessage: 'Search for products, stores and brands',
  }),
  searchSubmit: defineMessage({ id: 'storefront.header.searchSubmit', defaultMessage: 'Search' }),
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
  footerNavigation: defineMessage({
    id: 'storefront.footer.navigation',
    defaultMessage: 'Information',
  }),
  aboutUs: defineMessage({ id: 'storefront.footer.aboutUs', defaultMessage: 'About us' }),
  contactUs: defineMessage({ id: 'storefront.footer.contactUs', defaultMessage: 'Contact us' }),
  faqs: defineMessage({ id: 'storefront.footer.faqs', defaultMessage: 'FAQs' }),
  terms: defineMessage({ id: 'storefront.footer.terms', defaultMessage: 'Terms and conditions' }),
  privacy: defineMessage({ id: 'storefront.footer.privacy', defaultMessage: 'Privacy policy' }),
  followUs: defineMessage({ id: 'storefront.footer.followUs', defaultMessage: 'Follow us' }),
  copyright: defineMessage<{ year: number }>({
    id: 'storefront.footer.copyright',
    defaultMessage: '© {year, number, ::group-off} Matjar. All rights reserved.',
  }),
  paymentMethods: defineMessage({
    id: 'storefront.footer.paymentMethods',
    defaultMessage: 'Pay by card, wallet, bank transfer or cash on delivery.',
  }),
  updateAvailable: defineMessage({
    id: 'storefront.update.available',
    defaultMessage: 'A new version of Matjar is available.',
  }),
  updateReload: defineMessage({ id: 'storefront.update.reload', defaultMessage: 'Reload' }),
};
