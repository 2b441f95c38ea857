import { ConsecutiveBreaker, circuitBreaker, handleAll } from 'cockatiel';

/** Options of `createFailFastFetch`. */
export interface FailFastOptions {
  /** The `fetch` that reaches the store. Default: the global one. */
  fetch?: typeof fetch;
  /** Calls in a row the store left unanswered (timed out, refused) before calls fail at once. Default 2. */
  failures?: number;
  /** How long calls fail at once before one of them tries the store again, in ms. Default 5 000. */
  retryAfterMs?: number;
}

/**
 * A `fetch` for a server that renders pages from the store: once the store has left calls
 * unanswered (they timed out, or could not connect), the calls that follow fail at once instead of
 * each waiting out its own timeout, so a silent store costs a page no more than a store that
 * refuses connections. After `retryAfterMs` one call tries the store again; its answer closes the
 * circuit, its failure keeps calls failing fast. Answers the store gives, errors included (a 503),
 * are answers: they pass through and keep the circuit closed.
 *
 * A call failed fast rejects as a failed `fetch` does: the client reports it as `kind: 'network'`.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: 'https://store.example/api/',
 *   getToken: () => undefined,
 *   timeout: 3_000,
 *   fetch: createFailFastFetch(),
 * });
 */
export function createFailFastFetch({
  fetch: base = globalThis.fetch.bind(globalThis),
  failures = 2,
  retryAfterMs = 5_000,
}: FailFastOptions = {}): typeof fetch {
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: retryAfterMs,
    breaker: new ConsecutiveBreaker(failures),
  });
  return (input, init) => breaker.execute(() => base(input, init));
}
