import type { ReactNode } from 'react';
import type { Product } from '@matjar/api-client';
import { EmptyState, HydrateLater } from '@matjar/ui';
import { ProductCard } from '../product-card/product-card.js';

export interface ProductGridProps {
  products: readonly Product[];
  /** What the empty state says when there are no products ("No results match your search"). */
  emptyTitle: string;
  /** What the customer can do about it ("Try other words or fewer filters"). */
  emptyBody?: string;
  /** The empty state's picture (ui's `SearchIllustration`, `FavoritesIllustration`…); a box by default. */
  emptyIllustration?: ReactNode;
  /** How many of the first cards, those seen on load, fetch their image first. Default 1. */
  priorityCount?: number;
  /** A control over each card's image, usually a `FavoriteButton` for the product. */
  favoriteSlot?: (product: Product) => ReactNode;
}

/**
 * Products as a grid of cards: two columns on a phone, up to five on a wide screen, or the empty
 * state when there are none. For the category, store, search, offers and favorites pages.
 *
 * @example
 * <ProductGrid
 *   products={page.data}
 *   emptyTitle={intl.formatMessage(emptyStateMessages.noCategoryProducts)}
 *   favoriteSlot={(product) => <FavoriteButton … productName={product.name} />}
 * />
 */
export function ProductGrid({
  products,
  emptyTitle,
  emptyBody,
  emptyIllustration,
  priorityCount = 1,
  favoriteSlot,
}: ProductGridProps) {
  if (products.length === 0) {
    return (
      <EmptyState
        className="catalog-empty"
        illustration={emptyIllustration}
        title={emptyTitle}
        description={emptyBody}
      />
    );
  }
  return (
    <ul className="catalog-product-grid">
      {/* Up to 30 cards: live after the page around them, in slices (see `HydrateLater`). */}
      <HydrateLater>
        {products.map((product, index) => (
          <li key={product.id} className="catalog-product-grid__item">
            <ProductCard
              product={product}
              isPriority={index < priorityCount}
              actionSlot={favoriteSlot?.(product)}
            />
          </li>
        ))}
      </HydrateLater>
    </ul>
  );
}
