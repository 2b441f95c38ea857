import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { data, useSearchParams } from 'react-router';
import {
  RecentlyViewed,
  SubcategoryNav,
  catalogPaths,
  catalogQueries,
  parseProductListParams,
  useCategories,
} from '@matjar/catalog';
import { emptyStateMessages, loadCatalogue } from '@matjar/i18n';
import { Breadcrumbs, PageLayout, Skeleton } from '@matjar/ui';
import { localeOfRequest } from '../../lib/request-locale.js';
import { routeId } from '../../lib/route-data.server.js';
import { messageIn, pageMeta, pageUrls } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/category';
import { catalogPageMessages as m } from './catalog.messages.js';
import { ProductList } from './product-list.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { skeleton: 'grid', back: '/#catalog-home-categories' };

/**
 * The category, its subcategories and one page of its products (sorted and filtered as the URL
 * says) are rendered on the server; the browser hydrates without asking again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const query = parseProductListParams(new URL(request.url).searchParams);
  const [categories] = await Promise.all([
    queryClient.fetchQuery(catalogQueries.categories(api, locale)).catch(() => undefined),
    queryClient.prefetchQuery(
      catalogQueries.products(api, locale, { kind: 'category', id }, query),
    ),
    loadCatalogue(locale),
  ]);
  const category = categories?.find((item) => item.id === id);
  // The list of categories arrived and this one is not in it: the page does not exist.
  if (categories && !category) throw data(null, { status: 404 });
  const name = category?.name ?? messageIn(locale, m.home);
  return {
    id,
    dehydrated: dehydrate(queryClient),
    meta: {
      locale,
      title: name,
      description: messageIn(locale, m.categoryDescription, { name }),
      urls: pageUrls(request, locale, ['sub', 'page']),
      image: category?.image,
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ? pageMeta(data.meta) : [];
}

function CategoryContent({ id }: { id: number }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { subcategory_id: subcategoryId } = parseProductListParams(searchParams);
  const categories = useCategories();
  const category = categories.data?.find((item) => item.id === id);
  const hrefFor = (sub: number | undefined) =>
    sub === undefined ? catalogPaths.category(id) : `${catalogPaths.category(id)}?sub=${sub}`;
  return (
    <>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(m.home), href: '/' }, { label: category?.name ?? '' }]}
      />
      <header className="sf-catalog-page__header">
        {category ? (
          <h1 className="sf-catalog-page__title">{category.name}</h1>
        ) : (
          <Skeleton shape="text" className="sf-catalog-page__title-skeleton" />
        )}
      </header>
      <ProductList
        source={{ kind: 'category', id }}
        hasControls
        emptyTitle={intl.formatMessage(emptyStateMessages.noCategoryProducts)}
        filteredEmptyTitle={intl.formatMessage(m.noFilteredProducts)}
        filteredEmptyBody={intl.formatMessage(m.noFilteredProductsBody)}
      >
        {category ? (
          <SubcategoryNav
            subcategories={category.subcategories}
            selectedId={subcategoryId}
            hrefFor={hrefFor}
          />
        ) : null}
      </ProductList>
      <RecentlyViewed />
    </>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout className="sf-catalog-page">
      <HydrationBoundary state={loaderData.dehydrated}>
        <CategoryContent key={loaderData.id} id={loaderData.id} />
      </HydrationBoundary>
    </PageLayout>
  );
}
