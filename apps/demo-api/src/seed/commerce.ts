/** Carts, coupons, orders, returns and delegate chat of the demo store. */
export type CommerceState = Record<string, never>;

/** The commerce data's starting point. */
export function seedCommerce(): CommerceState {
  return {};
}
