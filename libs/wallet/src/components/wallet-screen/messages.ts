import { defineMessage } from 'react-intl';

/**
 * The words of the wallet screen around its parts. Their ids are older than the screen (it was a
 * page of the storefront), which keeps the catalogues' translations.
 */
export const walletScreenMessages = {
  history: defineMessage({ id: 'storefront.wallet.history', defaultMessage: 'Transactions' }),
  chargeFailed: defineMessage({
    id: 'storefront.wallet.chargeFailed',
    defaultMessage: 'The payment did not go through; your balance has not changed.',
  }),
  toPoints: defineMessage({ id: 'storefront.wallet.toPoints', defaultMessage: 'Rewards points' }),
  toBankAccounts: defineMessage({
    id: 'storefront.wallet.toBankAccounts',
    defaultMessage: 'Financial accounts',
  }),
} as const;
