/**
 * The `meta` of a query holding the signed-in customer's own data (favorites, notifications,
 * addresses, complaints): such queries are dropped from the cache when the session ends, so the
 * next person on this device never sees them.
 */
export const customerQueryMeta = { customer: true } as const;

/** Whether a query holds the signed-in customer's own data (`customerQueryMeta`). */
export function isCustomerQuery(query: { meta?: Record<string, unknown> | undefined }): boolean {
  return query.meta?.['customer'] === true;
}
