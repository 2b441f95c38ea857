import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { QueryClient } from '@tanstack/react-query';
import { isbot } from 'isbot';
import {
  AUTH_STATE_COOKIE,
  GLOBAL_STORE_COOKIE,
  isSignedInFromCookieHeader,
  readCookie,
} from '@matjar/auth';
import { LOCALE_COOKIE } from '@matjar/i18n';
import { htmlCacheControl } from './cache-control.js';

/** Pages kept at most; the oldest goes first. A page is 60 to 130 KB of HTML. */
export const PAGE_CACHE_ENTRIES = 300;

/** A page larger than this is not kept. */
const LARGEST_PAGE_BYTES = 1024 * 1024;

/** The cookies a public page's render reads: its language and the session it hydrates with. */
const RENDERED_COOKIES = [LOCALE_COOKIE, AUTH_STATE_COOKIE, GLOBAL_STORE_COOKIE] as const;

/** Headers of the connection or the encoding, which the server sets again for each response. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/** `Cache-Status` (RFC 9211) of a response, under the storefront's name. */
export const CACHE_STATUS = 'Cache-Status';

export interface CachedPage {
  readonly headers: readonly (readonly [string, string | readonly string[]])[];
  /** The body as the render wrote it, cut where its nonce was: each response puts its own there. */
  readonly parts: readonly Buffer[];
  /** The nonce of the render, which each response replaces with its own. */
  readonly nonce: string;
  readonly storedAt: number;
}

export interface PageRequest {
  readonly method: string;
  /** The path and query, as the request line has them. */
  readonly url: string;
  readonly host: string | undefined;
  readonly cookie: string | undefined;
  readonly userAgent: string | undefined;
  readonly cacheControl: string | undefined;
  readonly pragma: string | undefined;
}

export type PageCacheDecision =
  | { readonly kind: 'key'; readonly key: string }
  /** Asked to be rendered again (`Cache-Control: no-cache`, a hard reload): rendered, then kept. */
  | { readonly kind: 'refresh'; readonly key: string }
  | { readonly kind: 'bypass' };

/**
 * Whether a request may be answered with a page rendered for another request, and under which key.
 *
 * Only public pages of visitors are: a GET of a page (not its data, not a file) that the browser may
 * keep (`htmlCacheControl`), without a signed-in session. The key holds everything the render
 * reads: the address and host, whether the reader is a crawler (which gets the page whole), and
 * the language and session cookies.
 */
export function pageCacheDecision(request: PageRequest): PageCacheDecision {
  if (request.method !== 'GET') return { kind: 'bypass' };
  const url = new URL(request.url, 'http://storefront');
  const { pathname } = url;
  if (pathname.endsWith('.data') || /\.[a-z0-9]+$/i.test(pathname)) return { kind: 'bypass' };
  if (htmlCacheControl(pathname) === 'no-store') return { kind: 'bypass' };
  if (isSignedInFromCookieHeader(request.cookie)) return { kind: 'bypass' };
  const key = [
    request.host ?? '',
    `${pathname}${url.search}`,
    request.userAgent && isbot(request.userAgent) ? 'crawler' : 'browser',
    ...RENDERED_COOKIES.map((name) => readCookie(request.cookie, name) ?? ''),
  ].join('\n');
  const refresh =
    /(^|,)\s*(no-cache|no-store|max-age=0)\s*(,|$)/i.test(request.cacheControl ?? '') ||
    /no-cache/i.test(request.pragma ?? '');
  return { kind: refresh ? 'refresh' : 'key', key };
}

/** The nonce a `Content-Security-Policy` allows scripts by. */
export function nonceOfPolicy(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1] ?? null;
}

/** A body cut where the nonce is, for `withNonce`. */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, 0, 'utf8'); at >= 0; at = body.indexOf(nonce, from, 'utf8')) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  parts.push(body.subarray(from));
  return parts;
}

/** A cached page's headers and body with a new nonce in place of the render's. */
export function withNonce(
  page: CachedPage,
  nonce: string,
): { headers: [string, string | string[]][]; body: Buffer } {
  const replace = (text: string) => text.split(page.nonce).join(nonce);
  const fresh = Buffer.from(nonce, 'utf8');
  return {
    headers: page.headers.map(([name, value]) => [
      name,
      typeof value === 'string' ? replace(value) : value.map(replace),
    ]),
    body: Buffer.concat(
      page.parts.flatMap((part, index) => (index === 0 ? [part] : [fresh, part])),
    ),
  };
}

