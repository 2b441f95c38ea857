import { QueryClient } from '@tanstack/react-query';
import {
  type ApiClient,
  createApiClient,
  createFailFastFetch,
  createPublicCache,
} from '@matjar/api-client';
import { readTokenCookie } from '@matjar/auth';
import type { Locale } from '@matjar/i18n';
import { drawnFrom } from '../performance/page-cache.server.js';
import { requestIdFetch } from './request-context.server.js';
import { redisAnswerStore } from './shared-cache.server.js';

/** The store API root the server and the browser call. */
export const apiUrl = (): string => process.env['MATJAR_API_URL'] ?? 'http://localhost:3333/';

/**
 * The origin of the hosted payment page (`MATJAR_PAYMENT_ORIGIN`, by default the store API's): the
 * only other site the storefront sends a customer to, and the only one its CSP lets forms post to.
 */
export const paymentOrigin = (): string =>
  new URL(process.env['MATJAR_PAYMENT_ORIGIN'] ?? apiUrl()).origin;

/**
 * Seconds the server reuses the store's public answers, and the visitors' pages made of them
 * (`MATJAR_API_CACHE_SECONDS`).
 */
export const DEFAULT_API_CACHE_SECONDS = 5;

export function cacheSeconds(): number {
  const configured = Number(process.env['MATJAR_API_CACHE_SECONDS'] ?? DEFAULT_API_CACHE_SECONDS);
  return Number.isFinite(configured) && configured > 0 ? configured : 0;
}

/**
 * The longest the server waits for the store's answer to a public call. A render waits for its
 * calls, so the page's first byte does too: a store this slow is treated as one that is down.
 */
export const STORE_ANSWER_TIMEOUT_MS = 3_000;

/**
 * The server's public calls to the store: once the store leaves them unanswered, the calls that
 * follow fail at once (and their pages answer 503 at once), then one call every few seconds tries
 * the store again. A silent store costs a page what a refused connection does. (A customer's own
 * data has its own, shorter wait and draws the page without it: it does not count here.)
 */
const storeFetch = createFailFastFetch({
  failures: 2,
  retryAfterMs: 5_000,
  fetch: requestIdFetch(),
});
/**
 * With `MATJAR_REDIS_URL`, the public answers (and the visitors' pages, see `entry.server.tsx`) are
 * shared by every replica through Redis, beside each replica's own in-process cache (the default
 * when it is not set).
 */
const redisUrl = process.env['MATJAR_REDIS_URL'];
const redisWait = Number(process.env['MATJAR_REDIS_WAIT_MS'] || Number.NaN);
export const sharedCache = redisUrl
  ? redisAnswerStore(
      redisUrl,
      Number.isFinite(redisWait) && redisWait > 0 ? { waitMs: redisWait } : {},
    )
  : undefined;
const publicFetch = createPublicCache({
  ttlMs: cacheSeconds() * 1000,
  fetch: storeFetch,
  ...(sharedCache ? { shared: sharedCache } : {}),
});
const clients = new Map<string, ApiClient>();

/** The server's client of the store in one language: without a token, built once. */
export function publicServerApi(locale: Locale): ApiClient {
  const baseUrl = apiUrl();
  const key = `${locale} ${baseUrl}`;
  let api = clients.get(key);
  if (!api) {
    api = createApiClient({
      baseUrl,
      getToken: () => undefined,
      getLang: () => locale,
      timeout: STORE_ANSWER_TIMEOUT_MS,
      retries: 0,
      fetch: publicFetch,
    });
    clients.set(key, api);
  }
  return api;
}

/** A query cache of one request, to dehydrate: a failed prefetch is not tried again. */
const requestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * What a loader needs to prefetch public data: an API client without a token (the server render is
 * the same for every visitor) in the request's language, whose answers are shared for a few
 * seconds between renders, and a query cache of this request to dehydrate.
 */
export function serverQueryContext(locale: Locale): { api: ApiClient; queryClient: QueryClient } {
  const queryClient = requestQueryClient();
  // A page drawn without some of its data is not kept for other visitors.
  drawnFrom(queryClient);
  return { api: publicServerApi(locale), queryClient };
}

/**
 * The longest a customer's page waits for the store before it is drawn without their data (the
 * browser then asks for it, as it would without the token cookie). The document waits with it, so
 * the wait is kept short: a slow store delays the page's first paint by at most this.
 */
export const CUSTOMER_DATA_TIMEOUT_MS = 1_000;

/**
 * What a loader needs to draw a customer's own data (their cart): an API client carrying the token
 * of the request's token cookie, in the request's language, and a query cache of this request.
 * `null` when the request carries no token. The client is this request's alone: nothing it answers
 * is shared with another request or kept after it.
 */
export function customerQueryContext(
  request: Request,
  locale: Locale,
): { api: ApiClient; queryClient: QueryClient } | null {
  const token = readTokenCookie(request.headers.get('Cookie'));
  if (!token) return null;
  const api = createApiClient({
    baseUrl: apiUrl(),
    getToken: () => token,
    getLang: () => locale,
    timeout: CUSTOMER_DATA_TIMEOUT_MS,
    retries: 0,
    fetch: requestIdFetch(),
  });
  return { api, queryClient: requestQueryClient() };
}
