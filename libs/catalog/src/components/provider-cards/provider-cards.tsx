import { useIntl } from 'react-intl';
import type { Provider } from '@matjar/api-client';
import { EmptyState, Link, Rating } from '@matjar/ui';
import { catalogPaths } from '../catalog-paths.js';
import { providerCardsMessages as m } from '../messages.js';

/** The intrinsic size of a store's round logo (twice its CSS size, for sharp screens). */
const PROVIDER_LOGO_SIZE = 128;

export interface ProviderCardsProps {
  providers: readonly Provider[];
}

/**
 * Stores as cards (logo, name, city and rating) in a row that scrolls sideways; each opens the
 * store's page. The logo is decorative: the name says where the link goes.
 *
 * @example
 * <ProviderCards providers={home.providers} />
 */
export function ProviderCards({ providers }: ProviderCardsProps) {
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
