import { useIntl } from 'react-intl';
import type { Product } from '@matjar/api-client';
import { EmptyState, HydrateLater, Link } from '@matjar/ui';
import { CatalogSection } from '../catalog-section.js';
import { productRailMessages as m } from '../messages.js';
import { ProductCard } from '../product-card/product-card.js';

/** How many cards of a priority rail fetch their image first: those seen on load. */
const PRIORITY_CARDS = 2;

export interface ProductRailProps {
  /** The section's heading, already in the user's language. */
  title: string;
  products: readonly Product[];
  /** The page listing every product of the rail; no "See all" link without it. */
  seeAllHref?: string;
  /** What the empty state says when there are no products ("No offers right now"). */
  emptyMessage: string;
  /** The id of the heading, which names the section. Unique in the page. */
  headingId: string;
  /** The rail is seen on load: its first two images are fetched first instead of lazily. */
  isPriority?: boolean;
}

/**
 * A titled row of product cards that scrolls sideways (snapping to cards, in the reading
 * direction), with a "See all" link to the full list, or the empty state when there are none.
 *
 * @example
 * <ProductRail
 *   headingId="home-offers"
 *   title={intl.formatMessage(homeSectionsMessages.offers)}
 *   products={home.offers}
 *   seeAllHref="/offers"
 *   emptyMessage={intl.formatMessage(emptyStateMessages.noOffers)}
 * />
 */
export function ProductRail({
  title,
  products,
  seeAllHref,
  emptyMessage,
  headingId,
  isPriority = false,
}: ProductRailProps) {
  const intl = useIntl();
  const hasProducts = products.length > 0;
  return (
    <CatalogSection
      headingId={headingId}
      title={title}
      state={hasProducts ? 'filled' : 'empty'}
      action={
        seeAllHref && hasProducts ? (
          <Link
            to={seeAllHref}
            className="catalog-section__see-all"
            aria-label={intl.formatMessage(m.seeAllLabel, { title })}
            prefetch="intent"
          >
            {intl.formatMessage(m.seeAll)}
          </Link>
        ) : null
      }
    >
      {hasProducts ? (
        <ul className="catalog-rail" data-variant="products">
          {/* Live after the page around them, in slices (see `HydrateLater`). */}
          <HydrateLater>
            {products.map((product, index) => (
              <li key={product.id} className="catalog-rail__item">
                <ProductCard product={product} isPriority={isPriority && index < PRIORITY_CARDS} />
              </li>
            ))}
          </HydrateLater>
        </ul>
      ) : (
        <EmptyState className="catalog-empty" title={emptyMessage} headingLevel={3} />
      )}
    </CatalogSection>
  );
}
