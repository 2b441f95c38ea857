/**
 * @packageDocumentation
 * `@matjar/cart`: the cart and checkout. So far it puts products in the cart (the product page's
 * "Add to cart"); the cart page, coupon and checkout come with issue #7.
 */
export { cartQueries } from './api/cart-queries.js';
export { type CartLineInput, useAddToCart } from './hooks/use-add-to-cart.js';
