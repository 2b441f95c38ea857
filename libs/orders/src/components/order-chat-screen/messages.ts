import { defineMessage } from 'react-intl';

/**
 * The words of the chat screen. Their ids are older than the screen (it was a page of the
 * storefront), which keeps the catalogues' translations.
 */
export const orderChatScreenMessages = {
  chatClosed: defineMessage({
    id: 'storefront.orders.chatClosed',
    defaultMessage: 'The chat opens while the order is being prepared or on its way.',
  }),
} as const;
