import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the wallet's history of movements. */
export const walletTransactionsMessages = {
  label: defineMessage({ id: 'wallet.transactions.label', defaultMessage: 'Wallet transactions' }),
  loading: defineMessage({
    id: 'wallet.transactions.loading',
    defaultMessage: 'Loading the transactions…',
  }),
  empty: defineMessage({ id: 'wallet.transactions.empty', defaultMessage: 'No transactions yet' }),
  charge: defineMessage({ id: 'wallet.transactions.charge', defaultMessage: 'Wallet recharge' }),
  payment: defineMessage({ id: 'wallet.transactions.payment', defaultMessage: 'Order payment' }),
  refund: defineMessage({ id: 'wallet.transactions.refund', defaultMessage: 'Refund' }),
  withdrawal: defineMessage({ id: 'wallet.transactions.withdrawal', defaultMessage: 'Withdrawal' }),
  points: defineMessage({
    id: 'wallet.transactions.points',
    defaultMessage: 'Points converted',
  }),
  pending: defineMessage({ id: 'wallet.transactions.pending', defaultMessage: 'Pending' }),
  rejected: defineMessage({ id: 'wallet.transactions.rejected', defaultMessage: 'Rejected' }),
  credit: defineMessage({ id: 'wallet.transactions.credit', defaultMessage: 'credit' }),
  debit: defineMessage({ id: 'wallet.transactions.debit', defaultMessage: 'debit' }),
  balanceAfter: defineMessage<{ amount: MessageValue }>({
    id: 'wallet.transactions.balanceAfter',
    defaultMessage: 'Balance after: {amount}',
  }),
} as const;
