import { Skeleton, SkeletonGroup } from '@matjar/ui';

/**
 * The product's page while it loads, in the same frame as the page: the gallery's square beside
 * (below, on phones) the name, price and purchase box. Drawn by `ProductScreen` and by an app's
 * navigation skeleton, so the page does not move when it comes.
 */
export function ProductScreenSkeleton() {
  return (
    <SkeletonGroup className="catalog-product-page">
      <Skeleton shape="rect" aspectRatio={1} />
      <div className="catalog-product-page__summary">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="rect" aspectRatio="4 / 1" />
      </div>
    </SkeletonGroup>
  );
}
