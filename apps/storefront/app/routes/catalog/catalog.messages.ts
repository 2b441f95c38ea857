import { defineMessage } from 'react-intl';

/** Strings of the catalog pages: titles and descriptions for search engines, breadcrumbs. */
export const catalogPageMessages = {
  home: defineMessage({ id: 'storefront.catalog.home', defaultMessage: 'Home' }),
  productDescription: defineMessage<{ name: string; store: string; price: string }>({
    id: 'storefront.catalog.productDescription',
    defaultMessage: '{name} from {store} for {price}, VAT included, delivered across the Kingdom.',
  }),
  categoryDescription: defineMessage<{ name: string }>({
    id: 'storefront.catalog.categoryDescription',
    defaultMessage:
      'Shop {name} from trusted stores, with prices including VAT and delivery across the Kingdom.',
  }),
  providerDescription: defineMessage<{ name: string; city: string }>({
    id: 'storefront.catalog.providerDescription',
    defaultMessage: '{name} in {city}: its products, prices and customer ratings on Matjar.',
  }),
  providerProductsTitle: defineMessage<{ name: string }>({
    id: 'storefront.catalog.providerProductsTitle',
    defaultMessage: 'Products of {name}',
  }),
  providerProducts: defineMessage({
    id: 'storefront.catalog.providerProducts',
    defaultMessage: 'Products',
  }),
  noProviderProducts: defineMessage({
    id: 'storefront.catalog.noProviderProducts',
    defaultMessage: 'This store has no products yet',
  }),
  noFilteredProducts: defineMessage({
    id: 'storefront.catalog.noFilteredProducts',
    defaultMessage: 'No products match these filters',
  }),
  noFilteredProductsBody: defineMessage({
    id: 'storefront.catalog.noFilteredProductsBody',
    defaultMessage: 'Try another price range or clear the filters.',
  }),
  searchTitle: defineMessage<{ q: string }>({
    id: 'storefront.catalog.searchTitle',
    defaultMessage: 'Results for “{q}”',
  }),
  searchPageTitle: defineMessage({
    id: 'storefront.catalog.searchPageTitle',
    defaultMessage: 'Search',
  }),
  searchDescription: defineMessage({
    id: 'storefront.catalog.searchDescription',
    defaultMessage: 'Search the products of every store on Matjar.',
  }),
  searchPrompt: defineMessage({
    id: 'storefront.catalog.searchPrompt',
    defaultMessage: 'What are you looking for?',
  }),
  searchPromptBody: defineMessage({
    id: 'storefront.catalog.searchPromptBody',
    defaultMessage: 'Type a product, a brand or a store in Arabic or English.',
  }),
  noSearchResultsBody: defineMessage({
    id: 'storefront.catalog.noSearchResultsBody',
    defaultMessage: 'Check the spelling or try a shorter word.',
  }),
  offersDescription: defineMessage({
    id: 'storefront.catalog.offersDescription',
    defaultMessage: 'Discounted products from every store, the biggest discounts first.',
  }),
  newlyAddedDescription: defineMessage({
    id: 'storefront.catalog.newlyAddedDescription',
    defaultMessage: 'The newest products on Matjar, the most recent first.',
  }),
  mostSellingDescription: defineMessage({
    id: 'storefront.catalog.mostSellingDescription',
    defaultMessage: 'What customers buy most on Matjar.',
  }),
  favoritesTitle: defineMessage({
    id: 'storefront.catalog.favoritesTitle',
    defaultMessage: 'Favorites',
  }),
  stockAlertsTitle: defineMessage({
    id: 'storefront.catalog.stockAlertsTitle',
    defaultMessage: 'Stock alerts',
  }),
  stockAlertsDescription: defineMessage({
    id: 'storefront.catalog.stockAlertsDescription',
    defaultMessage: 'The products you are waiting for: we tell you when they are back in stock.',
  }),
  favoritesDescription: defineMessage({
    id: 'storefront.catalog.favoritesDescription',
    defaultMessage: 'The products you keep for later.',
  }),
  noFavorites: defineMessage({
    id: 'storefront.catalog.noFavorites',
    defaultMessage: 'No favorites yet',
  }),
  noFavoritesBody: defineMessage({
    id: 'storefront.catalog.noFavoritesBody',
    defaultMessage: 'Tap the heart on a product to keep it here.',
  }),
};
