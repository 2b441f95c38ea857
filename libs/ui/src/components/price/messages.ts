import { defineMessage } from 'react-intl';

/** The words of prices: discounts, and what screen readers say of a discounted price. */
export const priceMessages = {
  discountBadge: defineMessage<{ percent: string }>({
    id: 'ui.price.discountBadge',
    defaultMessage: '{percent} off',
  }),
  discounted: defineMessage<{ original: string; current: string }>({
    id: 'ui.price.discounted',
    defaultMessage: 'Was {original}, now {current}',
  }),
  discountedWithPercent: defineMessage<{ original: string; current: string; percent: string }>({
    id: 'ui.price.discountedWithPercent',
    defaultMessage: 'Was {original}, now {current}, {percent} off',
  }),
} as const;
