import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { catalogQueries, parseProductListParams } from '@matjar/catalog';
import { emptyStateMessages, loadCatalogue, validationMessages } from '@matjar/i18n';
import { Breadcrumbs, EmptyState, PageLayout, SearchIllustration } from '@matjar/ui';
import { localeOfRequest } from '../../lib/request-locale.js';
import { messageIn, pageMeta, pageUrls } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/search';
import { catalogPageMessages as m } from './catalog.messages.js';
import { ProductList } from './product-list.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { skeleton: 'grid', indexed: false, back: '/' };

// What to look at instead of no results: loaded only when a search finds nothing.
const HomeSuggestions = lazy(() => import('./home-suggestions.js'));

/** The search word of a request: trimmed, blank when absent. */
function searchWordOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim();
}

/** One page of results for the search word, sorted and filtered as the URL says. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchWordOf(url);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  await Promise.all([
    q
      ? queryClient.prefetchQuery(
          catalogQueries.products(
            api,
            locale,
            { kind: 'search', q },
            parseProductListParams(url.searchParams),
          ),
        )
      : undefined,
    loadCatalogue(locale),
  ]);
  return {
    q,
    isBlank: url.searchParams.has('q') && !q,
    dehydrated: dehydrate(queryClient),
    meta: {
      locale,
      title: q ? messageIn(locale, m.searchTitle, { q }) : messageIn(locale, m.searchPageTitle),
      description: messageIn(locale, m.searchDescription),
      urls: pageUrls(request, locale, ['q', 'page']),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ? pageMeta(data.meta) : [];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { q, isBlank } = loaderData;
  return (
    <PageLayout className="sf-catalog-page">
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(m.home), href: '/' },
          { label: intl.formatMessage(m.searchPageTitle) },
        ]}
      />
      <header className="sf-catalog-page__header">
        <h1 className="sf-catalog-page__title">
          {q ? intl.formatMessage(m.searchTitle, { q }) : intl.formatMessage(m.searchPageTitle)}
        </h1>
      </header>
      {q ? (
        <HydrationBoundary state={loaderData.dehydrated}>
          <ProductList
            key={q}
            source={{ kind: 'search', q }}
            hasControls
            emptyTitle={intl.formatMessage(emptyStateMessages.noSearchResults)}
            emptyBody={intl.formatMessage(m.noSearchResultsBody)}
            filteredEmptyTitle={intl.formatMessage(m.noFilteredProducts)}
            filteredEmptyBody={intl.formatMessage(m.noFilteredProductsBody)}
            emptyIllustration={<SearchIllustration />}
            whenEmpty={
              <Suspense fallback={null}>
                <HomeSuggestions idPrefix="search" />
              </Suspense>
            }
          />
        </HydrationBoundary>
      ) : (
        // The header's search box is the page's: a blank word sent without scripts is refused
        // here, in words.
        <EmptyState
          illustration={<SearchIllustration />}
          title={intl.formatMessage(m.searchPrompt)}
          description={
            isBlank ? (
              <span role="alert">{intl.formatMessage(validationMessages.searchWordRequired)}</span>
            ) : (
              intl.formatMessage(m.searchPromptBody)
            )
          }
        />
      )}
    </PageLayout>
  );
}
