import { type MessageValue, defineMessage } from 'react-intl';

/** The words of the free-delivery progress. */
export const freeShippingMessages = {
  remaining: defineMessage<{ amount: MessageValue }>({
    id: 'cart.freeShipping.remaining',
    defaultMessage: 'Add {amount} more for free delivery',
  }),
  reached: defineMessage({
    id: 'cart.freeShipping.reached',
    defaultMessage: 'Your order ships free',
  }),
  progress: defineMessage<{ current: string; threshold: string }>({
    id: 'cart.freeShipping.progress',
    defaultMessage: '{current} of {threshold}',
  }),
} as const;
