import { useIntl } from 'react-intl';
import type { Home } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { catalogPaths } from '../catalog-paths.js';
import { CatalogSection } from '../catalog-section.js';
import { CategoryTiles } from '../category-tiles/category-tiles.js';
import { homeSectionsMessages as m } from '../messages.js';
import { ProductRail } from '../product-rail/product-rail.js';

export interface ShopSuggestionsProps {
  /** The store's home sections (`useHome`): its categories and best sellers are suggested. */
  home: Pick<Home, 'categories' | 'most_selling'>;
  /** Makes the sections' heading ids unique in the page ("search", "not-found"). */
  idPrefix: string;
}

/**
 * Where to go when a page found nothing (a search without results, a product or category that
 * does not exist): the store's categories and its best sellers, each a section named by its
 * heading. A part the store has nothing for is left out.
 *
 * @example
 * const home = useHome();
 * if (home.data) return <ShopSuggestions home={home.data} idPrefix="search" />;
 */
export function ShopSuggestions({ home, idPrefix }: ShopSuggestionsProps) {
  const intl = useIntl();
  return (
    <div className="catalog-suggestions">
      {home.categories.length > 0 ? (
        <CatalogSection
          headingId={`${idPrefix}-suggested-categories`}
          title={intl.formatMessage(m.categories)}
          state="filled"
        >
          <CategoryTiles categories={home.categories} />
        </CatalogSection>
      ) : null}
      {home.most_selling.length > 0 ? (
        <ProductRail
          headingId={`${idPrefix}-suggested-best-sellers`}
          title={intl.formatMessage(m.mostSelling)}
          products={home.most_selling}
          seeAllHref={catalogPaths.mostSelling}
          emptyMessage={intl.formatMessage(emptyStateMessages.noProducts)}
        />
      ) : null}
    </div>
  );
}
