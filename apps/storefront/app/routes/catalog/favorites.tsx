import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { useAuthState, signInPathFor } from '@matjar/auth';
import {
  FavoriteToggle,
  ProductGrid,
  ProductGridSkeleton,
  parseProductListParams,
  useFavorites,
} from '@matjar/catalog';
import { validationMessages } from '@matjar/i18n';
import {
  Breadcrumbs,
  EmptyState,
  ErrorState,
  FavoritesIllustration,
  PageLayout,
  Pagination,
} from '@matjar/ui';
import { metaLocale, messageIn, pageMeta } from '../../lib/seo.js';
import { AppLink } from '../../shell/app-link.js';
import { shellMessages } from '../../shell/messages.js';
import type { Route } from './+types/favorites';
import { catalogPageMessages as m } from './catalog.messages.js';
import { AccountFrame } from '../../shell/account-frame.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { cache: 'no-store', skeleton: 'grid', back: '/profile' };

// What to look at instead of an empty list: loaded only when it is empty.
const HomeSuggestions = lazy(() => import('./home-suggestions.js'));

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.favoritesTitle),
    description: messageIn(locale, m.favoritesDescription),
  });
}

function FavoritesList() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const page = parseProductListParams(searchParams).page ?? 1;
  const favorites = useFavorites(page);
  if (favorites.data) {
    return (
      <>
        <ProductGrid
          products={favorites.data.data}
          emptyTitle={intl.formatMessage(m.noFavorites)}
          emptyBody={intl.formatMessage(m.noFavoritesBody)}
          emptyIllustration={<FavoritesIllustration />}
          favoriteSlot={(product) => <FavoriteToggle product={product} />}
        />
        <Pagination
          page={favorites.data.pagination.current_page}
          pageCount={favorites.data.pagination.last_page}
        />
        {favorites.data.data.length === 0 && page === 1 ? (
          <Suspense fallback={null}>
            <HomeSuggestions idPrefix="favorites" withRecentlyViewed />
          </Suspense>
        ) : null}
      </>
    );
  }
  if (favorites.isError) return <ErrorState onRetry={() => void favorites.refetch()} />;
  return <ProductGridSkeleton count={8} />;
}

/** The customer's favorites; a visitor is invited to sign in, and comes back here after. */
export default function FavoritesPage() {
  const intl = useIntl();
  const location = useLocation();
  const { isLoggedIn } = useAuthState();
  return (
    <AccountFrame>
      <PageLayout className="sf-catalog-page">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.home), href: '/' },
            { label: intl.formatMessage(m.favoritesTitle) },
          ]}
        />
        <header className="sf-catalog-page__header">
          <h1 className="sf-catalog-page__title">{intl.formatMessage(m.favoritesTitle)}</h1>
        </header>
        {isLoggedIn ? (
          <FavoritesList />
        ) : (
          <EmptyState
            illustration={<FavoritesIllustration />}
            title={intl.formatMessage(validationMessages.signInFirst)}
            description={intl.formatMessage(m.favoritesDescription)}
            action={
              <AppLink
                className="mj-button"
                to={signInPathFor(`${location.pathname}${location.search}`)}
              >
                {intl.formatMessage(shellMessages.signIn)}
              </AppLink>
            }
          />
        )}
      </PageLayout>
    </AccountFrame>
  );
}
