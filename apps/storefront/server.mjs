#!/usr/bin/env node
// Production server of the storefront: static files sent precompressed (brotli or gzip, written
// beside them by the build), hashed assets with long cache lifetimes, everything else rendered by
// React Router, streamed and compressed on the fly (brotli at a level fast enough for each request;
// each burst of streamed chunks is compressed and flushed as one).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { coalescedWrites } from './app/performance/coalesced-writes.mjs';
import { createLifecycle } from './lifecycle.mjs';
import { createObservability } from './observability.mjs';

// React and React Router choose their production or development builds from NODE_ENV when they
// are first loaded: a server started without it would render with React's development build,
// several times slower. So it is set before either loads.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('@react-router/express');

const root = import.meta.dirname;
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '0.0.0.0';

/** Extensions the build precompresses (tools/bench/precompress.mjs). */
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
const suffixes = { br: '.br', gzip: '.gz' };
const encodingOf = { '.br': 'br', '.gz': 'gzip' };

/**
 * Points a request for a compressible file at its `.br` or `.gz` sibling when the browser accepts
 * that encoding and the sibling exists; `staticHeaders` then names the encoding and the type.
 * @param {string} folder
 * @returns {import('express').RequestHandler}
 */
function precompressed(folder) {
  /** @type {Map<string, boolean>} */
  const exists = new Map();
  const has = (/** @type {string} */ path) => {
    let found = exists.get(path);
    if (found === undefined) {
      found = existsSync(join(folder, path));
      exists.set(path, found);
    }
    return found;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!compressible.has(extname(req.path))) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    // Brotli whenever the browser takes it: browsers list gzip first ("gzip, deflate, br, zstd"),
    // and a choice by the header's order alone would send the larger file.
    const accepted = req.acceptsEncodings();
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
    if (!encoding) return next();
    let path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const candidate = `${path}${suffixes[encoding]}`;
    if (!path.includes('\0') && !path.includes('..') && has(candidate)) {
      req.url = `${candidate}${req.url.slice(req.path.length)}`;
    }
    next();
  };
}

/**
 * Names the encoding of a precompressed file and keeps the type of the file it encodes.
 * @param {import('express').Response} res
 * @param {string} path
 */
function staticHeaders(res, path) {
  const encoding = encodingOf[extname(path)];
  if (!encoding) return;
  const original = path.slice(0, -extname(path).length);
  res.setHeader('Content-Encoding', encoding);
  const type = express.static.mime.lookup(original);
  const charset = express.static.mime.charsets.lookup(type);
  res.setHeader('Content-Type', charset ? `${type}; charset=${charset}` : type);
  res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The URL paths of the files at the build's root, outside `assets` (the app's icons, the locale
 * data worker), read once at start: the build does not change while the server runs.
 * @param {string} folder
 * @returns {Set<string>}
 */
function rootFilesOf(folder) {
  const paths = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path !== 'assets' && !path.startsWith(`assets${sep}`))
    .filter((path) => statSync(join(folder, path)).isFile())
    .map((path) => `/${path.split(sep).join('/')}`);
  return new Set(paths);
}

/**
 * Sends the files at the build's root with `handlers`, and leaves every other request (the
 * pages) to the next handler without looking for it on disk: a page's request would otherwise cost
 * a file lookup and an error object before it is rendered.
 * @param {string} folder
 * @param {import('express').RequestHandler[]} handlers
 * @returns {import('express').RequestHandler}
 */
function rootFiles(folder, handlers) {
  const files = rootFilesOf(folder);
  const router = express.Router();
  router.use(...handlers);
  return (req, res, next) => {
    let path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!files.has(path)) return next();
    router(req, res, next);
  };
}

const app = express();
app.disable('x-powered-by');
// Up, ready and stopping: `/healthz`, `/readyz` and the drain on SIGTERM (lifecycle.mjs).
const seconds = (/** @type {string | undefined} */ value, fallback = 0) =>
  Math.max(0, Number(value ?? fallback) || 0) * 1000;
