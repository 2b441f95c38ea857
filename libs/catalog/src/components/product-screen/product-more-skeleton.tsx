import { Skeleton, SkeletonGroup } from '@matjar/ui';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton.js';

/**
 * The product's reviews and similar products while their code comes (a product opened in the
 * app): a heading, a few lines and a rail of card skeletons, about as tall as what follows.
 */
export function ProductMoreSkeleton() {
  return (
    <SkeletonGroup className="catalog-product-more" data-state="loading">
      <Skeleton inlineSize="10rem" />
      <Skeleton lines={3} />
      <ul className="catalog-rail" data-variant="products">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="catalog-rail__item">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}
