import { defineMessage } from 'react-intl';

/**
 * The words of the favourite button. Its name stays the same whatever the state; `aria-pressed`
 * says whether the product is a favorite ("Favorite: Saudi coffee, toggle button, pressed").
 */
export const favoriteButtonMessages = {
  label: defineMessage<{ name: string }>({
    id: 'catalog.favorite.label',
    defaultMessage: 'Favorite: {name}',
  }),
} as const;
