import { useIntl } from 'react-intl';
import type { ProviderDetails } from '@matjar/api-client';
import { emptyStateMessages, useFormatters } from '@matjar/i18n';
import { Link, Rating } from '@matjar/ui';
import { providerHeaderMessages as m } from './messages.js';

/** The intrinsic size of the cover (3 : 1), reserved before it loads. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 400;
/** The intrinsic size of the round logo (twice its CSS size, for sharp screens). */
const LOGO_SIZE = 192;

export interface ProviderHeaderProps {
  provider: ProviderDetails;
  /** The page of all the store's products; no "All products" link without it. */
  productsHref?: string;
}

/**
 * The top of a store's page: cover, logo, name (the page's `h1`), rating with its number of
 * reviews, city, address, description, categories and number of products, and a link to all its
 * products. The cover and logo keep their size while they load, so nothing below them moves.
 *
 * @example
 * <ProviderHeader
 *   provider={provider}
 *   productsHref={`/providers/${provider.id}/products`}
 * />
 */
export function ProviderHeader({ provider, productsHref }: ProviderHeaderProps) {
  const intl = useIntl();
  const format = useFormatters();
  const isRated = provider.rating > 0 || provider.reviews_count > 0;
  return (
    <header className="catalog-provider-header">
      <img
        className="catalog-provider-header__cover"
        src={provider.cover}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        fetchPriority="high"
      />
      <div className="catalog-provider-header__identity">
        <img
          className="catalog-provider-header__logo"
          src={provider.image}
          alt=""
          width={LOGO_SIZE}
          height={LOGO_SIZE}
        />
        <div className="catalog-provider-header__title">
          <h1 className="catalog-provider-header__name">{provider.name}</h1>
          {isRated ? (
            <Rating value={provider.rating} count={provider.reviews_count} size="md" />
          ) : (
            <p className="catalog-provider-header__unrated">
              {intl.formatMessage(emptyStateMessages.noRatings)}
            </p>
          )}
        </div>
        {productsHref ? (
          <Link
            to={productsHref}
            className="catalog-provider-header__all"
            aria-label={intl.formatMessage(m.allProductsLabel, { name: provider.name })}
            prefetch="intent"
          >
            {intl.formatMessage(m.allProducts)}
          </Link>
        ) : null}
      </div>
      {provider.description ? (
        <p className="catalog-provider-header__description" dir="auto">
          {provider.description}
        </p>
      ) : null}
      <dl className="catalog-provider-header__facts">
        <div className="catalog-provider-header__fact">
          <dt>{intl.formatMessage(m.city)}</dt>
          <dd>{provider.city}</dd>
        </div>
        {provider.address ? (
          <div className="catalog-provider-header__fact">
            <dt>{intl.formatMessage(m.address)}</dt>
            <dd>
              <bdi>{provider.address}</bdi>
            </dd>
          </div>
        ) : null}
        <div className="catalog-provider-header__fact">
          <dt>{intl.formatMessage(m.productsCount)}</dt>
          <dd>
            <bdi>{format.number(provider.products_count)}</bdi>
          </dd>
        </div>
        {provider.categories.length > 0 ? (
          <div className="catalog-provider-header__fact" data-wide="">
            <dt>{intl.formatMessage(m.categories)}</dt>
            <dd>
              <ul className="catalog-provider-header__categories">
                {provider.categories.map((category) => (
                  <li key={category.id} className="catalog-provider-header__category">
                    {category.name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
