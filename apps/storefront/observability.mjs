// What the storefront tells its operators: one JSON line per request (its id, method, route,
// status, duration and page-cache result; never a query string, a token or a phone number), an id
// for every request passed on to the store API, Prometheus metrics at /metrics, the violations of
// pages' policies (/csp-reports) and the Core Web Vitals customers' browsers measure (/vitals).
import { randomUUID } from 'node:crypto';
import client from 'prom-client';

/** A request id a proxy may hand over: letters, digits, dashes, of a sane length. */
const SOUND_ID = /^[\w.-]{8,128}$/;

/** Paths answered before any page, which say nothing of the shop's traffic: not logged. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** The server's own endpoints, named as their route in logs and metrics. */
const OWN = new Set([...PROBES, '/csp-reports', '/vitals']);

/** The Core Web Vitals a page reports, and the largest value each may sensibly take. */
const VITALS = { CLS: 100, FCP: 600_000, INP: 600_000, LCP: 600_000, TTFB: 600_000 };
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);
const NAVIGATION_TYPES = new Set([
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
]);

/** @param {unknown} value */
const record = (value) =>
  typeof value === 'object' && value !== null ? /** @type {Record<string, unknown>} */ (value) : {};

/** A URL reduced to what may be logged: its origin and path, no query. @param {unknown} value */
function safeUrl(value) {
  const text = String(value ?? '');
  if (!/^[a-z][\w+.-]*:/i.test(text)) return text.slice(0, 40);
  try {
    const url = new URL(text);
    return url.protocol.startsWith('http') ? `${url.origin}${url.pathname}` : url.protocol;
  } catch {
    return 'unreadable';
  }
}

/**
 * One violation from either report format, or `undefined` for anything else.
 * @param {unknown} report
 */
function violationOf(report) {
  const legacy = record(record(report)['csp-report']);
  const modern = record(record(report)['body']);
  const isModern = record(report)['type'] === 'csp-violation';
  const fields = isModern ? modern : legacy;
  const directive = String(
    fields[isModern ? 'effectiveDirective' : 'effective-directive'] ??
      fields['violated-directive'] ??
      '',
  )
    .split(' ')[0]
    ?.slice(0, 40);
  if (!directive || !/^[a-z-]+$/.test(directive)) return undefined;
  const page = safeUrl(fields[isModern ? 'documentURL' : 'document-uri']);
  return {
    directive,
    blocked: safeUrl(fields[isModern ? 'blockedURL' : 'blocked-uri']),
    page: page.startsWith('http') ? new URL(page).pathname : page,
    disposition: fields['disposition'] === 'report' ? 'report' : 'enforce',
  };
}

/**
 * One measure from a page's beacon, or `undefined` for anything else: its name, value, rating,
 * how the page was reached and the route pattern it was measured on (never a path with ids).
 * @param {unknown} value
 */
function vitalOf(value, /** @type {ReadonlySet<string>} */ routes) {
  const fields = record(value);
  const name = String(fields['name'] ?? '');
  const max = Object.hasOwn(VITALS, name) ? VITALS[/** @type {keyof typeof VITALS} */ (name)] : 0;
  const measure = Number(fields['value']);
  const rating = String(fields['rating'] ?? '');
  const page = String(fields['page'] ?? '');
  if (!max || !Number.isFinite(measure) || measure < 0 || measure > max) return undefined;
  if (!RATINGS.has(rating) || !routes.has(page)) return undefined;
  const navigation = String(fields['navigationType'] ?? '');
  return {
    name,
    value: Math.round(measure * 1000) / 1000,
    rating,
    page,
    navigationType: NAVIGATION_TYPES.has(navigation) ? navigation : 'navigate',
  };
}

/**
 * @param {{
 *   requestContext: import('node:async_hooks').AsyncLocalStorage<{ id: string, route?: string }>,
 *   metricsToken?: string,
 *   routePatterns?: readonly string[],
 *   routePatternOf?: (pathname: string) => string,
 *   write?: (line: string) => void,
 * }} options
 */
