import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The catalog's pages: categories, providers, products, search, favorites and the home lists. */
export const catalogRoutes: RouteConfigEntry[] = [
  route('categories/:id', 'routes/catalog/category.tsx'),
  route('providers/:id', 'routes/catalog/provider.tsx'),
  route('providers/:id/products', 'routes/catalog/provider-products.tsx'),
  route('products/:id', 'routes/catalog/product.tsx'),
  route('search', 'routes/catalog/search.tsx'),
  route('favorites', 'routes/catalog/favorites.tsx'),
  route('stock-alerts', 'routes/catalog/stock-alerts.tsx'),
  route('offers', 'routes/catalog/collection.tsx', { id: 'offers' }),
  route('newly-added', 'routes/catalog/collection.tsx', { id: 'newly-added' }),
  route('most-selling', 'routes/catalog/collection.tsx', { id: 'most-selling' }),
];
