import { defineMessage } from 'react-intl';

/** The words of the quick add sheet. */
export const quickAddSheetMessages = {
  description: defineMessage({
    id: 'catalog.quickAdd.description',
    defaultMessage: 'Choose the option you want, then add it to your cart.',
  }),
  add: defineMessage({ id: 'catalog.quickAdd.add', defaultMessage: 'Add to cart' }),
} as const;
