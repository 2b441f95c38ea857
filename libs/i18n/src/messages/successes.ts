import { defineMessage } from 'react-intl';

/** Confirmations shown after an action succeeds (spec §8). */
export const successMessages = {
  orderCanceled: defineMessage({
    id: 'common.success.orderCanceled',
    defaultMessage: 'Your order has been cancelled',
  }),
  returnRequestSent: defineMessage({
    id: 'common.success.returnRequestSent',
    defaultMessage: 'Your return request has been sent',
  }),
  ratingSent: defineMessage({
    id: 'common.success.ratingSent',
    defaultMessage: 'Thank you, your rating has been sent',
  }),
  productAddedToCart: defineMessage({
    id: 'common.success.productAddedToCart',
    defaultMessage: 'Product added to cart',
  }),
  phoneChanged: defineMessage({
    id: 'common.success.phoneChanged',
    defaultMessage: 'Your phone number has been changed',
  }),
  passwordChanged: defineMessage({
    id: 'common.success.passwordChanged',
    defaultMessage: 'Your password has been changed',
  }),
  orderCompleted: defineMessage({
    id: 'common.success.orderCompleted',
    defaultMessage: 'Your order has been placed',
  }),
  linkCopied: defineMessage({ id: 'common.success.linkCopied', defaultMessage: 'Link copied' }),
  profileUpdated: defineMessage({
    id: 'common.success.profileUpdated',
    defaultMessage: 'Your profile has been updated',
  }),
  walletCharged: defineMessage({
    id: 'common.success.walletCharged',
    defaultMessage: 'Your wallet has been charged',
  }),
  withdrawalRequestSent: defineMessage({
    id: 'common.success.withdrawalRequestSent',
    defaultMessage: 'Your withdrawal request has been sent',
  }),
} as const;
