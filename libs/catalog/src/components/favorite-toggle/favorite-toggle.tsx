import { FavoriteButton } from '../favorite-button/favorite-button.js';
import { useFavoritesControl } from './favorites-provider.js';

export interface FavoriteToggleProps {
  product: { id: number; name: string };
  size?: 'small' | 'large';
}

/**
 * The heart of a product card or page, connected to the customer's favorites (through the
 * nearest `FavoritesProvider`): every heart of the product changes at once.
 *
 * @example
 * <ProductCard product={product} actionSlot={<FavoriteToggle product={product} />} />
 */
export function FavoriteToggle({ product, size = 'small' }: FavoriteToggleProps) {
  const favorites = useFavoritesControl();
  if (!favorites) {
    throw new Error(
      'FavoriteToggle was rendered outside a <FavoritesProvider>: place a FavoritesProvider above it.',
    );
  }
  return (
    <FavoriteButton
      isFavorite={favorites.isFavorite(product.id)}
      productName={product.name}
      size={size}
      isPending={favorites.isPending(product.id)}
      onToggle={() => favorites.toggle(product.id)}
    />
  );
}
