import { defineMessage } from 'react-intl';

/** Strings of the wallet pages. */
export const walletPageMessages = {
  walletTitle: defineMessage({ id: 'storefront.wallet.title', defaultMessage: 'Wallet' }),
  walletDescription: defineMessage({
    id: 'storefront.wallet.description',
    defaultMessage: 'Your credit, its history, recharges and withdrawals.',
  }),
  history: defineMessage({ id: 'storefront.wallet.history', defaultMessage: 'Transactions' }),
  chargeFailed: defineMessage({
    id: 'storefront.wallet.chargeFailed',
    defaultMessage: 'The payment did not go through; your balance has not changed.',
  }),
  bankAccountsTitle: defineMessage({
    id: 'storefront.wallet.bankAccountsTitle',
    defaultMessage: 'Financial accounts',
  }),
  bankAccountsDescription: defineMessage({
    id: 'storefront.wallet.bankAccountsDescription',
    defaultMessage: 'The bank accounts your withdrawals are paid to.',
  }),
  addBankAccount: defineMessage({
    id: 'storefront.wallet.addBankAccount',
    defaultMessage: 'Add a bank account',
  }),
  editBankAccount: defineMessage({
    id: 'storefront.wallet.editBankAccount',
    defaultMessage: 'Edit the bank account',
  }),
  saveBankAccount: defineMessage({
    id: 'storefront.wallet.saveBankAccount',
    defaultMessage: 'Save the bank account',
  }),
  bankAccountSaved: defineMessage({
    id: 'storefront.wallet.bankAccountSaved',
    defaultMessage: 'The bank account is saved',
  }),
  bankAccountDeleted: defineMessage({
    id: 'storefront.wallet.bankAccountDeleted',
    defaultMessage: 'The bank account is deleted',
  }),
  pointsTitle: defineMessage({
    id: 'storefront.wallet.pointsTitle',
    defaultMessage: 'Rewards points',
  }),
  pointsDescription: defineMessage({
    id: 'storefront.wallet.pointsDescription',
    defaultMessage: 'Points earned with every order, converted to wallet credit.',
  }),
  pointsConverted: defineMessage<{ amount: string }>({
    id: 'storefront.wallet.pointsConverted',
    defaultMessage: '{amount} added to your wallet',
  }),
  toPoints: defineMessage({ id: 'storefront.wallet.toPoints', defaultMessage: 'Rewards points' }),
  toBankAccounts: defineMessage({
    id: 'storefront.wallet.toBankAccounts',
    defaultMessage: 'Financial accounts',
  }),
};
