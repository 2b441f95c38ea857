import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductDetails } from '@matjar/api-client';
import { useSignInPrompt } from '@matjar/auth';
import { useAddToCart } from '@matjar/cart';
import {
  type AddToCartRequest,
  FavoriteToggle,
  ProductFacts,
  ProductFiles,
  ProductGallery,
  ProductPurchase,
  StockAlertToggle,
  ProductRail,
  ProductReviewsSection,
  RecentlyViewed,
  ShareButton,
  catalogPaths,
  catalogQueries,
  productJsonLd,
  useProduct,
  useRecordRecentlyViewed,
  useRelatedProducts,
} from '@matjar/catalog';
import {
  type Locale,
  loadCatalogue,
  successMessages,
  useLocale,
  failureMessage,
} from '@matjar/i18n';
import { Breadcrumbs, ErrorState, HydrateLater, PageLayout, Skeleton, useToast } from '@matjar/ui';
import { localeOfRequest } from '../../lib/request-locale.js';
import {
  routeId,
  throwIfNotFound,
  pageAnswer,
  retryAfterHeaders,
} from '../../lib/route-data.server.js';
import { messageIn, pageMeta, pageUrls, priceTextIn, summaryOf } from '../../lib/seo.js';
import { serverQueryContext } from '../../lib/server-api.server.js';
import { AppLink } from '../../shell/app-link.js';
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

function ProductSkeleton() {
  return (
    <div className="sf-product" aria-busy="true">
      <Skeleton shape="rect" aspectRatio={1} />
      <div className="sf-product__summary">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="rect" aspectRatio="4 / 1" />
      </div>
    </div>
  );
}

function Purchase({ product }: { product: ProductDetails }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const requireSignIn = useSignInPrompt();
  const addToCart = useAddToCart();
  const [searchParams] = useSearchParams();
  // `?variant=` (from the customer's stock alerts) opens the page with that variant chosen.
  const [variantId, setVariantId] = useState<number | undefined>(() => {
    const asked = Number(searchParams.get('variant'));
    if (product.variants.some((variant) => variant.id === asked)) return asked;
    return product.variants.length === 1 ? product.variants[0]?.id : undefined;
  });
  const [quantity, setQuantity] = useState(1);
  const shareUrl =
    typeof window === 'undefined' ? catalogPaths.product(product.id) : window.location.href;

  const handleAddToCart = (request: AddToCartRequest) => {
    requireSignIn(() =>
      addToCart.mutate(
        {
          product_id: request.productId,
          variant_id: request.variantId,
          quantity: request.quantity,
        },
        {
          onSuccess: () =>
            toast({
              title: intl.formatMessage(successMessages.productAddedToCart),
              variant: 'success',
              action: {
                label: intl.formatMessage(m.viewCart),
                onClick: () => void navigate('/cart'),
              },
            }),
          onError: (error) => {
            const message = failureMessage(intl, error);
            if (message) toast({ title: message, variant: 'error' });
          },
        },
      ),
    );
  };

  return (
    <ProductPurchase
      product={product}
      variantId={variantId}
      onVariantChange={setVariantId}
      quantity={quantity}
      onQuantityChange={setQuantity}
      onAddToCart={handleAddToCart}
      isAdding={addToCart.isPending}
      favoriteSlot={<FavoriteToggle product={product} size="large" />}
      shareSlot={<ShareButton url={shareUrl} title={product.name} />}
      outOfStockSlot={(chosen) => <StockAlertToggle productId={product.id} variantId={chosen} />}
    />
  );
}

function RelatedProducts({ id }: { id: number }) {
  const intl = useIntl();
  const related = useRelatedProducts(id);
  if (!related.data) return null;
  return (
    <ProductRail
      title={intl.formatMessage(m.related)}
      headingId="sf-product-related"
      products={related.data}
      emptyMessage={intl.formatMessage(m.noRelated)}
    />
  );
}

function ProductContent({ id }: { id: number }) {
  const intl = useIntl();
  const query = useProduct(id);
  useRecordRecentlyViewed(query.data, useLocale());
  if (query.isError && !query.data) {
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const product = query.data;
  if (!product) return <ProductSkeleton />;
  return (
    <>
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
      <article className="sf-product" aria-labelledby="sf-product-name">
        <ProductGallery
          images={product.images.length ? product.images : [product.image]}
          name={product.name}
          video={product.video}
          isPriority
        />
        <div className="sf-product__summary">
          <p className="sf-product__brand">
            <AppLink to={catalogPaths.provider(product.provider.id)}>
              {product.provider.name}
            </AppLink>
          </p>
          <h1 id="sf-product-name" className="sf-product__name">
            {product.name}
          </h1>
          <Purchase product={product} />
          <ProductFacts product={product} />
        </div>
        <section className="sf-product__about" aria-labelledby="sf-product-about">
          <h2 id="sf-product-about">{intl.formatMessage(m.aboutProduct)}</h2>
          <p dir="auto" className="sf-product__description">
            {product.description}
          </p>
          <ProductFiles files={product.files} />
        </section>
      </article>
      {/* Below the first screen: live after the rest of the page (see `HydrateLater`). */}
      <HydrateLater>
        <ProductReviewsSection
          productId={product.id}
          rating={product.rating}
          reviewsCount={product.reviews_count}
        />
        <RelatedProducts id={product.id} />
        <RecentlyViewed excludeId={product.id} />
      </HydrateLater>
    </>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout className="sf-catalog-page">
      <HydrationBoundary state={loaderData.dehydrated}>
        <ProductContent key={loaderData.id} id={loaderData.id} />
      </HydrationBoundary>
    </PageLayout>
  );
}

export const headers = retryAfterHeaders;
