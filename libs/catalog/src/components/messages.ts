import { defineMessage } from 'react-intl';

/** The words of product cards. */
export const productCardMessages = {
  outOfStock: defineMessage({ id: 'catalog.product.outOfStock', defaultMessage: 'Out of stock' }),
} as const;

/** The words of product rails. */
export const productRailMessages = {
  seeAll: defineMessage({ id: 'catalog.rail.seeAll', defaultMessage: 'See all' }),
  seeAllLabel: defineMessage<{ title: string }>({
    id: 'catalog.rail.seeAllLabel',
    defaultMessage: 'See all: {title}',
  }),
} as const;

/** The words of provider cards. */
export const providerCardsMessages = {
  empty: defineMessage({ id: 'catalog.providers.empty', defaultMessage: 'No stores yet' }),
} as const;

/** The headings of the home page's sections. */
export const homeSectionsMessages = {
  banners: defineMessage({ id: 'catalog.home.banners', defaultMessage: 'Featured' }),
  categories: defineMessage({ id: 'catalog.home.categories', defaultMessage: 'Shop by category' }),
  providers: defineMessage({ id: 'catalog.home.providers', defaultMessage: 'Stores' }),
  offers: defineMessage({ id: 'catalog.home.offers', defaultMessage: 'Offers' }),
  newlyAdded: defineMessage({ id: 'catalog.home.newlyAdded', defaultMessage: 'Newly added' }),
  mostSelling: defineMessage({ id: 'catalog.home.mostSelling', defaultMessage: 'Best sellers' }),
} as const;
