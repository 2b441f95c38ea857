/**
 * @packageDocumentation
 * `@matjar/orders`: the customer's orders after checkout. So far: an order's details and paying an
 * unpaid card order on the hosted payment page; the lists, actions, tracking and chat come with
 * issue #8.
 */
export { orderQueries } from './api/order-queries.js';
export { useOrder, usePayOrder } from './hooks/use-order.js';
