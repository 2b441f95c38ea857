import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '@matjar/i18n';
import { AsideLayout, ErrorState, Skeleton, useIsHydrated, useToast } from '@matjar/ui';
import {
  useApplyCoupon,
  useCart,
  usePrefetchCart,
  useRemoveCartLine,
  useRemoveCoupon,
  useUpdateCartLine,
} from '../../hooks/use-cart.js';
import { CartLines } from '../cart-lines/cart-lines.js';
import { CartSummary } from '../cart-summary/cart-summary.js';
import { CouponForm } from '../coupon-form/coupon-form.js';
import { EmptyCart } from '../empty-cart/empty-cart.js';
import { FreeShippingProgress } from '../free-shipping-progress/free-shipping-progress.js';
import { cartScreenMessages as m } from './messages.js';

export interface CartScreenProps {
  /**
   * Whether the server drew the page with the customer's cart (it had the token cookie and the
   * store answered in time). Without it the server and the hydration draw a skeleton, and the
   * lines follow in the next render.
   */
  isDrawnOnServer: boolean;
  /** The VAT rate of the store's settings (0.15 for 15 %); the standard rate without it. */
  vatRate?: number | undefined;
  /** A product's page, for each line's name and picture. */
  productHref: (productId: number) => string;
  /** The checkout's page, where "Checkout" leads. */
  checkoutHref: string;
  /** Where the empty cart's "Continue shopping" leads. */
  shopHref: string;
  /** What to look at instead, drawn under the empty cart (the app's suggestions). */
  emptyCartSuggestions?: ReactNode;
}

/**
 * The cart's page content: its lines with their quantities and removal, the free-delivery
 * progress, and beside them the coupon and the summary with "Checkout" (off when nothing can be
 * ordered any more). An empty cart says so, with the app's suggestions under it. A skeleton shows
 * while the cart is on its way (and through hydration, unless the server drew it), a retry when the
 * store failed to give it; a refused change is said in a toast. Asks for the cart as it renders.
 * Needs the app's API client, session, query cache and `ToastProvider`.
 *
 * @example
 * <CartScreen
 *   isDrawnOnServer={loaderData.isDrawnOnServer}
 *   vatRate={settings.data?.vat_rate}
 *   productHref={(id) => `/products/${id}`}
 *   checkoutHref="/cart/summary"
 *   shopHref="/"
 *   emptyCartSuggestions={<Suggestions />}
 * />
 */
export function CartScreen({
  isDrawnOnServer,
  vatRate,
  productHref,
  checkoutHref,
  shopHref,
  emptyCartSuggestions,
}: CartScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  usePrefetchCart();
  const cart = useCart();
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
        <EmptyCart shopHref={shopHref} />
        {emptyCartSuggestions}
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
      aside={
        <aside aria-label={intl.formatMessage(m.summary)}>
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
            checkoutHref={checkoutHref}
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
        productHref={productHref}
        onQuantityChange={(id, quantity) => update.mutate({ id, quantity }, { onError })}
        onRemove={(id) => remove.mutate(id, { onError })}
      />
    </AsideLayout>
  );
}
