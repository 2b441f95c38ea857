import { defineMessage } from 'react-intl';

/** Strings of the footer, loaded with its code once the page is idle. */
export const footerMessages = {
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
} as const;
