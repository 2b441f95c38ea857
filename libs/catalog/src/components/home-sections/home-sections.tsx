import { useIntl } from 'react-intl';
import type { Home } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { BannerStrip } from '../banner-strip/banner-strip.js';
import { catalogPaths } from '../catalog-paths.js';
import { CatalogSection } from '../catalog-section.js';
import { CategoryTiles } from '../category-tiles/category-tiles.js';
import { homeSectionsMessages as m } from '../messages.js';
import { ProductRail } from '../product-rail/product-rail.js';
import { ProviderCards } from '../provider-cards/provider-cards.js';
import { homeHeadingIds } from './home-heading-ids.js';

export interface HomeSectionsProps {
  home: Home;
}

/**
 * The bands of the home page: the banner carousel, the categories as round icons, offers (so that
 * a phone's first screen shows banners, categories and the first products), stores, newly added
 * and best sellers, each a region named by its heading, with its own empty state when it has
 * nothing.
 * `HomeSectionsSkeleton` holds the same places while the sections load.
 *
 * @example
 * const home = useHome();
 * return home.data ? <HomeSections home={home.data} /> : <HomeSectionsSkeleton />;
 */
export function HomeSections({ home }: HomeSectionsProps) {
  const intl = useIntl();
  const stateOf = (items: readonly unknown[]) => (items.length > 0 ? 'filled' : 'empty');
  return (
    <div className="catalog-home">
      <CatalogSection
        headingId={homeHeadingIds.banners}
        title={intl.formatMessage(m.banners)}
        isTitleHidden
        state={stateOf(home.banners)}
      >
        <BannerStrip banners={home.banners} labelledBy={homeHeadingIds.banners} />
      </CatalogSection>
      <CatalogSection
        headingId={homeHeadingIds.categories}
        title={intl.formatMessage(m.categories)}
        state={stateOf(home.categories)}
      >
        <CategoryTiles categories={home.categories} />
      </CatalogSection>
      <ProductRail
        headingId={homeHeadingIds.offers}
        title={intl.formatMessage(m.offers)}
        products={home.offers}
        seeAllHref={catalogPaths.offers}
        emptyMessage={intl.formatMessage(emptyStateMessages.noOffers)}
      />
      <CatalogSection
        headingId={homeHeadingIds.providers}
        title={intl.formatMessage(m.providers)}
        state={stateOf(home.providers)}
      >
        <ProviderCards providers={home.providers} />
      </CatalogSection>
      <ProductRail
        headingId={homeHeadingIds.newlyAdded}
        title={intl.formatMessage(m.newlyAdded)}
        products={home.newly_added}
        seeAllHref={catalogPaths.newlyAdded}
        emptyMessage={intl.formatMessage(emptyStateMessages.noProducts)}
      />
      <ProductRail
        headingId={homeHeadingIds.mostSelling}
        title={intl.formatMessage(m.mostSelling)}
        products={home.most_selling}
        seeAllHref={catalogPaths.mostSelling}
        emptyMessage={intl.formatMessage(emptyStateMessages.noProducts)}
      />
    </div>
  );
}
