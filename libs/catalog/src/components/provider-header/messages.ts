import { defineMessage } from 'react-intl';

/** The words of a store's page header. */
export const providerHeaderMessages = {
  city: defineMessage({ id: 'catalog.provider.city', defaultMessage: 'City' }),
  address: defineMessage({ id: 'catalog.provider.address', defaultMessage: 'Address' }),
  productsCount: defineMessage({
    id: 'catalog.provider.productsCount',
    defaultMessage: 'Products',
  }),
  categories: defineMessage({ id: 'catalog.provider.categories', defaultMessage: 'Categories' }),
  allProducts: defineMessage({
    id: 'catalog.provider.allProducts',
    defaultMessage: 'All products',
  }),
  allProductsLabel: defineMessage<{ name: string }>({
    id: 'catalog.provider.allProductsLabel',
    defaultMessage: 'All products of {name}',
  }),
} as const;
