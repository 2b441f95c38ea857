import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  ProductRail,
  ProviderHeader,
  catalogPaths,
  catalogQueries,
  useProductList,
  useProvider,
} from '@matjar/catalog';
import { emptyStateMessages, loadCatalogue } from '@matjar/i18n';
import { Breadcrumbs, ErrorState, PageLayout, Skeleton } from '@matjar/ui';
import { localeOfRequest } from '../../lib/request-locale.js';
import {
  routeId,
  throwIfNotFound,
  pageAnswer,
  retryAfterHeaders,
} from '../../lib/route-data.server.js';
import { messageIn, pageMeta, pageUrls, summaryOf } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/provider';
import { catalogPageMessages as m } from './catalog.messages.js';
import '@matjar/catalog/providers.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { skeleton: 'grid', back: '/' };

const bestSellers = { sort: 'best_selling' } as const;

/** The provider and its best sellers are rendered on the server. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const provider = catalogQueries.provider(api, locale, id);
  await Promise.all([
    queryClient.prefetchQuery(provider),
    queryClient.prefetchQuery(
      catalogQueries.products(api, locale, { kind: 'provider', id }, bestSellers),
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
            title: details.name,
            description: summaryOf(
              details.description ||
                messageIn(locale, m.providerDescription, {
                  name: details.name,
                  city: details.city,
                }),
            ),
            urls: pageUrls(request, locale),
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

function ProviderProductsRail({ id }: { id: number }) {
  const intl = useIntl();
  const list = useProductList({ kind: 'provider', id }, bestSellers);
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton shape="rect" aspectRatio="4 / 1" />;
  return (
    <ProductRail
      title={intl.formatMessage(m.providerProducts)}
      headingId="sf-provider-products"
      products={list.data.data.slice(0, 10)}
      seeAllHref={`${catalogPaths.provider(id)}/products`}
      emptyMessage={intl.formatMessage(emptyStateMessages.noProducts)}
    />
  );
}

function ProviderContent({ id }: { id: number }) {
  const intl = useIntl();
  const provider = useProvider(id);
  if (provider.isError && !provider.data) {
    return <ErrorState onRetry={() => void provider.refetch()} />;
  }
  if (!provider.data) return <Skeleton shape="rect" aspectRatio="4 / 1" />;
  return (
    <>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(m.home), href: '/' }, { label: provider.data.name }]}
      />
      <ProviderHeader
        provider={provider.data}
        productsHref={`${catalogPaths.provider(id)}/products`}
      />
      <ProviderProductsRail id={id} />
    </>
  );
}

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout className="sf-catalog-page">
      <HydrationBoundary state={loaderData.dehydrated}>
        <ProviderContent key={loaderData.id} id={loaderData.id} />
      </HydrationBoundary>
    </PageLayout>
  );
}

export const headers = retryAfterHeaders;
