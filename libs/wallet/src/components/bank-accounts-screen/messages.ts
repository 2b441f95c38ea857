import { defineMessage } from 'react-intl';

/**
 * The words of the financial accounts screen around its list and form. Their ids are older than
 * the screen (it was a page of the storefront), which keeps the catalogues' translations.
 */
export const bankAccountsScreenMessages = {
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
} as const;
