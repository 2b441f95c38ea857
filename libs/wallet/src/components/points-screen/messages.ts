import { defineMessage } from 'react-intl';

/**
 * The words of the rewards points screen around its card. Their ids are older than the screen (it
 * was a page of the storefront), which keeps the catalogues' translations.
 */
export const pointsScreenMessages = {
  pointsConverted: defineMessage<{ amount: string }>({
    id: 'storefront.wallet.pointsConverted',
    defaultMessage: '{amount} added to your wallet',
  }),
} as const;
