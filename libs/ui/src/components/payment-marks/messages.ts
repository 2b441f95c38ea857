import { defineMessage } from 'react-intl';

/** The names of the payment marks, said when a mark stands alone. */
export const paymentMarkMessages = {
  mada: defineMessage({ id: 'ui.paymentMark.mada', defaultMessage: 'mada' }),
  visa: defineMessage({ id: 'ui.paymentMark.visa', defaultMessage: 'Visa' }),
  mastercard: defineMessage({ id: 'ui.paymentMark.mastercard', defaultMessage: 'Mastercard' }),
  card: defineMessage({ id: 'ui.paymentMark.card', defaultMessage: 'Bank card' }),
  cash: defineMessage({ id: 'ui.paymentMark.cash', defaultMessage: 'Cash on delivery' }),
  wallet: defineMessage({ id: 'ui.paymentMark.wallet', defaultMessage: 'Wallet' }),
  bankTransfer: defineMessage({
    id: 'ui.paymentMark.bankTransfer',
    defaultMessage: 'Bank transfer',
  }),
} as const;
