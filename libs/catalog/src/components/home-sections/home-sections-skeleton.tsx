import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton, SkeletonGroup } from '@matjar/ui';
import { CatalogSection } from '../catalog-section.js';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton.js';
import { homeSectionsMessages as m } from '../messages.js';
import { homeHeadingIds } from './home-heading-ids.js';

type Variant = 'banners' | 'categories' | 'providers' | 'products';

const counts: Record<Variant, number> = { banners: 3, categories: 8, providers: 6, products: 6 };

/** One placeholder in the boxes of the real item, so the band keeps its size when data arrives. */
function SkeletonItem({ variant }: { variant: Variant }) {
  switch (variant) {
    case 'banners':
      return (
        <div className="catalog-banner-strip__banner">
          <Skeleton shape="rect" aspectRatio="3 / 1" />
        </div>
      );
    case 'categories':
      return (
        <div className="catalog-category-tile" data-state="loading">
          <Skeleton
            shape="circle"
            size="var(--catalog-category-icon-size)"
            className="catalog-category-tile__image"
          />
          <div className="catalog-category-tile__name">
            <Skeleton inlineSize="3.5rem" />
          </div>
        </div>
      );
    case 'providers':
      return (
        <div className="catalog-provider-card" data-state="loading">
          <Skeleton shape="circle" size="4rem" className="catalog-provider-card__logo" />
          <div className="catalog-provider-card__name">
            <Skeleton inlineSize="6rem" />
          </div>
          <div className="catalog-provider-card__city">
            <Skeleton inlineSize="3.5rem" />
          </div>
          <div className="catalog-provider-card__rating">
            <Skeleton inlineSize="5rem" />
          </div>
        </div>
      );
    case 'products':
      return <ProductCardSkeleton />;
  }
}

function SkeletonRail({ variant }: { variant: Variant }): ReactNode {
  return (
    <SkeletonGroup>
      <ul className="catalog-rail" data-variant={variant}>
        {Array.from({ length: counts[variant] }, (_, index) => (
          <li key={index} className="catalog-rail__item">
            <SkeletonItem variant={variant} />
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

const bands = [
  { key: 'banners', variant: 'banners', isTitleHidden: true },
  { key: 'categories', variant: 'categories', isTitleHidden: false },
  { key: 'offers', variant: 'products', isTitleHidden: false },
  { key: 'providers', variant: 'providers', isTitleHidden: false },
  { key: 'newlyAdded', variant: 'products', isTitleHidden: false },
  { key: 'mostSelling', variant: 'products', isTitleHidden: false },
] as const satisfies readonly {
  key: keyof typeof homeHeadingIds & keyof typeof m;
  variant: Variant;
  isTitleHidden: boolean;
}[];

/**
 * The home page's bands while they load: the same headings and the same boxes as
 * `HomeSections`, filled with skeletons, so nothing moves when the content arrives.
 *
 * @example
 * <Suspense fallback={<HomeSectionsSkeleton />}><HomeSectionsFromServer /></Suspense>
 */
export function HomeSectionsSkeleton() {
  const intl = useIntl();
  return (
    <div className="catalog-home" data-state="loading">
      {bands.map((band) => (
        <CatalogSection
          key={band.key}
          headingId={homeHeadingIds[band.key]}
          title={intl.formatMessage(m[band.key])}
          isTitleHidden={band.isTitleHidden}
          state="loading"
        >
          <SkeletonRail variant={band.variant} />
        </CatalogSection>
      ))}
    </div>
  );
}
