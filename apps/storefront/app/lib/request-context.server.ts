import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows of the request it is answering, wherever in its work it is. */
export interface RequestContext {
  /** The request's id: the proxy's `X-Request-Id` when it sent a sound one, else a new one. */
  readonly id: string;
  /** The route pattern React Router matched (`/products/:id`), once it has. */
  route?: string;
}

/**
 * The request being answered, for the code below it (the store's client, the route's middleware).
 * `server.mjs` runs every request inside it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** What the server counts of its calls to the store, for its metrics. */
export interface StoreCallObserver {
  /** A call the store did not answer (`network`, `timeout`) or answered with a server error. */
  storeError(kind: 'network' | 'timeout' | 'server'): void;
}

let observer: StoreCallObserver = { storeError: () => undefined };

/** Where the store's failed calls are counted (`server.mjs` gives its metrics). */
export function observeStoreCalls(next: StoreCallObserver): void {
  observer = next;
}

/** The platform's `fetch`, which the store's client uses by default. */
// eslint-disable-next-line no-restricted-globals -- wrapped below as the client's transport: the calls still go through @matjar/api-client
const platformFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * A `fetch` for the store's client that names the request it serves (`X-Request-Id`), so the
 * store's logs and the storefront's tell one story, and counts the calls the store failed.
 */
export function requestIdFetch(inner: typeof fetch = platformFetch): typeof fetch {
  return async (input, init) => {
    const id = requestContext.getStore()?.id;
    const request = id ? new Request(input, init) : undefined;
    request?.headers.set('X-Request-Id', id ?? '');
    try {
      const response = await (request ? inner(request) : inner(input, init));
      if (response.status >= 500) observer.storeError('server');
      return response;
    } catch (error) {
      observer.storeError(
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network',
      );
      throw error;
    }
  };
}

/**
 * Root middleware: notes the route pattern React Router matched for the request's log line and
 * metrics (a pattern, not the path: `/products/:id` for every product).
 */
export async function routeNoteMiddleware(
  { pattern }: { pattern: string },
  next: () => Promise<Response>,
): Promise<Response> {
  const context = requestContext.getStore();
  // React Router's patterns have no leading slash (`products/:id`); the index route's is empty.
  if (context) context.route = `/${pattern.replace(/^\//, '')}`;
  return next();
}
