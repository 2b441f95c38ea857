/**
 * @packageDocumentation
 * `@matjar/cart`: the cart and checkout. So far: adding to the cart and the cart page (lines,
 * quantities, removal, coupon, free-delivery progress, summary); the checkout comes with issue #7.
 */
export { cartQueries } from './api/cart-queries.js';
export { type CartLineInput, useAddToCart } from './hooks/use-add-to-cart.js';
export {
  useApplyCoupon,
  useCart,
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
  PlainCartLink,
  type CartLinkComponent,
  type CartLinkProps,
} from './components/cart-link.js';
