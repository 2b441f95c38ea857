import { useIntl } from 'react-intl';
import type { Provider } from '@matjar/api-client';
import { EmptyState, Rating } from '@matjar/ui';
import { type CatalogLinkComponent, PlainCatalogLink, catalogPaths } from '../catalog-link.js';
import { providerCardsMessages as m } from '../messages.js';

/** The intrinsic size of a store's round logo (twice its CSS size, for sharp screens). */
const PROVIDER_LOGO_SIZE = 128;

export interface ProviderCardsProps {
  providers: readonly Provider[];
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: CatalogLinkComponent;
}

/**
 * Stores as cards (logo, name, city and rating) in a row that scrolls sideways; each opens the
 * store's page. The logo is decorative: the name says where the link goes.
 *
 * @example
 * <ProviderCards providers={home.providers} LinkComponent={AppLink} />
 */
export function ProviderCards({
  providers,
  LinkComponent: Link = PlainCatalogLink,
}: ProviderCardsProps) {
  const intl = useIntl();
  if (providers.length === 0) {
    return (
      <EmptyState className="catalog-empty" title={intl.formatMessage(m.empty)} headingLevel={3} />
    );
  }
  return (
    <ul className="catalog-rail catalog-provider-cards" data-variant="providers">
      {providers.map((provider) => {
        const isRated = provider.rating > 0 || provider.reviews_count > 0;
        return (
          <li key={provider.id} className="catalog-rail__item">
            <Link to={catalogPaths.provider(provider.id)} className="catalog-provider-card">
              <img
                className="catalog-provider-card__logo"
                src={provider.image}
                alt=""
                width={PROVIDER_LOGO_SIZE}
                height={PROVIDER_LOGO_SIZE}
                loading="lazy"
                decoding="async"
              />
              <span className="catalog-provider-card__name">{provider.name}</span>
              <span className="catalog-provider-card__city">{provider.city}</span>
              <span className="catalog-provider-card__rating">
                {isRated ? (
                  <Rating value={provider.rating} count={provider.reviews_count} size="sm" />
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
