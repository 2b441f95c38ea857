import { Suspense, lazy } from 'react';
import { type DehydratedState, HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useStoreSettings } from '@matjar/account';
import {
  CartLines,
  CartSummary,
  CouponForm,
  EmptyCart,
  FreeShippingProgress,
  cartQueries,
  useApplyCoupon,
  useCart,
  usePrefetchCart,
  useRemoveCartLine,
  useRemoveCoupon,
  useUpdateCartLine,
} from '@matjar/cart';
import { catalogPaths } from '@matjar/catalog';
import { AsideLayout, ErrorState, PageLayout, Skeleton, useIsHydrated, useToast } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import type { DrawnOnServer } from '../../lib/start-calls.js';
import { localeOfRequest } from '../../lib/request-locale.js';
import { customerQueryContext } from '../../lib/server-api.server.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/cart';
import { cartPageMessages as m } from './cart.messages.js';
import '@matjar/cart/styles.css';
import './cart-pages.css';
import { failureMessage } from '@matjar/i18n';

// What to look at instead of an empty cart: loaded only when the cart is empty.
const HomeSuggestions = lazy(() => import('../catalog/home-suggestions.js'));

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, m.title),
    description: messageIn(locale, m.description),
  });
}

/** What the cart's page starts with: the customer's cart as the server drew it, if it did. */
interface CartPageData extends DrawnOnServer {
  dehydrated: DehydratedState | null;
}

/**
 * A customer's cart is drawn on the server when their browser sends the token cookie: the page
 * comes with its lines, totals and coupon, and hydrates without asking the store again. Without
 * the cookie, or when the store fails or is slow, the page is drawn without them and the browser
 * asks for them as it reads the page (`earlyCalls`).
 */
export async function loader({ request }: Route.LoaderArgs): Promise<CartPageData> {
  const context = customerQueryContext(request, localeOfRequest(request));
  if (!context) return { dehydrated: null, isDrawnOnServer: false };
  const { api, queryClient } = context;
  const lines = cartQueries.lines(api);
  await queryClient.prefetchQuery(lines);
  const isDrawnOnServer = queryClient.getQueryData(lines.queryKey) !== undefined;
  return { dehydrated: isDrawnOnServer ? dehydrate(queryClient) : null, isDrawnOnServer };
}

/**
 * A move to the cart inside the app asks the store from the browser, which holds the token: the
 * server is not asked first.
 */
export function clientLoader(): CartPageData {
  return { dehydrated: null, isDrawnOnServer: false };
}

/**
 * The cart's calls' code comes with the page's; the lines are asked for by the browser as the page
 * is read when the server has not drawn them (the largest paint).
 */
export const handle: RouteHandle = {
  access: 'customer',
  startCalls: ['cart'],
  earlyCalls: ['cart'],
};

function CartContent({ isDrawnOnServer }: DrawnOnServer) {
  const intl = useIntl();
  const { toast } = useToast();
  const cart = useCart();
  // The rate the store's settings give (the footer asks for them too), or the standard rate.
  const vatRate = useStoreSettings().data?.vat_rate;
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const isHydrated = useIsHydrated();
  const onError = (cause: unknown) => {
    const message = failureMessage(intl, cause);
    if (message) toast({ title: message, variant: 'error' });
  };

  // A server without the customer's cart renders the skeleton: so does hydration, even when the
  // cart has come (asked for as the page started); the lines follow in the next render.
  if (!isHydrated && !isDrawnOnServer) return <Skeleton shape="text" lines={8} />;
  if (cart.isError && !cart.data) return <ErrorState onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <Skeleton shape="text" lines={8} />;
  if (cart.data.lines.length === 0) {
    return (
      <>
        <EmptyCart shopHref="/" />
        <Suspense fallback={null}>
          <HomeSuggestions idPrefix="cart" withRecentlyViewed />
        </Suspense>
      </>
    );
  }

  const pendingLineId = update.isPending
    ? update.variables.id
    : remove.isPending
      ? remove.variables
      : undefined;
  const everyLineUnavailable = cart.data.lines.every((line) => !line.is_available);
  return (
    <AsideLayout
      className="sf-cart"
      aside={
        <aside className="sf-cart__aside" aria-label={intl.formatMessage(m.summary)}>
          <CouponForm
            coupon={cart.data.coupon}
            isPending={applyCoupon.isPending || removeCoupon.isPending}
            error={applyCoupon.isError ? failureMessage(intl, applyCoupon.error) : undefined}
            onApply={(code) => applyCoupon.mutate(code)}
            onRemove={() => removeCoupon.mutate(undefined, { onError })}
          />
          <CartSummary
            cart={cart.data}
            vatRate={vatRate}
            checkoutHref="/cart/summary"
            isCheckoutDisabled={everyLineUnavailable}
            isCheckoutSticky
          />
        </aside>
      }
    >
      <FreeShippingProgress
        threshold={cart.data.free_shipping_threshold}
        remaining={cart.data.free_shipping_remaining}
      />
      <CartLines
        lines={cart.data.lines}
        pendingLineId={pendingLineId}
        productHref={catalogPaths.product}
        onQuantityChange={(id, quantity) => update.mutate({ id, quantity }, { onError })}
        onRemove={(id) => remove.mutate(id, { onError })}
      />
    </AsideLayout>
  );
}

/** The cart (customers only: the route guard sends visitors to sign in and back). */
export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <CartPage isDrawnOnServer={loaderData.isDrawnOnServer} />
    </HydrationBoundary>
  );
}

function CartPage({ isDrawnOnServer }: DrawnOnServer) {
  const intl = useIntl();
  usePrefetchCart();
  return (
    <PageLayout className="sf-account-page sf-cart-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.title)}</h1>
      <CartContent isDrawnOnServer={isDrawnOnServer} />
    </PageLayout>
  );
}