export function createObservability({
  requestContext,
  metricsToken,
  routePatterns = [],
  routePatternOf,
  write = console.log,
}) {
  /** The route patterns a page may report its measures on: the app's own. */
  const knownRoutes = new Set(routePatterns);
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'matjar_' });
  const requests = new client.Counter({
    name: 'matjar_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'matjar_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route pattern.',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new client.Counter({
    name: 'matjar_page_cache_total',
    help: 'Pages by what the page cache did: hit, miss (rendered), request (asked to render again) or bypass.',
    labelNames: ['result'],
    registers: [registry],
  });
  const cspViolations = new client.Counter({
    name: 'matjar_csp_violations_total',
    help: "What pages' policies refused, by directive and whether it was enforced or reported only.",
    labelNames: ['directive', 'disposition'],
    registers: [registry],
  });
  const webVitals = new client.Histogram({
    name: 'matjar_web_vitals',
    help: "The Core Web Vitals customers' browsers measured, by measure, rating and route (ms; CLS unitless).",
    labelNames: ['name', 'rating', 'route'],
    buckets: [0.05, 0.1, 0.25, 100, 200, 500, 800, 1000, 1800, 2500, 4000, 8000],
    registers: [registry],
  });
  const storeErrors = new client.Counter({
    name: 'matjar_store_api_errors_total',
    help: 'Calls to the store API that it did not answer (network, timeout) or answered with a server error.',
    labelNames: ['kind'],
    registers: [registry],
  });

  /** @param {import('express').Request} req */
  const routeOf = (
    req,
    /** @type {import('express').Response} */ res,
    /** @type {{ route?: string }} */ context,
  ) => {
    if (context.route) return context.route;
    // A page the cache answered was never matched by React Router: its pattern from the routes.
    if (routePatternOf && /;\s*hit\b/.test(String(res.getHeader('Cache-Status') ?? ''))) {
      return routePatternOf(req.path);
    }
    if (req.path.startsWith('/assets/')) return 'asset';
    if (OWN.has(req.path)) return req.path;
    return 'other';
  };

  /**
   * Runs each request inside its context (its id, and the route React Router matches), answers
   * its id in `X-Request-Id`, and logs and counts it when its answer ends.
   * @type {import('express').RequestHandler}
   */
  const middleware = (req, res, next) => {
    const forwarded = req.get('x-request-id');
    const context = { id: forwarded && SOUND_ID.test(forwarded) ? forwarded : randomUUID() };
    res.setHeader('X-Request-Id', context.id);
    const started = process.hrtime.bigint();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req, res, context);
      const status = res.writableFinished ? res.statusCode : 499;
      requests.inc({ route, method: req.method, status: String(status) });
      durations.observe({ route }, seconds);
      // `Cache-Status: matjar; hit; ttl=3`, or `matjar; fwd=miss` (or `bypass`, `request`).
      const status_ = /matjar;\s*(?:(hit)|fwd=(\w+))/.exec(
        String(res.getHeader('Cache-Status') ?? ''),
      );
      const cache = status_?.[1] ?? status_?.[2];
      if (cache) pageCache.inc({ result: cache });
      if (PROBES.has(req.path)) return;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: status >= 500 ? 'error' : 'info',
          msg: 'request',
          requestId: context.id,
          method: req.method,
          route,
          // The path alone: a query string may hold a search, a token or a phone number.
          path: req.path,
          status,
          durationMs: Math.round(seconds * 1000 * 10) / 10,
          ...(cache ? { cache } : {}),
        }),
      );
    };
    res.on('finish', done);
    res.on('close', done);
    requestContext.run(context, next);
  };

  /**
   * `/metrics` in Prometheus' text format, for this machine or a scraper holding
   * `MATJAR_METRICS_TOKEN` as a bearer token: not for the public.
   * @type {import('express').RequestHandler}
   */
  const metrics = (req, res) => {
    const isLocal = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(
      req.socket.remoteAddress ?? '',
    );
    const isAllowed =
      (metricsToken && req.get('authorization') === `Bearer ${metricsToken}`) ||
      (!metricsToken && isLocal);
    res.set('Cache-Control', 'no-store');
    if (!isAllowed) return void res.status(404).type('text/plain').send('Not found');
    void registry.metrics().then((text) => res.type(registry.contentType).send(text));
  };

  /**
   * The reports of what pages' policies refused (`report-uri`: `application/csp-report`;
   * `report-to`: `application/reports+json`), one JSON line each: the directive, what was blocked
   * (its origin, or `inline`/`eval`), the page's path and whether the policy was enforced.
   * @type {import('express').RequestHandler}
   */
  const cspReports = (req, res) => {
    /** @type {unknown[]} */
    const reports = Array.isArray(req.body) ? req.body : [req.body];
    for (const report of reports.slice(0, 20)) {
      const violation = violationOf(report);
      if (!violation) continue;
      cspViolations.inc({ directive: violation.directive, disposition: violation.disposition });
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'warn',
          msg: 'csp-violation',
          requestId: requestContext.getStore()?.id,
          ...violation,
        }),
      );
    }
    res.status(204).end();
  };

  /**
   * The Core Web Vitals a page's `sendBeacon` reports (`app/lib/field-vitals.ts`): one JSON line
   * each (measure, value, rating, route pattern, how the page was reached) and a histogram.
   * @type {import('express').RequestHandler}
   */
  const vitals = (req, res) => {
    /** @type {unknown[]} */
    const reported = Array.isArray(req.body) ? req.body : [req.body];
    for (const value of reported.slice(0, 10)) {
      const vital = vitalOf(value, knownRoutes);
      if (!vital) continue;
      webVitals.observe({ name: vital.name, rating: vital.rating, route: vital.page }, vital.value);
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'info',
          msg: 'web-vital',
          requestId: requestContext.getStore()?.id,
          ...vital,
        }),
      );
    }
    res.status(204).end();
  };

  return {
    middleware,
    metrics,
    cspReports,
    vitals,
    storeObserver: {
      /** @param {'network' | 'timeout' | 'server'} kind */
      storeError: (kind) => storeErrors.inc({ kind }),
    },
  };
}
