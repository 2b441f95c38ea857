import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Order, PaymentMethod } from '@matjar/api-client';
import { useGlobalStore } from '@matjar/auth';
import { errorMessages, failureMessage, useFormatters, validationMessages } from '@matjar/i18n';
import {
  AsideLayout,
  ErrorState,
  Link,
  Skeleton,
  VariantLabel,
  focusFirstError,
  useToast,
} from '@matjar/ui';
import {
  type CheckoutField,
  type CheckoutProblem,
  checkoutProblems,
  chosenLocationId,
  placeOrderInput,
} from '../../checkout/checkout-rules.js';
import { useCheckoutDraft } from '../../checkout/use-checkout-draft.js';
import { useCheckoutReceipt } from '../../checkout/use-checkout-receipt.js';
import { useCheckoutSummary, usePlaceOrder } from '../../checkout/use-checkout.js';
import { useApplyCoupon, useCart, useRemoveCoupon } from '../../hooks/use-cart.js';
import { CartSummary } from '../cart-summary/cart-summary.js';
import { CouponForm } from '../coupon-form/coupon-form.js';
import { DeliveryDetails } from '../delivery-details/delivery-details.js';
import { EmptyCart } from '../empty-cart/empty-cart.js';
import { OrderTypePicker } from '../order-type-picker/order-type-picker.js';
import { PaymentMethodPicker } from '../payment-method-picker/payment-method-picker.js';
import type { SavedAddressesQuery } from '../screen-inputs.js';
import { checkoutScreenMessages as m } from './messages.js';

/** An order the store has just taken, and how the customer chose to pay it. */
export interface OrderPlacedEvent {
  order: Order;
  paymentMethod: PaymentMethod;
}

export interface CheckoutScreenProps {
  /**
   * The customer's saved addresses (`useLocations()` of `@matjar/account`): the order goes to the
   * one chosen for it, else the one selected in the header, else the default one.
   */
  addresses: SavedAddressesQuery;
  /** The VAT rate of the store's settings (0.15 for 15 %); the standard rate without it. */
  vatRate?: number | undefined;
  /**
   * Sends the customer to the hosted payment page at `url`, the store's answer to a card order.
   * Returns `false` when it does not (the address is not the payment provider's; the app says so):
   * the order then stands unpaid and `onShowOrder` shows it, with a way to pay it again.
   */
  onPaymentPage: (url: string) => boolean;
  /**
   * Where the payment page sends the customer back: an address, or a path of this site
   * (`/cart/completed`) read against the page's own address when the order is sent.
   */
  returnUrl: string;
  /**
   * Called once the store has taken the order, before the customer is taken anywhere: the app
   * refreshes what the order changed in other libraries (the orders' lists, the wallet). The
   * cart, its badge and the checkout's choices are emptied here.
   */
  onOrderPlaced?: (placed: OrderPlacedEvent) => void;
  /** Shows the placed order (the completion page) when no payment page is opened. */
  onShowOrder: (orderId: number) => void;
  /** The cart's page, the aside's way back. */
  cartHref: string;
  /** The page where the delivery address is chosen or added. */
  changeLocationHref: string;
  /** Where the empty cart's "Continue shopping" leads. */
  shopHref: string;
}

type CheckoutErrors = { [Field in CheckoutField]?: ReactNode };

/** What each choice that keeps the order from being placed says when it is missing. */
const missingMessages: Record<CheckoutField, MessageDescriptor> = {
  location: validationMessages.selectLocation,
  slot: validationMessages.orderDateTimeRequired,
  method: m.methodRequired,
  bank: m.bankRequired,
  receipt: m.receiptRequired,
  recipientName: validationMessages.nameRequired,
  recipientPhone: validationMessages.phoneRequired,
};

/** The message of a choice's problem: only a phone can be made and still be wrong. */
const problemMessage = (field: CheckoutField, problem: CheckoutProblem) =>
  problem === 'incorrect' ? validationMessages.phoneIncorrect : missingMessages[field];

