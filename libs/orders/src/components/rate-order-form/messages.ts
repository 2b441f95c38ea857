import { defineMessage } from 'react-intl';

/** The words of the form rating an order's store, delegate and products. */
export const rateOrderFormMessages = {
  store: defineMessage({ id: 'orders.rateForm.store', defaultMessage: 'The store' }),
  storeStars: defineMessage({ id: 'orders.rateForm.storeStars', defaultMessage: 'Rate the store' }),
  storeComment: defineMessage({
    id: 'orders.rateForm.storeComment',
    defaultMessage: 'Comment on the store (optional)',
  }),
  storeRequired: defineMessage({
    id: 'orders.rateForm.storeRequired',
    defaultMessage: 'Please rate the store',
  }),
  delegate: defineMessage({ id: 'orders.rateForm.delegate', defaultMessage: 'The delegate' }),
  delegateStars: defineMessage<{ name: string }>({
    id: 'orders.rateForm.delegateStars',
    defaultMessage: 'Rate the delegate {name}',
  }),
  delegateComment: defineMessage({
    id: 'orders.rateForm.delegateComment',
    defaultMessage: 'Comment on the delegate (optional)',
  }),
  products: defineMessage({ id: 'orders.rateForm.products', defaultMessage: 'The products' }),
  optional: defineMessage({
    id: 'orders.rateForm.optional',
    defaultMessage: 'Optional: only what you rate is sent.',
  }),
  productStars: defineMessage<{ name: string }>({
    id: 'orders.rateForm.productStars',
    defaultMessage: 'Rate {name}',
  }),
  productComment: defineMessage<{ name: string }>({
    id: 'orders.rateForm.productComment',
    defaultMessage: 'Comment on {name} (optional)',
  }),
  commentHint: defineMessage<{ max: number }>({
    id: 'orders.rateForm.commentHint',
    defaultMessage: 'Up to {max, number} characters.',
  }),
  submit: defineMessage({ id: 'orders.rateForm.submit', defaultMessage: 'Send rating' }),
} as const;
