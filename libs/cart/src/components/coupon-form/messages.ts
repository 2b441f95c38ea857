import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the cart's coupon form. */
export const couponFormMessages = {
  label: defineMessage({ id: 'cart.coupon.label', defaultMessage: 'Coupon code' }),
  apply: defineMessage({ id: 'cart.coupon.apply', defaultMessage: 'Apply' }),
  applied: defineMessage<{ code: MessageValue }>({
    id: 'cart.coupon.applied',
    defaultMessage: 'Coupon {code} applied',
  }),
  saving: defineMessage<{ amount: MessageValue }>({
    id: 'cart.coupon.saving',
    defaultMessage: 'You save {amount}',
  }),
  minOrder: defineMessage<{ amount: MessageValue }>({
    id: 'cart.coupon.minOrder',
    defaultMessage: 'Applies to orders from {amount}',
  }),
  remove: defineMessage({ id: 'cart.coupon.remove', defaultMessage: 'Remove' }),
  removeLabel: defineMessage<{ code: string }>({
    id: 'cart.coupon.removeLabel',
    defaultMessage: 'Remove coupon {code}',
  }),
} as const;
