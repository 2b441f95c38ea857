import { type ReactNode, memo } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@matjar/api-client';
import { Link, Price, Rating } from '@matjar/ui';
import { catalogPaths } from '../catalog-paths.js';
import { FavoriteToggle } from '../favorite-toggle/favorite-toggle.js';
import { useHasFavorites } from '../favorite-toggle/favorites-provider.js';
import { productCardMessages as m } from '../messages.js';
import { useProductCardActions } from './product-card-actions.js';
import { QuickAddButton } from './quick-add-button.js';

/** The intrinsic size of a card's square image, reserved before it loads. */
const PRODUCT_IMAGE_SIZE = 320;

export interface ProductCardProps {
  product: Product;
  /** The card is seen first on load: its image is fetched first instead of lazily. */
  isPriority?: boolean;
  /**
   * A control over the image's top corner where lines end (a `FavoriteButton`). It is placed
   * beside the card's link, not inside it, so the link holds no interactive element. By default,
   * under a `FavoritesProvider`, the product's `FavoriteToggle`; `null` shows none.
   */
  actionSlot?: ReactNode;
}

/**
 * A product as lists show it: image, name, store, price (with the price before a discount),
 * rating and an "Out of stock" badge. The whole card is one link to the product's page, so its
 * name tells screen readers everything the card shows. Over the picture, beside the link: the
 * heart (under a `FavoritesProvider`) at the top corner where lines end, and, when the app gives a
 * quick add (`ProductCardActionsProvider`) and the product is in stock, an "Add to cart" button at
 * the bottom corner. Neither makes the card taller.
 *
 * A card is drawn again only when its props or what it reads (the quick add, the favorites)
 * change: a page of cards that renders again for anything else (the router after the app starts,
 * a filter's panel, a header's menu) leaves them as they are. Give it the same `product` object
 * while the product is the same (the query cache and the loaders do).
 *
 * @example
 * <ProductCard product={product} />
 */
export const ProductCard = memo(function ProductCard({
  product,
  isPriority = false,
  actionSlot,
}: ProductCardProps) {
  const intl = useIntl();
  const hasFavorites = useHasFavorites();
  const { onQuickAdd, isQuickAdding } = useProductCardActions();
  const isRated = product.rating > 0 || product.reviews_count > 0;
  const isDiscounted = product.price_before_discount > product.price;
  const card = (
    <Link to={catalogPaths.product(product.id)} className="catalog-product-card">
      <span
        className="catalog-product-card__media"
        data-state={product.is_available ? 'available' : 'out-of-stock'}
      >
        <img
          className="catalog-product-card__image"
          src={product.image}
          alt={product.name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          {...(isPriority
            ? { fetchPriority: 'high' as const }
            : { loading: 'lazy' as const, decoding: 'async' as const })}
        />
        {product.is_available ? null : (
          <span className="catalog-product-card__badge">{intl.formatMessage(m.outOfStock)}</span>
        )}
      </span>
      <span className="catalog-product-card__body">
        <span className="catalog-product-card__name">{product.name}</span>
        <span className="catalog-product-card__provider">{product.provider.name}</span>
        <Price
          className="catalog-product-card__price"
          size="sm"
          amount={product.price}
          originalAmount={isDiscounted ? product.price_before_discount : undefined}
          discountPercent={isDiscounted && product.discount > 0 ? product.discount : undefined}
        />
        <span className="catalog-product-card__rating">
          {isRated ? (
            <Rating value={product.rating} count={product.reviews_count} size="sm" />
          ) : null}
        </span>
      </span>
    </Link>
  );
  const ownFavorite = hasFavorites ? <FavoriteToggle product={product} /> : null;
  const favorite = actionSlot === undefined ? ownFavorite : actionSlot;
  const hasFavorite = favorite !== null && favorite !== false;
  const canQuickAdd = onQuickAdd !== undefined && product.is_available;
  if (!hasFavorite && !canQuickAdd) return card;
  return (
    <div className="catalog-product-card-frame">
      {card}
      <div className="catalog-product-card-frame__over-media">
        {hasFavorite ? <div className="catalog-product-card-frame__action">{favorite}</div> : null}
        {canQuickAdd ? (
          <div className="catalog-product-card-frame__quick-add">
            <QuickAddButton
              productName={product.name}
              isPending={isQuickAdding?.(product.id) ?? false}
              onAdd={() => onQuickAdd(product)}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
});
