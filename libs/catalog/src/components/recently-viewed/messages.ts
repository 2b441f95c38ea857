import { defineMessage } from 'react-intl';

/** The words of the recently viewed band. */
export const recentlyViewedMessages = {
  title: defineMessage({ id: 'catalog.recent.title', defaultMessage: 'Recently viewed' }),
  clear: defineMessage({ id: 'catalog.recent.clear', defaultMessage: 'Clear' }),
  clearLabel: defineMessage({
    id: 'catalog.recent.clearLabel',
    defaultMessage: 'Clear recently viewed products',
  }),
} as const;