/** The pages kept, by key, each for `ttlMs`; the least recently stored goes first when full. */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();

  constructor(
    readonly ttlMs: number,
    readonly capacity: number = PAGE_CACHE_ENTRIES,
    readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt >= this.ttlMs) {
      this.#pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    this.#pages.delete(key);
    this.#pages.set(key, { ...page, storedAt: this.now() });
    while (this.#pages.size > this.capacity) {
      const oldest = this.#pages.keys().next();
      if (oldest.done) break;
      this.#pages.delete(oldest.value);
    }
  }
}

/** The query caches a request's render drew its page from. */
interface Render {
  readonly queryClients: QueryClient[];
}

const renders = new AsyncLocalStorage<Render>();

/**
 * Names a query cache the page being rendered is drawn from. The page is kept only if none of its
 * queries failed: a page drawn without some of the store's data (a call failed, timed out or was
 * refused) is sent, and the browser asks again for what is missing, but it is not kept for others.
 */
export function drawnFrom(queryClient: QueryClient): void {
  renders.getStore()?.queryClients.push(queryClient);
}

const isComplete = (render: Render) =>
  render.queryClients.every((client) =>
    client
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status !== 'error'),
  );

/** What a response must be to be kept: a whole HTML page, answered 200, setting no cookie. */
function keepable(res: ServerResponse, bytes: number): string | null {
  if (res.statusCode !== 200 || bytes > LARGEST_PAGE_BYTES) return null;
  if (res.hasHeader('set-cookie')) return null;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return null;
  const policy = res.getHeader('content-security-policy');
  return nonceOfPolicy(typeof policy === 'string' ? policy : undefined);
}

function storedHeaders(headers: OutgoingHttpHeaders): CachedPage['headers'] {
  const kept: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name === CACHE_STATUS.toLowerCase()) {
      continue;
    }
    kept.push([name, Array.isArray(value) ? value.map(String) : String(value)]);
  }
  return kept;
}

export type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface PageCacheOptions {
  /** How long a page is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  readonly capacity?: number;
  readonly now?: () => number;
}

/**
 * A server middleware that answers visitors' public pages from a render of the last `ttlMs`, each
 * time with a nonce of its own in its CSP and its scripts. Mounted after the compression, before
 * the render: it keeps what the render wrote, uncompressed, and says what it did in `Cache-Status`.
 */
export function pageCacheMiddleware(options: PageCacheOptions): Middleware {
  const store = new PageStore(options.ttlMs, options.capacity, options.now);
  return (req, res, next) => {
    if (options.ttlMs <= 0) return next();
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join('; ') : value;
    };
    const decision = pageCacheDecision({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      host: header('host'),
      cookie: header('cookie'),
      userAgent: header('user-agent'),
      cacheControl: header('cache-control'),
      pragma: header('pragma'),
    });
    if (decision.kind === 'bypass') {
      res.setHeader(CACHE_STATUS, 'matjar; fwd=bypass');
      return next();
    }
    const cached = decision.kind === 'key' ? store.get(decision.key) : undefined;
    if (cached) {
      const { headers, body } = withNonce(cached, randomBytes(16).toString('base64'));
      for (const [name, value] of headers) res.setHeader(name, value);
      const age = Math.floor((store.now() - cached.storedAt) / 1000);
      res.setHeader(
        CACHE_STATUS,
        `matjar; hit; ttl=${String(Math.ceil(options.ttlMs / 1000) - age)}`,
      );
      res.setHeader('Age', String(age));
      res.statusCode = 200;
      res.end(body);
      return;
    }
    res.setHeader(CACHE_STATUS, `matjar; fwd=${decision.kind === 'refresh' ? 'request' : 'miss'}`);
    const render: Render = { queryClients: [] };
    keepWhatIsWritten(res, (body) => {
      if (!isComplete(render)) return;
      const nonce = keepable(res, body.length);
      if (nonce === null) return;
      store.set(decision.key, {
        headers: storedHeaders(res.getHeaders()),
        parts: cutAtNonce(body, nonce),
        nonce,
      });
    });
    renders.run(render, next);
  };
}

/**
 * Passes every write on and hands the whole body over once it has all been sent: never the part of
 * a page whose reader went away before it ended.
 */
function keepWhatIsWritten(res: ServerResponse, ended: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(
            String(chunk),
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          );
    bytes += buffer.length;
    if (bytes <= LARGEST_PAGE_BYTES) chunks.push(Buffer.from(buffer));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  res.once('finish', () => {
    if (bytes <= LARGEST_PAGE_BYTES) ended(Buffer.concat(chunks));
  });
}
