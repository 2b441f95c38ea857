import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import {
  catalogPaths,
  catalogQueries,
  homeSectionsMessages,
  parseProductListParams,
} from '@matjar/catalog';
import { Breadcrumbs, PageLayout } from '@matjar/ui';
import { emptyStateMessages, loadCatalogue } from '@matjar/i18n';
import { localeOfRequest } from '../../lib/request-locale.js';
import { messageIn, pageMeta, pageUrls } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/collection';
import { catalogPageMessages as m } from './catalog.messages.js';
import { ProductList } from './product-list.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { skeleton: 'grid', back: '/' };

type CollectionKind = 'offers' | 'newlyAdded' | 'mostSelling';

interface Collection {
  kind: CollectionKind;
  title: MessageDescriptor;
  description: MessageDescriptor;
  empty: MessageDescriptor;
}

/** The "see all" lists of the home page, by path. */
const collections: Record<string, Collection> = {
  [catalogPaths.offers]: {
    kind: 'offers',
    title: homeSectionsMessages.offers,
    description: m.offersDescription,
    empty: emptyStateMessages.noOffers,
  },
  [catalogPaths.newlyAdded]: {
    kind: 'newlyAdded',
    title: homeSectionsMessages.newlyAdded,
    description: m.newlyAddedDescription,
    empty: emptyStateMessages.noProducts,
  },
  [catalogPaths.mostSelling]: {
    kind: 'mostSelling',
    title: homeSectionsMessages.mostSelling,
    description: m.mostSellingDescription,
    empty: emptyStateMessages.noProducts,
  },
};

function collectionOf(pathname: string): Collection {
  const collection = collections[pathname.replace(/\/$/, '')];
  if (!collection) throw data(null, { status: 404 });
  return collection;
}

/** One page of offers, newly added or best sellers, rendered on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const collection = collectionOf(url.pathname);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const { page } = parseProductListParams(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(
      catalogQueries.products(api, locale, { kind: collection.kind }, { page }),
    ),
    loadCatalogue(locale),
  ]);
  return {
    path: url.pathname,
    dehydrated: dehydrate(queryClient),
    meta: {
      locale,
      title: messageIn(locale, collection.title),
      description: messageIn(locale, collection.description),
      urls: pageUrls(request, locale, ['page']),
    },
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return loaderData?.meta ? pageMeta(loaderData.meta) : [];
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const collection = collectionOf(loaderData.path);
  const title = intl.formatMessage(collection.title);
  return (
    <PageLayout className="sf-catalog-page">
      <Breadcrumbs items={[{ label: intl.formatMessage(m.home), href: '/' }, { label: title }]} />
      <header className="sf-catalog-page__header">
        <h1 className="sf-catalog-page__title">{title}</h1>
        <p className="sf-catalog-page__lead">{intl.formatMessage(collection.description)}</p>
      </header>
      <HydrationBoundary state={loaderData.dehydrated}>
        <ProductList
          key={collection.kind}
          source={{ kind: collection.kind }}
          hasControls={false}
          emptyTitle={intl.formatMessage(collection.empty)}
        />
      </HydrationBoundary>
    </PageLayout>
  );
}
