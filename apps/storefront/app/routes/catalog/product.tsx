import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductDetails } from '@matjar/api-client';
import { useSignInPrompt } from '@matjar/auth';
import { useAddToCartAnnounced } from '@matjar/cart';
import { ProductScreen, catalogPaths, catalogQueries, productJsonLd } from '@matjar/catalog';
import { type Locale, loadCatalogue } from '@matjar/i18n';
import { Breadcrumbs, PageLayout } from '@matjar/ui';
import { localeOfRequest } from '../../lib/request-locale.js';
import {
  routeId,
  throwIfNotFound,
  pageAnswer,
  retryAfterHeaders,
} from '../../lib/route-data.server.js';
import { messageIn, pageMeta, pageUrls, priceTextIn, summaryOf } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import type { Route } from './+types/product';
import { catalogPageMessages as m } from './catalog.messages.js';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { skeleton: 'product', back: '/' };

/**
 * The product, its first reviews and similar products are rendered on the server; the browser
 * hydrates from the dehydrated cache without asking the store again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const locale = localeOfRequest(request);
  const { api, queryClient } = serverQueryContext(locale);
  const product = catalogQueries.product(api, locale, id);
  await Promise.all([
    queryClient.prefetchQuery(product),
    queryClient.prefetchQuery(catalogQueries.related(api, locale, id)),
    queryClient.prefetchInfiniteQuery(catalogQueries.reviews(api, locale, id)),
  ]);
  throwIfNotFound(queryClient, product.queryKey);
  const details = queryClient.getQueryData(product.queryKey);
  return pageAnswer(
    {
      id,
      dehydrated: dehydrate(queryClient),
      meta: details ? await productMeta(request, locale, details) : undefined,
    },
    queryClient,
    product.queryKey,
  );
}

async function productMeta(request: Request, locale: Locale, product: ProductDetails) {
  await loadCatalogue(locale);
  const urls = pageUrls(request, locale);
  const price = priceTextIn(locale, product.price);
  return {
    locale,
    title: product.name,
    description: summaryOf(
      product.description ||
        messageIn(locale, m.productDescription, {
          name: product.name,
          store: product.provider.name,
          price,
        }),
    ),
    urls,
    image: product.images[0] ?? product.image,
    type: 'product' as const,
    jsonLd: productJsonLd(product, { url: urls.canonical }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ? pageMeta(data.meta) : [];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const requireSignIn = useSignInPrompt();
  const cart = useAddToCartAnnounced({ onViewCart: () => void navigate('/cart') });
  const [searchParams] = useSearchParams();
  return (
    <PageLayout className="sf-catalog-page">
      <HydrationBoundary state={loaderData.dehydrated}>
        <ProductScreen
          key={loaderData.id}
          id={loaderData.id}
          // `?variant=` (from the customer's stock alerts) opens the page with that variant chosen.
          initialVariantId={Number(searchParams.get('variant')) || undefined}
          onAddToCart={({ productId, variantId, quantity }) =>
            requireSignIn(() =>
              cart.add({ product_id: productId, variant_id: variantId, quantity }),
            )
          }
          isAdding={cart.isAdding}
          renderTrail={(product) => (
            <Breadcrumbs
              items={[
                { label: intl.formatMessage(m.home), href: '/' },
                { label: product.category.name, href: catalogPaths.category(product.category.id) },
                ...(product.subcategory
                  ? [
                      {
                        label: product.subcategory.name,
                        href: `${catalogPaths.category(product.category.id)}?sub=${product.subcategory.id}`,
                      },
                    ]
                  : []),
                { label: product.name },
              ]}
            />
          )}
        />
      </HydrationBoundary>
    </PageLayout>
  );
}

export const headers = retryAfterHeaders;
