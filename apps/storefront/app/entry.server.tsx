import { randomBytes } from 'node:crypto';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { TOKEN_STORAGE_KEY, isSignedInFromCookieHeader } from '@matjar/auth';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { htmlCacheControl } from './lib/cache-control.js';
import {
  contentSecurityPolicy,
  originOf,
  trustedTypesReportOnly,
} from './lib/content-security-policy.js';
import { pageFactsOf } from './lib/route-facts.js';
import { firebaseConfig } from './lib/push-config.server.js';
import { askEarly } from './performance/early-answers.js';
import { holdEarlySubmits } from './performance/early-submits.js';
import {
  APP_SCRIPT_END,
  localeDataWorkerUrl,
  paintBeforeScripts,
  rewriteDocumentStart,
} from './performance/document-start.server.js';
import { startChunks } from './performance/page-chunks.server.js';
import { earlyCallsOf } from './lib/start-calls.js';
import { localeOfRequest } from './lib/request-locale.js';
import { pageCacheMiddleware } from './performance/page-cache.server.js';
import { apiUrl, cacheSeconds, paymentOrigin, sharedCache } from './lib/server-api.server.js';

/** Settles once the shared cache (Redis), when there is one, has first connected or failed. */
export const sharedCacheStarted: Promise<void> = sharedCache?.started ?? Promise.resolve();

export const streamTimeout = 5_000;

/** The request being answered and the store's failed calls, for `server.mjs`'s logs and metrics. */
export { observeStoreCalls, requestContext } from './lib/request-context.server.js';
export { routePatternOf, routePatterns } from './lib/route-facts.js';

/**
 * The server's cache of visitors' public pages (`page-cache.server.ts`), kept as long as the
 * store's public answers (`MATJAR_API_CACHE_SECONDS`). `server.mjs` mounts it before the render.
 */
export const pageCache = () =>
  pageCacheMiddleware({
    ttlMs: cacheSeconds() * 1000,
    ...(sharedCache ? { shared: sharedCache } : {}),
  });

/**
 * The server's first step for every request (`request-gate.server.ts`): `nosniff` on every answer,
 * 405 for methods no page answers, and the not-found page for paths no route can match.
 * `server.mjs` mounts it before anything else.
 */
export { requestGate } from './lib/request-gate.server.js';

/**
 * The headers every page carries: a strict CSP with this response's nonce, a report-only Trusted
 * Types policy, HSTS, no MIME sniffing, a same-origin referrer for other sites, geolocation for
 * this site only, and a browsing context of its own.
 */
function setSecurityHeaders(request: Request, headers: Headers, nonce: string): void {
  const url = new URL(request.url);
  const apiOrigin = originOf(apiUrl());
  const hasMap = pageFactsOf(url.pathname).map;
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      apiOrigin,
      paymentOrigin: paymentOrigin(),
      hasMap,
      hasPushService: firebaseConfig() !== null,
      isSecure: url.protocol === 'https:',
    }),
  );
  headers.set('Content-Security-Policy-Report-Only', trustedTypesReportOnly(hasMap));
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set(
    'Permissions-Policy',
    'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  );
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
}

/** Streams the HTML of a page; bots get the whole page at once. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const url = new URL(request.url);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Cache-Control', htmlCacheControl(url.pathname));
  responseHeaders.set('Vary', 'Cookie');
  const nonce = randomBytes(16).toString('base64');
  setSecurityHeaders(request, responseHeaders, nonce);

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A boundary the render completed stays in its place in the document, however large: React
        // would otherwise send a large one (a grid in `HydrateLater`) after the page, hidden, for a
        // script to show, and a reader without scripts (or a crawler) would never see it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const locale = localeOfRequest(request);
          const isSignedIn = isSignedInFromCookieHeader(request.headers.get('Cookie'));
          const { matches, loaderData } = routerContext.staticHandlerContext;
          const handles = matches.map((match) => match.route.handle);
          const { entry, routes } = routerContext.manifest;
          const files = [entry, ...matches.map((match) => routes[match.route.id])].flatMap(
            (chunk) => (chunk ? [chunk.module, ...(chunk.imports ?? [])] : []),
          );
          const needed = startChunks({ locale, isSignedIn, handles, files });
          const early = {
            apiUrl: apiUrl(),
            lang: locale,
            paths: isSignedIn
              ? earlyCallsOf(
                  matches.map((match) => ({
                    handle: match.route.handle,
                    loaderData: loaderData[match.route.id],
                  })),
                )
              : [],
            tokenKey: TOKEN_STORAGE_KEY,
          };
          const body = rewriteDocumentStart(
            (start) =>
              holdEarlySubmits(
                askEarly(
                  paintBeforeScripts(start, needed, localeDataWorkerUrl(locale)),
                  nonce,
                  early,
                ),
                nonce,
              ),
            APP_SCRIPT_END,
            (callback) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          );
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
