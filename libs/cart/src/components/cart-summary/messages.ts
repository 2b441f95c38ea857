import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the cart's summary. */
export const cartSummaryMessages = {
  title: defineMessage({ id: 'cart.summary.title', defaultMessage: 'Order summary' }),
  productsPrice: defineMessage({ id: 'cart.summary.productsPrice', defaultMessage: 'Products' }),
  couponDiscount: defineMessage<{ code: MessageValue }>({
    id: 'cart.summary.couponDiscount',
    defaultMessage: 'Coupon discount ({code})',
  }),
  discount: defineMessage({ id: 'cart.summary.discount', defaultMessage: 'Discount' }),
  shipping: defineMessage({ id: 'cart.summary.shipping', defaultMessage: 'Delivery' }),
  freeShipping: defineMessage({ id: 'cart.summary.freeShipping', defaultMessage: 'Free' }),
  total: defineMessage({ id: 'cart.summary.total', defaultMessage: 'Total' }),
  checkout: defineMessage({ id: 'cart.summary.checkout', defaultMessage: 'Checkout' }),
  nothingToOrder: defineMessage({
    id: 'cart.summary.nothingToOrder',
    defaultMessage:
      'None of the products in your cart can be ordered now. Remove them to continue.',
  }),
} as const;
