import { defineMessage } from 'react-intl';

/** The name of each payment method (spec §9), for an order's details and its completion page. */
export const paymentMethodNames = {
  cash: defineMessage({ id: 'common.paymentMethod.cash', defaultMessage: 'Cash on delivery' }),
  card: defineMessage({ id: 'common.paymentMethod.card', defaultMessage: 'Card' }),
  wallet: defineMessage({ id: 'common.paymentMethod.wallet', defaultMessage: 'Wallet' }),
  amount: defineMessage({
    id: 'common.paymentMethod.amount',
    defaultMessage: 'Wallet and cash on delivery',
  }),
  bank_transfer: defineMessage({
    id: 'common.paymentMethod.bankTransfer',
    defaultMessage: 'Bank transfer',
  }),
} as const;
