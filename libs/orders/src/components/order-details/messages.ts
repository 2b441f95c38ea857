import { type MessageValue, defineMessage } from 'react-intl';

/** The words of an order's details page. */
export const orderDetailsMessages = {
  title: defineMessage<{ number: MessageValue }>({
    id: 'orders.details.title',
    defaultMessage: 'Order {number}',
  }),
  placedOn: defineMessage<{ date: MessageValue }>({
    id: 'orders.details.placedOn',
    defaultMessage: 'Placed on {date}',
  }),

  delivery: defineMessage({ id: 'orders.details.delivery', defaultMessage: 'Delivery' }),
  deliveryTime: defineMessage({
    id: 'orders.details.deliveryTime',
    defaultMessage: 'Delivery time',
  }),
  deliverySoon: defineMessage({
    id: 'orders.details.deliverySoon',
    defaultMessage: 'As soon as possible',
  }),
  deliveryScheduled: defineMessage<{ day: MessageValue }>({
    id: 'orders.details.deliveryScheduled',
    defaultMessage: 'Scheduled for {day}',
  }),
  timeRange: defineMessage<{ from: MessageValue; to: MessageValue }>({
    id: 'orders.details.timeRange',
    defaultMessage: 'From {from} to {to}',
  }),
  address: defineMessage({ id: 'orders.details.address', defaultMessage: 'Delivery address' }),
  recipient: defineMessage({
    id: 'orders.details.recipient',
    defaultMessage: 'Another recipient',
  }),
  feedback: defineMessage({ id: 'orders.details.feedback', defaultMessage: 'Your note' }),
  deliveryCode: defineMessage({
    id: 'orders.details.deliveryCode',
    defaultMessage: 'Delivery code',
  }),
  deliveryCodeHint: defineMessage({
    id: 'orders.details.deliveryCodeHint',
    defaultMessage: 'Give this code to the delegate when your order arrives',
  }),

  items: defineMessage({ id: 'orders.details.items', defaultMessage: 'Products' }),
  quantityTimesPrice: defineMessage<{ quantity: MessageValue; price: MessageValue }>({
    id: 'orders.details.quantityTimesPrice',
    defaultMessage: '{quantity} × {price}',
  }),
  lineTotal: defineMessage({ id: 'orders.details.lineTotal', defaultMessage: 'Line total' }),

  payment: defineMessage({ id: 'orders.details.payment', defaultMessage: 'Payment' }),
  paymentMethod: defineMessage({
    id: 'orders.details.paymentMethod',
    defaultMessage: 'Payment method',
  }),
  paymentStatus: defineMessage({
    id: 'orders.details.paymentStatus',
    defaultMessage: 'Payment status',
  }),
  paid: defineMessage({ id: 'orders.details.paid', defaultMessage: 'Paid' }),
  unpaid: defineMessage({ id: 'orders.details.unpaid', defaultMessage: 'Not paid' }),
  payOnDelivery: defineMessage({
    id: 'orders.details.payOnDelivery',
    defaultMessage: 'To be paid on delivery',
  }),
  paidFromWallet: defineMessage({
    id: 'orders.details.paidFromWallet',
    defaultMessage: 'Paid from your wallet',
  }),
  coupon: defineMessage({ id: 'orders.details.coupon', defaultMessage: 'Coupon' }),
  couponSaving: defineMessage<{ amount: MessageValue }>({
    id: 'orders.details.couponSaving',
    defaultMessage: '{amount} off',
  }),

  amounts: defineMessage({ id: 'orders.details.amounts', defaultMessage: 'Price details' }),
  productsPrice: defineMessage({
    id: 'orders.details.productsPrice',
    defaultMessage: 'Products price',
  }),
  discount: defineMessage({ id: 'orders.details.discount', defaultMessage: 'Discount' }),
  orderPrice: defineMessage({ id: 'orders.details.orderPrice', defaultMessage: 'Order price' }),
  shipping: defineMessage({ id: 'orders.details.shipping', defaultMessage: 'Shipping' }),
  freeShipping: defineMessage({ id: 'orders.details.freeShipping', defaultMessage: 'Free' }),
  total: defineMessage({ id: 'orders.details.total', defaultMessage: 'Total' }),

  cancelReason: defineMessage({
    id: 'orders.details.cancelReason',
    defaultMessage: 'Why the order was cancelled',
  }),
  rejectReason: defineMessage({
    id: 'orders.details.rejectReason',
    defaultMessage: 'Why the store rejected the order',
  }),
  returnTitle: defineMessage({ id: 'orders.details.returnTitle', defaultMessage: 'Return' }),
  returnReason: defineMessage({
    id: 'orders.details.returnReason',
    defaultMessage: 'Return reason',
  }),
  returnPhotos: defineMessage({
    id: 'orders.details.returnPhotos',
    defaultMessage: 'Return photos',
  }),
  returnPhoto: defineMessage<{ n: MessageValue }>({
    id: 'orders.details.returnPhoto',
    defaultMessage: 'Return photo {n}',
  }),
  opensInNewTab: defineMessage({
    id: 'orders.details.opensInNewTab',
    defaultMessage: 'Opens in a new tab',
  }),

  delegate: defineMessage({ id: 'orders.details.delegate', defaultMessage: 'Delegate' }),
  delegateName: defineMessage({ id: 'orders.details.delegateName', defaultMessage: 'Name' }),
  delegatePhone: defineMessage({ id: 'orders.details.delegatePhone', defaultMessage: 'Phone' }),
  callDelegate: defineMessage<{ name: string; phone: string }>({
    id: 'orders.details.callDelegate',
    defaultMessage: 'Call {name} on {phone}',
  }),
  averageRating: defineMessage({
    id: 'orders.details.averageRating',
    defaultMessage: 'Average rating',
  }),
  myRating: defineMessage({ id: 'orders.details.myRating', defaultMessage: 'Your rating' }),
} as const;

/** The words of an order's actions. */
export const orderActionsMessages = {
  label: defineMessage({ id: 'orders.actions.label', defaultMessage: 'Order actions' }),
  cancel: defineMessage({ id: 'orders.actions.cancel', defaultMessage: 'Cancel order' }),
  receive: defineMessage({ id: 'orders.actions.receive', defaultMessage: 'I received it' }),
  pay: defineMessage({ id: 'orders.actions.pay', defaultMessage: 'Pay now' }),
  rate: defineMessage({ id: 'orders.actions.rate', defaultMessage: 'Rate' }),
  return: defineMessage({ id: 'orders.actions.return', defaultMessage: 'Return products' }),
  returnDetails: defineMessage({
    id: 'orders.actions.returnDetails',
    defaultMessage: 'Return details',
  }),
  invoice: defineMessage({ id: 'orders.actions.invoice', defaultMessage: 'Tax invoice' }),
  track: defineMessage({ id: 'orders.actions.track', defaultMessage: 'Track' }),
  chat: defineMessage({ id: 'orders.actions.chat', defaultMessage: 'Chat with the delegate' }),
  chatUnread: defineMessage<{ label: string; count: number }>({
    id: 'orders.actions.chatUnread',
    defaultMessage: '{label} ({count, plural, one {# new message} other {# new messages}})',
  }),
  buyAgain: defineMessage({ id: 'orders.actions.buyAgain', defaultMessage: 'Buy again' }),
} as const;
