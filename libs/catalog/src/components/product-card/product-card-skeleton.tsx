import { Skeleton } from '@matjar/ui';

/**
 * A product card while its product loads: the same boxes as `ProductCard`, so nothing moves when
 * the product arrives (used by the home rails and the product grid).
 */
export function ProductCardSkeleton() {
  return (
    <div className="catalog-product-card" data-state="loading">
      <div className="catalog-product-card__media">
        <Skeleton shape="rect" aspectRatio={1} />
      </div>
      <div className="catalog-product-card__body">
        <div className="catalog-product-card__name">
          <Skeleton lines={2} />
        </div>
        <div className="catalog-product-card__provider">
          <Skeleton inlineSize="60%" />
        </div>
        <div className="catalog-product-card__price">
          <Skeleton inlineSize="45%" />
        </div>
        <div className="catalog-product-card__rating">
          <Skeleton inlineSize="55%" />
        </div>
      </div>
    </div>
  );
}
