import type { Location, Order } from '@matjar/api-client';

/**
 * The customer's saved addresses as another library's query gives them (`useLocations()` of
 * `@matjar/account` fits as it is): the cart does not ask for them itself.
 */
export interface SavedAddressesQuery {
  /** The addresses; `undefined` while they are on their way or when the store failed to give them. */
  data: { readonly locations: readonly Location[] } | undefined;
  isError: boolean;
  /** Asks for them again (the retry of the screen's error state). */
  refetch: () => unknown;
}

/** An order as another library's query gives it (`useOrder(id)` of `@matjar/orders` fits). */
export interface OrderQuery {
  /** The order; `undefined` while it is on its way or when the store failed to give it. */
  data: Order | undefined;
  isError: boolean;
  /** Why the store did not give it: an `ApiError` of kind `fail` means there is no such order. */
  error: unknown;
  refetch: () => unknown;
}

/**
 * Asking the store for a new payment page for an unpaid order, as another library's mutation does
 * it (`usePayOrder()` of `@matjar/orders` fits): it answers with the payment page's address.
 */
export interface PayOrderMutation {
  mutate: (
    variables: { id: number; returnUrl: string },
    options?: { onSuccess?: (paymentUrl: string) => void },
  ) => void;
  /** Forgets the last answer, so that "Pay now" can be pressed again. */
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}
