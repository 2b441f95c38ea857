import { defineMessage } from 'react-intl';

/**
 * The words of the checkout's screen. Its `title`, the page's, names the screen's aside too: an app
 * uses it for the checkout page's `<title>` and heading.
 *
 * @example
 * <h1>{intl.formatMessage(checkoutScreenMessages.title)}</h1>
 */
export const checkoutScreenMessages = {
  title: defineMessage({ id: 'storefront.checkout.title', defaultMessage: 'Complete the order' }),
  placeOrder: defineMessage({
    id: 'storefront.checkout.placeOrder',
    defaultMessage: 'Place order',
  }),
  coupon: defineMessage({ id: 'storefront.checkout.coupon', defaultMessage: 'Coupon' }),
  items: defineMessage<{ count: number }>({
    id: 'storefront.checkout.items',
    defaultMessage: '{count, plural, one {# product} two {# products} other {# products}}',
  }),
  backToCart: defineMessage({
    id: 'storefront.checkout.backToCart',
    defaultMessage: 'Back to the cart',
  }),
  fixErrors: defineMessage({
    id: 'storefront.checkout.fixErrors',
    defaultMessage: 'Some choices are missing; they are marked below.',
  }),
  methodRequired: defineMessage({
    id: 'storefront.checkout.methodRequired',
    defaultMessage: 'Please choose a payment method',
  }),
  bankRequired: defineMessage({
    id: 'storefront.checkout.bankRequired',
    defaultMessage: 'Please choose the bank you transferred to',
  }),
  receiptRequired: defineMessage({
    id: 'storefront.checkout.receiptRequired',
    defaultMessage: 'Please attach the transfer receipt',
  }),
  redirecting: defineMessage({
    id: 'storefront.checkout.redirecting',
    defaultMessage: 'Taking you to the secure payment page…',
  }),
} as const;
