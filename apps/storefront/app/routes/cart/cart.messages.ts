import { defineMessage } from 'react-intl';

/** Strings of the cart page. */
export const cartPageMessages = {
  title: defineMessage({ id: 'storefront.cart.title', defaultMessage: 'Cart' }),
  description: defineMessage({
    id: 'storefront.cart.description',
    defaultMessage: 'The products in your cart, with their prices including VAT.',
  }),
  summary: defineMessage({ id: 'storefront.cart.summary', defaultMessage: 'Order summary' }),
};

/** Strings of the checkout pages: the summary, the address choice and the completion page. */
export const checkoutPageMessages = {
  title: defineMessage({ id: 'storefront.checkout.title', defaultMessage: 'Complete the order' }),
  description: defineMessage({
    id: 'storefront.checkout.description',
    defaultMessage: 'Choose when and where your order arrives and how you pay.',
  }),
  placeOrder: defineMessage({
    id: 'storefront.checkout.placeOrder',
    defaultMessage: 'Place order',
  }),
  coupon: defineMessage({ id: 'storefront.checkout.coupon', defaultMessage: 'Coupon' }),
  items: defineMessage<{ count: number }>({
    id: 'storefront.checkout.items',
    defaultMessage: '{count, plural, one {# product} two {# products} other {# products}}',
  }),
  backToCheckout: defineMessage({
    id: 'storefront.checkout.backToCheckout',
    defaultMessage: 'Back to the checkout',
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
  changeLocationTitle: defineMessage({
    id: 'storefront.checkout.changeLocationTitle',
    defaultMessage: 'Delivery address',
  }),
  changeLocationDescription: defineMessage({
    id: 'storefront.checkout.changeLocationDescription',
    defaultMessage: 'Choose where this order is delivered, or add a new address.',
  }),
  savedAddresses: defineMessage({
    id: 'storefront.checkout.savedAddresses',
    defaultMessage: 'Saved addresses',
  }),
  addAddress: defineMessage({
    id: 'storefront.checkout.addAddress',
    defaultMessage: 'Add a new address',
  }),
  deliverHere: defineMessage({
    id: 'storefront.checkout.deliverHere',
    defaultMessage: 'Deliver to this address',
  }),
  noAddresses: defineMessage({
    id: 'storefront.checkout.noAddresses',
    defaultMessage: 'You have no saved address yet. Add one to receive your order.',
  }),
  completedTitle: defineMessage({
    id: 'storefront.checkout.completedTitle',
    defaultMessage: 'Order completion',
  }),
  myOrders: defineMessage({ id: 'storefront.checkout.myOrders', defaultMessage: 'My orders' }),
  orderMissing: defineMessage({
    id: 'storefront.checkout.orderMissing',
    defaultMessage: 'We could not find this order. Your orders list has every order you placed.',
  }),
};
