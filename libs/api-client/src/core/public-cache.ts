/** Options of `createPublicCache`. */
export interface PublicCacheOptions {
  /** How long a successful answer is reused, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** The most answers kept; the oldest goes first. Default 500. */
  maxEntries?: number;
  /** The `fetch` that reaches the store. Default: the global one. */
  fetch?: typeof fetch;
  /** The clock, in milliseconds. Default `Date.now`. */
  now?: () => number;
  /**
   * A store the answers are also kept in, shared by every server that renders the store's pages
   * (Redis, for instance): a server asks it before the store API, and writes there what it got.
   * Its failures and slowness count as a miss; the in-process cache works on without it.
   */
  shared?: SharedAnswerStore;
}

/** A store of answers shared by several servers (see `PublicCacheOptions.shared`). */
export interface SharedAnswerStore {
  /** The text kept under `key`, or `undefined`; may reject (counted as a miss). */
  get(key: string): Promise<string | undefined>;
  /** Keeps `value` under `key` for `ttlMs`; may reject (the answer is then kept in-process only). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * How long, in milliseconds, a reader waits for `get` before it does without (asks the store, or
   * draws the page). Default 50: loopback or a nearby Redis answers in a few.
   */
  readonly waitMs?: number;
}

/** How long a shared store may take to answer before its answer is done without, by default. */
const SHARED_STORE_WAIT_MS = 50;

/**
 * The text `shared` keeps under `key`, or `undefined` when it has none, fails, or is slower than
 * its `waitMs`. The wait ends only once the event loop has read what has come in since: a server
 * busy drawing a page for longer than the wait finds its timer and the store's answer ready
 * together, and the answer that had arrived in time counts, not the timer that fired first.
 *
 * @example
 * const text = await readShared(redisStore, 'page /products/1');
 */
export async function readShared(
  shared: SharedAnswerStore,
  key: string,
): Promise<string | undefined> {
  const waitMs = shared.waitMs ?? SHARED_STORE_WAIT_MS;
  let stopWaiting = () => undefined as void;
  const waited = new Promise<undefined>((resolve) => {
    // Timers run before the loop reads its sockets: a second timer puts the end of the wait
    // after that read (a Node loop's next turn; any browser's next task).
    let last: ReturnType<typeof setTimeout> | undefined;
    const first = setTimeout(() => {
      last = setTimeout(() => resolve(undefined), 0);
    }, waitMs);
    stopWaiting = () => {
      clearTimeout(first);
      clearTimeout(last);
    };
  });
  try {
    return await Promise.race([shared.get(key), waited]);
  } catch {
    return undefined;
  } finally {
    stopWaiting();
  }
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Whether a value read back from a shared store has an answer's shape. */
function isAnswer(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false;
  const { status, headers, body } = value as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    typeof body === 'string' &&
    Array.isArray(headers) &&
    headers.every(
      (header) =>
        Array.isArray(header) &&
        header.length === 2 &&
        typeof header[0] === 'string' &&
        typeof header[1] === 'string',
    )
  );
}

/** Whether an answer is the store's success envelope (`{ "key": "success", … }`). */
function isSuccess(answer: Answer): boolean {
  if (answer.status !== 200) return false;
  try {
    const envelope: unknown = JSON.parse(answer.body);
    return (
      typeof envelope === 'object' &&
      envelope !== null &&
      (envelope as { key?: unknown }).key === 'success'
    );
  } catch {
    return false;
  }
}

/** Statuses whose answers carry no body. */
const BODILESS = new Set([204, 205, 304]);
/** Headers that describe the bytes on the wire, not the text kept. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

const responseOf = (answer: Answer) =>
  new Response(BODILESS.has(answer.status) ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });

/**
 * A `fetch` for the server render's calls to the store: a `GET` without a token is asked once for
 * everyone who needs it at the same moment, and its successful answer is reused for a short time
 * (per URL and language). Anything else — other methods, a token, a failure, an answer that is not
 * the store's success — goes to the store every time and is never kept, so an outage is never
 * remembered and nothing of a customer's is shared.
 *
 * Meant for a server that renders pages for visitors: give it to the client of those renders.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: 'https://store.example/api/',
 *   getToken: () => undefined,
 *   fetch: createPublicCache({ ttlMs: 5_000 }),
 * });
 */
export function createPublicCache({
  ttlMs,
  maxEntries = 500,
  fetch: base = globalThis.fetch.bind(globalThis),
  now = Date.now,
  shared,
}: PublicCacheOptions): typeof fetch {
  const kept = new Map<string, { answer: Answer; expires: number }>();
  const asked = new Map<string, Promise<Answer>>();

  const fromShared = async (key: string): Promise<Answer | undefined> => {
    if (!shared) return undefined;
    const text = await readShared(shared, key);
    if (text === undefined) return undefined;
    try {
      const answer: unknown = JSON.parse(text);
      return isAnswer(answer) && isSuccess(answer) ? answer : undefined;
    } catch {
      return undefined;
    }
  };

  const askStore = async (request: Request, key: string): Promise<Answer> => {
    const response = await base(request);
    const answer: Answer = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !WIRE_HEADERS.has(name)),
      body: await response.text(),
    };
    if (shared && isSuccess(answer)) {
      shared.set(key, JSON.stringify(answer), ttlMs).catch(() => {
        // Kept in this process only; the next server asks the store itself.
      });
    }
    return answer;
  };

  // Without a shared store, the store is asked at once (in the same tick as the render's call).
  const ask = (request: Request, key: string): Promise<Answer> =>
    shared
      ? fromShared(key).then((stored) => stored ?? askStore(request, key))
      : askStore(request, key);

  return async (input, init) => {
    const request = new Request(input, init);
    if (ttlMs <= 0 || request.method !== 'GET' || request.headers.has('Authorization')) {
      return base(request);
    }
    const key = `${request.headers.get('lang') ?? ''} ${request.url}`;
    const hit = kept.get(key);
    if (hit && hit.expires > now()) return responseOf(hit.answer);
    if (hit) kept.delete(key);

    let pending = asked.get(key);
    if (!pending) {
      pending = ask(request, key);
      asked.set(key, pending);
      const settle = () => asked.delete(key);
      pending.then((answer) => {
        settle();
        if (!isSuccess(answer)) return;
        kept.set(key, { answer, expires: now() + ttlMs });
        if (kept.size > maxEntries) {
          const oldest = kept.keys().next();
          if (!oldest.done) kept.delete(oldest.value);
        }
      }, settle);
    }
    return responseOf(await pending);
  };
}
