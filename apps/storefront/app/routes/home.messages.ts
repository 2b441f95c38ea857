import { defineMessage } from 'react-intl';

/** Strings of the home page. */
export const homeMessages = {
  title: defineMessage({
    id: 'storefront.home.title',
    defaultMessage: 'Matjar — shop everything you need',
  }),
  description: defineMessage({
    id: 'storefront.home.description',
    defaultMessage:
      'Groceries, fashion, electronics and more from trusted stores, delivered across the Kingdom.',
  }),
  heroTitle: defineMessage({
    id: 'storefront.home.heroTitle',
    defaultMessage: 'Everything you need, delivered to your door',
  }),
  promisesTitle: defineMessage({
    id: 'storefront.home.promisesTitle',
    defaultMessage: 'Why shop with Matjar?',
  }),
  scheduledTitle: defineMessage({
    id: 'storefront.home.scheduledTitle',
    defaultMessage: 'Order now or schedule it',
  }),
  scheduledBody: defineMessage({
    id: 'storefront.home.scheduledBody',
    defaultMessage: 'Pick the day and time that suit you at checkout.',
  }),
  paymentTitle: defineMessage({
    id: 'storefront.home.paymentTitle',
    defaultMessage: 'Pay your way',
  }),
  paymentBody: defineMessage({
    id: 'storefront.home.paymentBody',
    defaultMessage: 'Card, wallet, bank transfer or cash on delivery.',
  }),
  returnsTitle: defineMessage({
    id: 'storefront.home.returnsTitle',
    defaultMessage: 'Easy returns',
  }),
  returnsBody: defineMessage({
    id: 'storefront.home.returnsBody',
    defaultMessage: 'Request a return from your order page and follow it step by step.',
  }),
};
