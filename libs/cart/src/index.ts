/**
 * @packageDocumentation
 * `@matjar/cart`: the cart and checkout — adding to the cart, the cart page (lines, quantities,
 * removal, coupon, free-delivery progress, summary), and the checkout (order type and delivery
 * slot, delivery information, payment method, placing the order once, the completion page). Each
 * of those pages' content is a screen (`CartScreen`, `CheckoutScreen`, `ChangeLocationScreen`,
 * `OrderPlacedScreen`) that an app puts in its page frame.
 */
export { type CartOwner, cartQueries } from './api/cart-queries.js';
export { type CartLineInput, useAddToCart } from './hooks/use-add-to-cart.js';
export {
  type AddToCartAnnounced,
  type AddToCartAnnouncedOptions,
  useAddToCartAnnounced,
} from './hooks/use-add-to-cart-announced.js';
export { viewCartMessage } from './hooks/add-to-cart.messages.js';
export {
  announceCartChanged,
  cartCountQueryKey,
  useSyncCartCount,
} from './hooks/use-sync-cart-count.js';
export {
  useApplyCoupon,
  useCart,
  usePrefetchCart,
  useRemoveCartLine,
  useRemoveCoupon,
  useUpdateCartLine,
} from './hooks/use-cart.js';
export { CartLines, type CartLinesProps } from './components/cart-lines/cart-lines.js';
export { CartSummary, type CartSummaryProps } from './components/cart-summary/cart-summary.js';
export {
  CouponForm,
  normalizeCouponCode,
  type CouponFormProps,
} from './components/coupon-form/coupon-form.js';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './components/free-shipping-progress/free-shipping-progress.js';
export { EmptyCart, type EmptyCartProps } from './components/empty-cart/empty-cart.js';
export {
  CHECKOUT_DRAFT_LIFETIME_MS,
  type CheckoutDraft,
  emptyCheckoutDraft,
  readCheckoutDraft,
} from './checkout/checkout-draft.js';
export { type CheckoutDraftApi, useCheckoutDraft } from './checkout/use-checkout-draft.js';
export { useCheckoutReceipt } from './checkout/use-checkout-receipt.js';
export {
  type CheckoutField,
  type CheckoutProblem,
  type CheckoutProblems,
  type CheckoutState,
  type PlaceOrderContext,
  type SavedAddressChoice,
  canPayWith,
  checkoutProblems,
  chosenLocationId,
  placeOrderInput,
} from './checkout/checkout-rules.js';
export {
  type PlaceOrderInput,
  useCheckoutSummary,
  usePlaceOrder,
} from './checkout/use-checkout.js';
export {
  OrderTypePicker,
  type OrderTypePickerProps,
} from './components/order-type-picker/order-type-picker.js';
export {
  PaymentMethodPicker,
  RECEIPT_MAX_BYTES,
  type PaymentMethodPickerProps,
} from './components/payment-method-picker/payment-method-picker.js';
export { paymentMethodPickerMessages } from './components/payment-method-picker/messages.js';
export {
  DeliveryDetails,
  type DeliveryDetailsProps,
} from './components/delivery-details/delivery-details.js';
export { OrderPlaced, type OrderPlacedProps } from './components/order-placed/order-placed.js';
export type {
  OrderQuery,
  PayOrderMutation,
  SavedAddressesQuery,
} from './components/screen-inputs.js';
export { CartScreen, type CartScreenProps } from './components/cart-screen/cart-screen.js';
export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type OrderPlacedEvent,
} from './components/checkout-screen/checkout-screen.js';
export { checkoutScreenMessages } from './components/checkout-screen/messages.js';
export {
  type AddAddressDialogProps,
  ChangeLocationScreen,
  type ChangeLocationScreenProps,
} from './components/change-location-screen/change-location-screen.js';
export {
  OrderPlacedScreen,
  type OrderPlacedScreenProps,
} from './components/order-placed-screen/order-placed-screen.js';
