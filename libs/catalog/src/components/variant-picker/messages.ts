import { defineMessage } from 'react-intl';

/** The words of the variant picker. */
export const variantPickerMessages = {
  color: defineMessage({ id: 'catalog.variants.color', defaultMessage: 'Color' }),
  size: defineMessage({ id: 'catalog.variants.size', defaultMessage: 'Size' }),
} as const;