/**
 * The checkout's page content: when the order arrives (now, or a scheduled day and time), where
 * (the chosen address, with a link to change it) and to whom, how it is paid (wallet, card, cash,
 * bank transfer with its receipt), and beside them the coupon, the products ordered and the summary
 * with "Place order". The choices are kept on this device (`useCheckoutDraft`) across a reload.
 *
 * "Place order" with a choice missing marks each one, says so in the page's alert and takes the
 * customer to the first; otherwise it places the order once, however often it is pressed. A card
 * order goes on to the payment page (`onPaymentPage`); any other order, or a payment page that
 * could not be opened, to `onShowOrder`. A refused order is said in the alert, every choice kept.
 * A skeleton shows while the summary is on its way, a retry when the store failed to give it, the
 * empty cart when there is nothing to order. Needs the app's API client, session, query cache and
 * `ToastProvider`.
 *
 * @example
 * <CheckoutScreen
 *   addresses={useLocations()}
 *   vatRate={settings.data?.vat_rate}
 *   onPaymentPage={(url) => (window.location.assign(url), true)}
 *   returnUrl="/cart/completed"
 *   onOrderPlaced={() => queryClient.invalidateQueries({ queryKey: ['orders'] })}
 *   onShowOrder={(id) => navigate(`/cart/completed?order_id=${id}`, { replace: true })}
 *   cartHref="/cart"
 *   changeLocationHref="/cart/change-location"
 *   shopHref="/"
 * />
 */
