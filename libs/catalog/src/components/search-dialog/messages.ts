import { defineMessage } from 'react-intl';

/** The words of the search dialog. */
export const searchDialogMessages = {
  title: defineMessage({ id: 'catalog.search.title', defaultMessage: 'Search' }),
  label: defineMessage({ id: 'catalog.search.label', defaultMessage: 'Search products' }),
  submit: defineMessage({ id: 'catalog.search.submit', defaultMessage: 'Search' }),
  recentTitle: defineMessage({
    id: 'catalog.search.recentTitle',
    defaultMessage: 'Recent searches',
  }),
  clearRecent: defineMessage({ id: 'catalog.search.clearRecent', defaultMessage: 'Clear' }),
  clearRecentLabel: defineMessage({
    id: 'catalog.search.clearRecentLabel',
    defaultMessage: 'Clear recent searches',
  }),
  products: defineMessage({ id: 'catalog.search.products', defaultMessage: 'Products' }),
} as const;
