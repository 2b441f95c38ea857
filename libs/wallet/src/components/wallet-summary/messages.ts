import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the wallet's summary: its credit and what can be done with it. */
export const walletSummaryMessages = {
  title: defineMessage({ id: 'wallet.summary.title', defaultMessage: 'Current credit' }),
  held: defineMessage<{ amount: MessageValue }>({
    id: 'wallet.summary.held',
    defaultMessage: '{amount} held for withdrawal requests under review',
  }),
  recharge: defineMessage({ id: 'wallet.summary.recharge', defaultMessage: 'Recharge balance' }),
  withdraw: defineMessage({ id: 'wallet.summary.withdraw', defaultMessage: 'Withdraw' }),
  nothingToWithdraw: defineMessage({
    id: 'wallet.summary.nothingToWithdraw',
    defaultMessage: 'There is no credit to withdraw yet.',
  }),
} as const;
