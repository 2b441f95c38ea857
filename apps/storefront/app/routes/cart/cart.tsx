import { Suspense, lazy } from 'react';
import { type DehydratedState, HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useStoreSettings } from '@matjar/account';
import { CartScreen, cartQueries } from '@matjar/cart';
import { catalogPaths } from '@matjar/catalog';
import { PageLayout } from '@matjar/ui';
import type { RouteHandle } from '../../lib/route-handle.js';
import type { DrawnOnServer } from '../../lib/start-calls.js';
import { localeOfRequest } from '../../lib/request-locale.js';
import { customerQueryContext } from '../../lib/server-api.server.js';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/cart';
import { cartPageMessages as m } from './cart.messages.js';
import '@matjar/cart/styles.css';

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
  // The rate the store's settings give (the footer asks for them too), or the standard rate.
  const vatRate = useStoreSettings().data?.vat_rate;
  return (
    <PageLayout className="sf-account-page sf-cart-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(m.title)}</h1>
      <CartScreen
        isDrawnOnServer={isDrawnOnServer}
        vatRate={vatRate}
        productHref={catalogPaths.product}
        // Not `checkoutPaths.summary`: that module, shared with the checkout's pages, would be one
        // more script for the cart's first paint.
        checkoutHref="/cart/summary"
        shopHref="/"
        emptyCartSuggestions={
          <Suspense fallback={null}>
            <HomeSuggestions idPrefix="cart" withRecentlyViewed />
          </Suspense>
        }
      />
    </PageLayout>
  );
}
