import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the order-completion page. */
export const orderPlacedMessages = {
  orderNumber: defineMessage<{ number: MessageValue }>({
    id: 'cart.placed.orderNumber',
    defaultMessage: 'Order number {number}',
  }),
  viewOrder: defineMessage({ id: 'cart.placed.viewOrder', defaultMessage: 'Follow your order' }),
  invoice: defineMessage({ id: 'cart.placed.invoice', defaultMessage: 'Tax invoice' }),
  nextTitle: defineMessage({ id: 'cart.placed.nextTitle', defaultMessage: 'What happens next' }),
  nextPrepare: defineMessage({
    id: 'cart.placed.nextPrepare',
    defaultMessage: 'The store confirms your order and prepares it.',
  }),
  nextTransfer: defineMessage({
    id: 'cart.placed.nextTransfer',
    defaultMessage: 'We check your transfer, then the store prepares your order.',
  }),
  nextDelivery: defineMessage({
    id: 'cart.placed.nextDelivery',
    defaultMessage: 'A delegate brings it to your address, and you can follow the way live.',
  }),
  nextScheduled: defineMessage({
    id: 'cart.placed.nextScheduled',
    defaultMessage: 'A delegate brings it on the day and at the time you chose.',
  }),
  nextNotify: defineMessage({
    id: 'cart.placed.nextNotify',
    defaultMessage: 'We notify you at each step; give the delegate the delivery code on arrival.',
  }),
  continueShopping: defineMessage({
    id: 'cart.placed.continueShopping',
    defaultMessage: 'Continue shopping',
  }),
  total: defineMessage({ id: 'cart.placed.total', defaultMessage: 'Total' }),
  payment: defineMessage({ id: 'cart.placed.payment', defaultMessage: 'Payment' }),
  delivery: defineMessage({ id: 'cart.placed.delivery', defaultMessage: 'Delivery' }),
  deliverySoon: defineMessage({
    id: 'cart.placed.deliverySoon',
    defaultMessage: 'As soon as possible',
  }),
  deliveryCode: defineMessage({
    id: 'cart.placed.deliveryCode',
    defaultMessage: 'Delivery code',
  }),
  deliveryCodeHint: defineMessage({
    id: 'cart.placed.deliveryCodeHint',
    defaultMessage: 'Give this code to the delegate when your order arrives.',
  }),
  paid: defineMessage({ id: 'cart.placed.paid', defaultMessage: 'Paid' }),
  transferReview: defineMessage({
    id: 'cart.placed.transferReview',
    defaultMessage: 'We are checking your transfer; your order starts once it is confirmed.',
  }),
  paymentFailedTitle: defineMessage({
    id: 'cart.placed.paymentFailedTitle',
    defaultMessage: 'The payment did not go through',
  }),
  paymentFailedBody: defineMessage({
    id: 'cart.placed.paymentFailedBody',
    defaultMessage:
      'Your order is saved and waits for its payment. No money was taken; you can try again.',
  }),
  payAgain: defineMessage({ id: 'cart.placed.payAgain', defaultMessage: 'Pay now' }),
  paymentPendingTitle: defineMessage({
    id: 'cart.placed.paymentPendingTitle',
    defaultMessage: 'Your order waits for its payment',
  }),
};
