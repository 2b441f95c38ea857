import { defineMessage } from 'react-intl';

/** The words of the subcategory chips of a category page. */
export const subcategoryNavMessages = {
  label: defineMessage({ id: 'catalog.subcategories.label', defaultMessage: 'Subcategories' }),
  all: defineMessage({ id: 'catalog.subcategories.all', defaultMessage: 'All' }),
} as const;
