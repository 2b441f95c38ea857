import { SkeletonGroup } from '@matjar/ui';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton.js';

export interface ProductGridSkeletonProps {
  /** How many placeholder cards to show. Default 10: two rows on a wide screen. */
  count?: number;
}

/**
 * A product grid while it loads: card-shaped skeletons in the same grid and boxes as
 * `ProductGrid`, so nothing moves when the products arrive. Says "Loading…" once to assistive
 * technology.
 *
 * @example
 * <Suspense fallback={<ProductGridSkeleton count={PRODUCTS_PER_PAGE} />}><Products /></Suspense>
 */
export function ProductGridSkeleton({ count = 10 }: ProductGridSkeletonProps) {
  return (
    <SkeletonGroup>
      <ul className="catalog-product-grid" data-state="loading">
        {Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => (
          <li key={index} className="catalog-product-grid__item">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}
