import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the saved bank accounts (the financial accounts page). */
export const bankAccountsListMessages = {
  holder: defineMessage({ id: 'wallet.bankList.holder', defaultMessage: 'Account holder' }),
  accountNumber: defineMessage({
    id: 'wallet.bankList.accountNumber',
    defaultMessage: 'Account number',
  }),
  iban: defineMessage({ id: 'wallet.bankList.iban', defaultMessage: 'IBAN' }),
  edit: defineMessage({ id: 'wallet.bankList.edit', defaultMessage: 'Edit' }),
  editLabel: defineMessage<{ bank: string; last4: string }>({
    id: 'wallet.bankList.editLabel',
    defaultMessage: 'Edit the {bank} account ending in {last4}',
  }),
  delete: defineMessage({ id: 'wallet.bankList.delete', defaultMessage: 'Delete' }),
  deleteLabel: defineMessage<{ bank: string; last4: string }>({
    id: 'wallet.bankList.deleteLabel',
    defaultMessage: 'Delete the {bank} account ending in {last4}',
  }),
  deleteTitle: defineMessage({
    id: 'wallet.bankList.deleteTitle',
    defaultMessage: 'Delete this bank account?',
  }),
  deleteBody: defineMessage<{ bank: MessageValue; last4: MessageValue }>({
    id: 'wallet.bankList.deleteBody',
    defaultMessage:
      'The {bank} account ending in {last4} will no longer be offered for withdrawals.',
  }),
  deleteConfirm: defineMessage({
    id: 'wallet.bankList.deleteConfirm',
    defaultMessage: 'Delete the account',
  }),
  empty: defineMessage({ id: 'wallet.bankList.empty', defaultMessage: 'No bank accounts yet' }),
  emptyBody: defineMessage({
    id: 'wallet.bankList.emptyBody',
    defaultMessage: 'Add a bank account to withdraw your wallet balance to it.',
  }),
} as const;
