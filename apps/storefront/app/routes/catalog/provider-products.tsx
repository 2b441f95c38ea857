import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { catalogPaths, catalogQueries, parseProductListParams, useProvider } from '@matjar/catalog';
import { loadCatalogue } from '@matjar/i18n';
import { Breadcrumbs, PageLayout, Rating, Skeleton } from '@matjar/ui';
import { localeOfRequest } from '../../lib/request-locale.js';
import {
  routeId,
  throwIfNotFound,
  pageAnswer,
  retryAfterHeaders,
} from '../../lib/route-data.server.js';
import { messageIn, pageMeta, pageUrls } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/provider-products';
import { catalogPageMessages as m } from './catalog.messages.js';
import { ProductList } from './product-list.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = {
  skeleton: 'grid',
  back: (params) => `/providers/${params['id'] ?? ''}`,
};

/** The provider and one page of its products, sorted and filtered as the URL says. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const provider = catalogQueries.provider(api, locale, id);
  const query = parseProductListParams(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(provider),
    queryClient.prefetchQuery(
      catalogQueries.products(api, locale, { kind: 'provider', id }, query),
    ),
    loadCatalogue(locale),
  ]);
  throwIfNotFound(queryClient, provider.queryKey);
  const details = queryClient.getQueryData(provider.queryKey);
  return pageAnswer(
    {
      id,
      dehydrated: dehydrate(queryClient),
      meta: details
        ? {
            locale,
            title: messageIn(locale, m.providerProductsTitle, { name: details.name }),
            description: messageIn(locale, m.providerDescription, {
              name: details.name,
              city: details.city,
            }),
            urls: pageUrls(request, locale, ['page']),
            image: details.image,
          }
        : undefined,
    },
    queryClient,
    provider.queryKey,
  );
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ? pageMeta(data.meta) : [];
}

function ProviderProductsContent({ id }: { id: number }) {
  const intl = useIntl();
  const provider = useProvider(id);
  const name = provider.data?.name;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(m.home), href: '/' },
          ...(name ? [{ label: name, href: catalogPaths.provider(id) }] : []),
          { label: intl.formatMessage(m.providerProducts) },
        ]}
      />
      <header className="sf-catalog-page__header">
        {name ? (
          <>
            <h1 className="sf-catalog-page__title">
              {intl.formatMessage(m.providerProductsTitle, { name })}
            </h1>
            {provider.data && provider.data.reviews_count > 0 ? (
              <Rating value={provider.data.rating} count={provider.data.reviews_count} />
            ) : null}
          </>
        ) : (
          <Skeleton shape="text" className="sf-catalog-page__title-skeleton" />
        )}
      </header>
      <ProductList
        source={{ kind: 'provider', id }}
        hasControls
        emptyTitle={intl.formatMessage(m.noProviderProducts)}
        filteredEmptyTitle={intl.formatMessage(m.noFilteredProducts)}
        filteredEmptyBody={intl.formatMessage(m.noFilteredProductsBody)}
      />
    </>
  );
}

export default function ProviderProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout className="sf-catalog-page">
      <HydrationBoundary state={loaderData.dehydrated}>
        <ProviderProductsContent key={loaderData.id} id={loaderData.id} />
      </HydrationBoundary>
    </PageLayout>
  );
}

export const headers = retryAfterHeaders;
