import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { QueryClient } from '@tanstack/react-query';
import { type SharedAnswerStore, readShared } from '@matjar/api-client';
import { isbot } from 'isbot';
import {
  AUTH_STATE_COOKIE,
  GLOBAL_STORE_COOKIE,
  isSignedInFromCookieHeader,
  readCookie,
} from '@matjar/auth';
import { LOCALE_COOKIE } from '@matjar/i18n';
import { htmlCacheControl } from '../lib/cache-control.js';

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
  // Each request's own id (observability.mjs), not the id of the render that kept the page.
  'x-request-id',
]);

/** `Cache-Status` (RFC 9211) of a response, under the storefront's name. */
export const CACHE_STATUS = 'Cache-Status';

/** An encoding a kept page is sent in. */
export type PageEncoding = 'br' | 'gzip';

export interface CachedPage {
  readonly headers: readonly (readonly [string, string | readonly string[]])[];
  /** The body as the render wrote it, its CSP nonce in it. */
  readonly body: Buffer;
  /** The body compressed, once per encoding, when a reader first asks for it in that encoding. */
  readonly encoded: Map<PageEncoding, Buffer>;
  readonly storedAt: number;
}

export interface PageRequest {
  readonly method: string;
  /** The path and query, as the request line has them. */
  readonly url: string;
  /** `http` or `https`: the page's own links and its policy depend on it. */
  readonly scheme?: string;
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
 * reads: the scheme, host and address (a page names itself by them), whether the reader is a
 * crawler (which gets the page whole), and the language and session cookies.
 */
export function pageCacheDecision(request: PageRequest): PageCacheDecision {
  if (request.method !== 'GET') return { kind: 'bypass' };
  const url = new URL(request.url, 'http://storefront');
  const { pathname } = url;
  if (pathname.endsWith('.data') || /\.[a-z0-9]+$/i.test(pathname)) return { kind: 'bypass' };
  if (htmlCacheControl(pathname) === 'no-store') return { kind: 'bypass' };
  if (isSignedInFromCookieHeader(request.cookie)) return { kind: 'bypass' };
  const key = [
    `${request.scheme ?? 'http'}://${request.host ?? ''}`,
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

/** The encoding a kept page is sent in: brotli whenever the browser takes it, else gzip. */
export function encodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality = '']) => !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name = '']) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * A kept page's body in `encoding`, compressed the first time it is asked for and kept with the
 * page: every later reader of the page in that encoding gets the same bytes, at no cost.
 */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Buffer {
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: {
              // Once for every reader of the page: worth a higher quality than a render's stream.
              [zlibConstants.BROTLI_PARAM_QUALITY]: 8,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipSync(page.body, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return body;
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

  /** Keeps a page rendered now, or (with `storedAt`) one another replica rendered then. */
  set(key: string, page: Pick<CachedPage, 'headers' | 'body'> & { storedAt?: number }): CachedPage {
    this.#pages.delete(key);
    const kept: CachedPage = { ...page, encoded: new Map(), storedAt: page.storedAt ?? this.now() };
    this.#pages.set(key, kept);
    while (this.#pages.size > this.capacity) {
      const oldest = this.#pages.keys().next();
      if (oldest.done) break;
      this.#pages.delete(oldest.value);
    }
    return kept;
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

/**
 * What a response must be to be kept: a whole HTML page, answered 200, setting no cookie, under a
 * CSP with a nonce.
 */
function keepable(res: ServerResponse, bytes: number): boolean {
  if (res.statusCode !== 200 || bytes > LARGEST_PAGE_BYTES) return false;
  if (res.hasHeader('set-cookie')) return false;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return false;
  const policy = res.getHeader('content-security-policy');
  return nonceOfPolicy(typeof policy === 'string' ? policy : undefined) !== null;
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
  /**
   * Text kept for every replica (Redis): a page missing here is looked for there before it is
   * rendered, and a page rendered here is written there. Its failures and slowness are misses.
   */
  readonly shared?: SharedAnswerStore;
}

/** A kept page as text, for the shared store. */
function pageText(page: Pick<CachedPage, 'headers' | 'body' | 'storedAt'>): string {
  return JSON.stringify({
    headers: page.headers,
    body: page.body.toString('base64'),
    storedAt: page.storedAt,
  });
}

/** A page read back from the shared store, if it has a kept page's shape. */
function pageOfText(text: string): Pick<CachedPage, 'headers' | 'body' | 'storedAt'> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { headers, body, storedAt } = value as Record<string, unknown>;
    if (typeof body !== 'string' || typeof storedAt !== 'number' || !Array.isArray(headers)) {
      return undefined;
    }
    const isHeader = (header: unknown) =>
      Array.isArray(header) &&
      header.length === 2 &&
      typeof header[0] === 'string' &&
      (typeof header[1] === 'string' ||
        (Array.isArray(header[1]) && header[1].every((item) => typeof item === 'string')));
    if (!headers.every(isHeader)) return undefined;
    return {
      headers: headers as CachedPage['headers'],
      body: Buffer.from(body, 'base64'),
      storedAt,
    };
  } catch {
    return undefined;
  }
}

/** The page the shared store keeps under `key`, unless it fails, is slow or is out of date. */
async function sharedPage(
  shared: SharedAnswerStore,
  key: string,
  ttlMs: number,
  now: () => number,
): Promise<Pick<CachedPage, 'headers' | 'body' | 'storedAt'> | undefined> {
  const text = await readShared(shared, `page ${key}`);
  const page = text === undefined ? undefined : pageOfText(text);
  return page && now() - page.storedAt < ttlMs ? page : undefined;
}

/**
 * A server middleware that answers visitors' public pages from a render of the last `ttlMs`, as
 * that render wrote them (its nonce with it), compressed once per encoding. Mounted after the
 * compression, before the render: it keeps what the render wrote, sends a kept page already
 * encoded (so the compression leaves it alone), and says what it did in `Cache-Status`.
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
      // Express's: the proxy's `X-Forwarded-Proto` when it is trusted.
      scheme: 'protocol' in req && typeof req.protocol === 'string' ? req.protocol : 'http',
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
    const { key } = decision;
    const isRefresh = decision.kind === 'refresh';
    const local = isRefresh ? undefined : store.get(key);
    if (local || isRefresh || !options.shared) {
      answer(local);
      return;
    }
    // Not kept by this replica: perhaps by another one.
    sharedPage(options.shared, key, options.ttlMs, store.now).then(
      (page) => answer(page ? store.set(key, page) : undefined),
      () => answer(undefined),
    );

    function answer(cached: CachedPage | undefined) {
      if (cached) {
        // The page as it was rendered, its nonce with it: the same bytes for every reader in the
        // page's few seconds, as a CDN would keep them; nobody can put anything new in them.
        const encoding = encodingFor(header('accept-encoding'));
        const body = encoding ? encodedBody(cached, encoding) : cached.body;
        for (const [name, value] of cached.headers) res.setHeader(name, value);
        if (encoding) res.setHeader('Content-Encoding', encoding);
        const vary = String(res.getHeader('vary') ?? '');
        if (!/accept-encoding/i.test(vary)) {
          res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        }
        res.setHeader('Content-Length', body.length);
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
      res.setHeader(CACHE_STATUS, `matjar; fwd=${isRefresh ? 'request' : 'miss'}`);
      const render: Render = { queryClients: [] };
      keepWhatIsWritten(res, (body) => {
        if (!isComplete(render) || !keepable(res, body.length)) return;
        const kept = store.set(key, { headers: storedHeaders(res.getHeaders()), body });
        options.shared?.set(`page ${key}`, pageText(kept), options.ttlMs).catch(() => {
          // Kept by this replica only.
        });
      });
      renders.run(render, next);
    }
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
