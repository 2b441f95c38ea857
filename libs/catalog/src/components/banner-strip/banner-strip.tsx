import { useIntl } from 'react-intl';
import type { Banner } from '@matjar/api-client';
import { emptyStateMessages } from '@matjar/i18n';
import { EmptyState, useIsHydrated } from '@matjar/ui';
import { type CatalogLinkComponent, PlainCatalogLink, catalogPaths } from '../catalog-link.js';

/** The intrinsic size of a banner image (16:7), reserved before it loads. */
const BANNER_IMAGE_WIDTH = 800;
const BANNER_IMAGE_HEIGHT = 350;
/** The banners a screen shows on load: one and the start of the next on a phone, two wider. */
const BANNERS_SEEN_ON_LOAD = 2;

export interface BannerStripProps {
  banners: readonly Banner[];
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: CatalogLinkComponent;
}

/** The page a banner opens, or `null` when it links nowhere. */
function bannerHref(banner: Banner): string | null {
  if (banner.link_id === null) return null;
  switch (banner.link_type) {
    case 'product':
      return catalogPaths.product(banner.link_id);
    case 'category':
      return catalogPaths.category(banner.link_id);
    case 'provider':
      return catalogPaths.provider(banner.link_id);
    case 'none':
      return null;
  }
}

/**
 * The home page's banners in a row that scrolls sideways and snaps to each banner. A banner links
 * to its product, category or provider, and is a plain picture when it links nowhere. The first
 * banner is fetched first (it is the largest picture seen on load); the others load lazily. The
 * banners out of sight to the side are drawn, and their pictures asked for, once the app has
 * started (`data-deferred`, decision 021): before that, their pictures would share the network
 * with the stylesheet, the font and the first banner.
 *
 * @example
 * <BannerStrip banners={home.banners} LinkComponent={AppLink} />
 */
export function BannerStrip({ banners, LinkComponent: Link = PlainCatalogLink }: BannerStripProps) {
  const intl = useIntl();
  const isHydrated = useIsHydrated();
  if (banners.length === 0) {
    return (
      <EmptyState
        className="catalog-empty"
        title={intl.formatMessage(emptyStateMessages.noBanners)}
        headingLevel={3}
      />
    );
  }
  return (
    <ul className="catalog-rail catalog-banner-strip" data-variant="banners">
      {banners.map((banner, index) => {
        const href = bannerHref(banner);
        const image = (
          <img
            className="catalog-banner-strip__image"
            src={banner.image}
            alt={banner.title}
            width={BANNER_IMAGE_WIDTH}
            height={BANNER_IMAGE_HEIGHT}
            {...(index === 0
              ? { fetchPriority: 'high' as const }
              : { loading: 'lazy' as const, decoding: 'async' as const })}
          />
        );
        return (
          <li
            key={banner.id}
            className="catalog-rail__item"
            data-deferred={!isHydrated && index >= BANNERS_SEEN_ON_LOAD ? '' : undefined}
          >
            {href === null ? (
              <div className="catalog-banner-strip__banner">{image}</div>
            ) : (
              <Link to={href} className="catalog-banner-strip__banner">
                {image}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
