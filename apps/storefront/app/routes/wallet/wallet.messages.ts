import { defineMessage } from 'react-intl';

/** Strings of the wallet pages' frames: their titles, descriptions and trails. */
export const walletPageMessages = {
  walletTitle: defineMessage({ id: 'storefront.wallet.title', defaultMessage: 'Wallet' }),
  walletDescription: defineMessage({
    id: 'storefront.wallet.description',
    defaultMessage: 'Your credit, its history, recharges and withdrawals.',
  }),
  bankAccountsTitle: defineMessage({
    id: 'storefront.wallet.bankAccountsTitle',
    defaultMessage: 'Financial accounts',
  }),
  bankAccountsDescription: defineMessage({
    id: 'storefront.wallet.bankAccountsDescription',
    defaultMessage: 'The bank accounts your withdrawals are paid to.',
  }),
  pointsTitle: defineMessage({
    id: 'storefront.wallet.pointsTitle',
    defaultMessage: 'Rewards points',
  }),
  pointsDescription: defineMessage({
    id: 'storefront.wallet.pointsDescription',
    defaultMessage: 'Points earned with every order, converted to wallet credit.',
  }),
};