export function CheckoutScreen({
  addresses,
  vatRate,
  onPaymentPage,
  returnUrl,
  onOrderPlaced,
  onShowOrder,
  cartHref,
  changeLocationHref,
  shopHref,
}: CheckoutScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const format = useFormatters();
  const { draft, update, clear, ensureIdempotencyKey } = useCheckoutDraft();
  const [receipt, setReceipt] = useCheckoutReceipt();
  const { location_id: selectedLocationId } = useGlobalStore();
  const saved = addresses.data?.locations ?? [];
  const locationId = addresses.data
    ? chosenLocationId(saved, draft.location_id, selectedLocationId)
    : undefined;
  const summary = useCheckoutSummary(locationId, draft.order_type);
  // Without an address there is no summary yet: the cart's own totals stand in.
  const cart = useCart();
  const place = usePlaceOrder();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitError, setSubmitError] = useState<string>();
  const [isLeaving, setIsLeaving] = useState(false);
  const isSubmitting = useRef(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  // Counts the presses of "Place order" that found choices missing: each one, once the errors
  // are shown, takes the customer to the first of them (the page's alert says what happened).
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  useEffect(() => {
    if (refusedSubmits === 0) return;
    if (!focusFirstError(stepsRef.current)) alertRef.current?.focus();
  }, [refusedSubmits]);

  if (addresses.isError && !addresses.data) {
    return <ErrorState onRetry={() => void addresses.refetch()} />;
  }
  if (summary.isError && !summary.data) {
    return <ErrorState onRetry={() => void summary.refetch()} />;
  }
  const data = summary.data;
  const totals = data ?? (locationId === null ? cart.data : undefined);
  if (locationId === null && cart.isError && !cart.data) {
    return <ErrorState onRetry={() => void cart.refetch()} />;
  }
  if (!totals) return <Skeleton shape="text" lines={10} />;
  if (totals.lines.length === 0) return <EmptyCart shopHref={shopHref} />;

  const location = data && locationId !== null ? data.location : null;
  const slots = data?.order_type === 'scheduled' ? data.delivery_slots : undefined;
  const isBusy = place.isPending || isLeaving;
  // What the order will hold: products no longer available stay in the cart but not in the order.
  const orderable = totals.lines.filter((line) => line.is_available);

  const validate = (): CheckoutErrors => {
    const problems = checkoutProblems({
      draft,
      locationId,
      summary: data,
      hasReceipt: !!receipt,
    });
    const found: CheckoutErrors = {};
    for (const [field, problem] of Object.entries(problems) as [CheckoutField, CheckoutProblem][]) {
      found[field] = t(problemMessage(field, problem));
    }
    return found;
  };

  const submit = () => {
    if (isSubmitting.current) return;
    setSubmitError(undefined);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !data || !locationId) {
      setRefusedSubmits((count) => count + 1);
      return;
    }
    const method = draft.payment_method;
    if (!method) return;
    const input = placeOrderInput(draft, {
      locationId,
      method,
      returnUrl: new URL(returnUrl, window.location.href).href,
      receipt: receipt?.file,
    });
    isSubmitting.current = true;
    place.mutate(
      { input, idempotencyKey: ensureIdempotencyKey() },
      {
        onSuccess: ({ order, payment_url: paymentUrl }) => {
          clear();
          setReceipt(null);
          onOrderPlaced?.({ order, paymentMethod: method });
          if (paymentUrl) {
            if (onPaymentPage(paymentUrl)) {
              setIsLeaving(true);
              toast({ title: t(m.redirecting), variant: 'info' });
              return;
            }
            // Not followed: the order stands unpaid, and its page offers to pay it again.
          }
          onShowOrder(order.id);
        },
        onError: (cause) => {
          isSubmitting.current = false;
          setSubmitError(failureMessage(intl, cause) ?? t(errorMessages.unexpected));
          alertRef.current?.focus();
        },
      },
    );
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const alert = submitError ?? (hasErrors ? t(m.fixErrors) : undefined);
  const clearError = (key: keyof CheckoutErrors) => {
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  return (
    <AsideLayout
      aside={
        <aside aria-label={t(m.title)}>
          <section aria-label={t(m.coupon)}>
            <CouponForm
              coupon={totals.coupon}
              isPending={applyCoupon.isPending || removeCoupon.isPending}
              error={applyCoupon.isError ? failureMessage(intl, applyCoupon.error) : undefined}
              onApply={(code) => applyCoupon.mutate(code)}
              onRemove={() =>
                removeCoupon.mutate(undefined, {
                  onError: (cause) => {
                    const message = failureMessage(intl, cause);
                    if (message) toast({ title: message, variant: 'error' });
                  },
                })
              }
            />
          </section>
          {orderable.length > 0 ? (
            <ul
              className="cart-checkout__items"
              aria-label={intl.formatMessage(m.items, {
                count: orderable.reduce((sum, line) => sum + line.quantity, 0),
              })}
            >
              {orderable.map((line) => (
                <li key={line.id} className="cart-checkout__item">
                  <bdi>{line.name}</bdi>
                  <VariantLabel options={format.variantOptions(line.variant)} />
                  <span className="cart-checkout__quantity">
                    <bdi>×{intl.formatNumber(line.quantity)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <CartSummary
            cart={totals}
            vatRate={vatRate}
            checkoutLabel={t(m.placeOrder)}
            onCheckout={submit}
            isCheckoutPending={isBusy}
            isCheckoutSticky
          />
          <Link to={cartHref} className="cart-back-link">
            {t(m.backToCart)}
          </Link>
        </aside>
      }
    >
      <p ref={alertRef} tabIndex={-1} className="cart-checkout__alert" role="alert" hidden={!alert}>
        {alert}
      </p>
      <div ref={stepsRef} className="cart-checkout__steps">
        <OrderTypePicker
          orderType={draft.order_type}
          onOrderTypeChange={(orderType) => update({ order_type: orderType })}
          slots={slots}
          date={draft.date}
          time={draft.time}
          onSlotChange={({ date, time }) => {
            update({ date, time });
            if (date && time) clearError('slot');
          }}
          error={errors.slot}
          disabled={isBusy}
        />
        <DeliveryDetails
          location={location}
          changeHref={changeLocationHref}
          locationError={errors.location}
          hasRecipient={draft.has_recipient}
          onHasRecipientChange={(hasRecipient) => update({ has_recipient: hasRecipient })}
          recipientName={draft.recipient_name}
          onRecipientNameChange={(name) => {
            update({ recipient_name: name });
            clearError('recipientName');
          }}
          recipientPhone={draft.recipient_phone}
          onRecipientPhoneChange={(phone) => {
            update({ recipient_phone: phone });
            clearError('recipientPhone');
          }}
          recipientErrors={{ name: errors.recipientName, phone: errors.recipientPhone }}
          feedback={draft.feedback}
          onFeedbackChange={(feedback) => update({ feedback })}
          disabled={isBusy}
        />
        {data ? (
          <PaymentMethodPicker
            methods={data.payment_methods}
            value={draft.payment_method}
            onChange={(method) => {
              update({ payment_method: method });
              clearError('method');
            }}
            total={data.total}
            walletBalance={data.wallet_balance}
            banks={data.banks}
            bankId={draft.bank_id}
            onBankChange={(bankId) => {
              update({ bank_id: bankId });
              clearError('bank');
            }}
            receipt={receipt}
            onReceiptChange={(picked) => {
              setReceipt(picked);
              clearError('receipt');
            }}
            receiptProgress={place.isPending ? Math.round(place.progress * 100) : undefined}
            errors={{ method: errors.method, bank: errors.bank, receipt: errors.receipt }}
            disabled={isBusy}
          />
        ) : null}
      </div>
    </AsideLayout>
  );
}
