import { defineMessage } from 'react-intl';

/** The words of the favourite button: its accessible name, which says what a press will do. */
export const favoriteButtonMessages = {
  add: defineMessage<{ name: string }>({
    id: 'catalog.favorite.add',
    defaultMessage: 'Add {name} to favorites',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'catalog.favorite.remove',
    defaultMessage: 'Remove {name} from favorites',
  }),
} as const;
