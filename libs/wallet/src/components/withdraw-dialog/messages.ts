import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the wallet withdrawal dialog. */
export const withdrawDialogMessages = {
  title: defineMessage({ id: 'wallet.withdraw.title', defaultMessage: 'Withdraw your balance' }),
  available: defineMessage({
    id: 'wallet.withdraw.available',
    defaultMessage: 'Available balance',
  }),
  amount: defineMessage({ id: 'wallet.withdraw.amount', defaultMessage: 'Amount in riyals' }),
  amountRequired: defineMessage({
    id: 'wallet.withdraw.amountRequired',
    defaultMessage: 'Please enter the amount',
  }),
  amountInvalid: defineMessage({
    id: 'wallet.withdraw.amountInvalid',
    defaultMessage: 'Enter an amount in riyals, up to 2 decimals',
  }),
  amountAboveBalance: defineMessage<{ balance: MessageValue }>({
    id: 'wallet.withdraw.amountAboveBalance',
    defaultMessage: 'More than your balance of {balance}',
  }),
  destination: defineMessage({
    id: 'wallet.withdraw.destination',
    defaultMessage: 'Send the money to',
  }),
  destinationRequired: defineMessage({
    id: 'wallet.withdraw.destinationRequired',
    defaultMessage: 'Please choose a bank account',
  }),
  otherAccount: defineMessage({
    id: 'wallet.withdraw.otherAccount',
    defaultMessage: 'Another bank account',
  }),
  otherAccountLegend: defineMessage({
    id: 'wallet.withdraw.otherAccountLegend',
    defaultMessage: 'The bank account details',
  }),
  loadingAccounts: defineMessage({
    id: 'wallet.withdraw.loadingAccounts',
    defaultMessage: 'Loading your bank accounts…',
  }),
  reviewNote: defineMessage({
    id: 'wallet.withdraw.reviewNote',
    defaultMessage: 'The administration reviews withdrawals; the amount is held until then.',
  }),
  submit: defineMessage({
    id: 'wallet.withdraw.submit',
    defaultMessage: 'Send withdrawal request',
  }),
} as const;