const lifecycle = createLifecycle({
  apiUrl: process.env.MATJAR_API_URL ?? 'http://localhost:3333/',
  graceMs: seconds(process.env.MATJAR_SHUTDOWN_GRACE_SECONDS),
  drainMs: seconds(process.env.MATJAR_DRAIN_SECONDS, 10),
  log: (event) => console.log(JSON.stringify({ time: new Date().toISOString(), ...event })),
});
// Behind a reverse proxy that terminates TLS: the addresses (or `loopback`, a subnet…) of the
// proxies whose `X-Forwarded-Proto` and `X-Forwarded-Host` are believed. The request's scheme then
// makes cookies `Secure`; no other client can say it came over HTTPS.
if (process.env.MATJAR_TRUSTED_PROXIES) {
  app.set('trust proxy', process.env.MATJAR_TRUSTED_PROXIES);
  // The address the customer used is the forwarded one, its port included or not: it becomes the
  // request's Host, which React Router's request address and the page cache's key are made of
  // (the adapter would otherwise add the port of the proxy's own Host to the forwarded name).
  // Express reads `X-Forwarded-Host` only from a trusted proxy: `hostname` then names it.
  app.use((req, _res, next) => {
    const forwarded = req.get('X-Forwarded-Host')?.split(',')[0]?.trim();
    const address = forwarded && URL.canParse(`http://${forwarded}`) ? `http://${forwarded}` : null;
    if (address && new URL(address).hostname === req.hostname) {
      req.headers.host = forwarded;
    }
    next();
  });
}

// The build is loaded once, here: given as a function, React Router would load it and derive its
// route table again for every request (about a millisecond each).
// `MATJAR_BUILD_DIRECTORY` is where the build was written (react-router.config.ts reads it too).
const buildDirectory = resolve(root, process.env.MATJAR_BUILD_DIRECTORY || 'build');
const build = await import(pathToFileURL(join(buildDirectory, 'server/index.js')).href);
// A new replica is ready once its shared cache (Redis) has connected or failed to.
lifecycle.waitFor(build.entry.module.sharedCacheStarted ?? Promise.resolve());
// Every request gets an id, a log line and its metrics (observability.mjs); the store's failed
// calls are counted too.
const observability = createObservability({
  requestContext: build.entry.module.requestContext,
  metricsToken: process.env.MATJAR_METRICS_TOKEN,
  routePatterns: build.entry.module.routePatterns,
  routePatternOf: build.entry.module.routePatternOf,
});
build.entry.module.observeStoreCalls(observability.storeObserver);
app.use(observability.middleware);
app.get('/metrics', observability.metrics);
app.post(
  '/csp-reports',
  express.json({ type: ['application/csp-report', 'application/reports+json'], limit: '32kb' }),
  observability.cspReports,
  /** @type {import('express').ErrorRequestHandler} */
  (_error, _req, res, _next) => void res.status(400).end(),
);
app.post(
  '/vitals',
  express.json({ type: ['application/json', 'text/plain'], limit: '8kb' }),
  observability.vitals,
  /** @type {import('express').ErrorRequestHandler} */
  (_error, _req, res, _next) => void res.status(400).end(),
);
// The probes answer before any page machinery, and only once the build is loaded.
app.use(lifecycle.middleware);
// Before anything else: `nosniff` on every answer, 405 for methods no page answers, and paths no
// route can match answered by the not-found page without being matched.
app.use(build.entry.module.requestGate());

// The build's assets, and those of the builds before it that the build target keeps
// (tools/scripts/keep-assets.mjs): a page opened before a deploy still finds its code.
const assets = join(buildDirectory, 'client/assets');
const client = join(buildDirectory, 'client');
app.use(
  '/assets',
  precompressed(assets),
  express.static(assets, {
    immutable: true,
    maxAge: '1y',
    index: false,
    fallthrough: false,
    setHeaders: staticHeaders,
  }),
);
app.use(
  rootFiles(client, [
    precompressed(client),
    express.static(client, { maxAge: '1h', index: false, setHeaders: staticHeaders }),
  ]),
);
// Quality 7 in text mode: the home page's HTML 11% smaller than quality 4 (13.1 KB, not 14.8) for
// about a millisecond more, so that the whole page arrives in a new connection's first round trip
// (ten packets, 14.6 KB with the headers); quality 5 left it 0.5 KB over on the home page. A window
// of 256 KB (not brotli's 4 MB): a page is at most a few hundred KB, and each response being
// compressed holds its window in memory, so fifty at once would hold hundreds of megabytes.
app.use(
  compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 7,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  }),
);
// Visitors' public pages rendered in the last few seconds are sent again, with a nonce of their own.
app.use(build.entry.module.pageCache());
// Each burst of streamed HTML is compressed and flushed as one (performance/coalesced-writes.mjs).
app.use(coalescedWrites);
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, host, () => {
  console.log(`Matjar storefront on http://localhost:${port}`);
});

// Browsers and proxies keep a connection open to reuse it; the server keeps an idle one longer
// than they do, so a request never meets a connection being closed (Node's default is 5 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

process.on('SIGTERM', () => lifecycle.stop(server, 'SIGTERM'));
process.on('SIGINT', () => lifecycle.stop(server, 'SIGINT'));
