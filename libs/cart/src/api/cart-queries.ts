import type { OrderType } from '@matjar/api-client';

/** The query keys of the cart; the cart count's key belongs to the session (`@matjar/auth`). */
export const cartQueries = {
  all: ['cart'] as const,
  cart: () => [...cartQueries.all, 'lines'] as const,
  summaries: () => [...cartQueries.all, 'summary'] as const,
  summary: (lang: string, locationId: number, orderType: OrderType) =>
    [...cartQueries.summaries(), lang, locationId, orderType] as const,
};
