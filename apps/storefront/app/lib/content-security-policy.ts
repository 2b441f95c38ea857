/**
 * Where browsers send the reports of what a page's policies refused, which the storefront logs.
 * `report-uri` alone (decision 031): every browser sends it at once, where a `report-to` would
 * make Chromium use its Reporting API instead, which sends reports in batches a minute apart.
 */
export const CSP_REPORT_PATH = '/csp-reports';

/** The directive that sends a policy's violations to the storefront. */
const REPORTING = `report-uri ${CSP_REPORT_PATH}`;

/** What the policy of one page depends on. */
export interface PolicyOptions {
  /** This response's nonce (base64), on every script the page may run. */
  nonce: string;
  /** The store API's origin: data, images and the demo's push stream. */
  apiOrigin: string;
  /** The payment provider's origin: the only other place a form may post to or a frame show. */
  paymentOrigin: string;
  /** The page shows a map: the Maps JavaScript API's documented additions. */
  hasMap: boolean;
  /** A push service is configured: its endpoints may be called. */
  hasPushService: boolean;
  /** Served over HTTPS: requests for http: resources are upgraded. */
  isSecure: boolean;
}

/** The push service's endpoints (installations, registrations, messages). */
export const PUSH_SERVICE_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
] as const;

/** What Google documents for the Maps JavaScript API under a strict CSP. */
const MAPS = {
  script: ["'unsafe-eval'", 'blob:'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
  frame: ['https://*.google.com'],
};

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The page's Content-Security-Policy: scripts only with this response's nonce (and what they load,
 * `'strict-dynamic'`), no plugins, no `<base>`, never framed; data from our origin and the store
 * API, the push service's endpoints when configured, Maps' additions only where a map is shown,
 * the payment provider only as a form target or frame.
 *
 * @example
 * headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, apiOrigin, … }));
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const { nonce, apiOrigin, paymentOrigin, hasMap, hasPushService, isSecure } = options;
  const maps = (key: keyof typeof MAPS) => (hasMap ? MAPS[key] : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Every browser the store supports knows nonces and 'strict-dynamic': no `https:` or
    // 'unsafe-inline' fallback is given for older ones, which would only widen the policy.
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", ...maps('script')],
    ['style-src', "'self'", "'unsafe-inline'", ...maps('style')],
    ['img-src', "'self'", 'data:', 'blob:', apiOrigin, 'https:', ...maps('img')],
    // Small fonts and sounds of the build (the riyal sign, the bell) are inlined as data: URLs.
    ['font-src', "'self'", 'data:', ...maps('font')],
    [
      'connect-src',
      "'self'",
      apiOrigin,
      ...(hasPushService ? PUSH_SERVICE_ORIGINS : []),
      ...maps('connect'),
    ],
    ['media-src', "'self'", 'data:'],
    ['worker-src', "'self'", ...maps('worker')],
    ['manifest-src', "'self'"],
    ['frame-src', paymentOrigin, ...maps('frame')],
    ['form-action', "'self'", paymentOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map(([name, ...values]) => [name, ...unique(values)].join(' '));
  if (isSecure) policy.push('upgrade-insecure-requests');
  policy.push(REPORTING);
  return policy.join('; ');
}

/**
 * The Trusted Types policy the page's first script makes the locale data worker's URL with
 * (`paintBeforeScripts`): the app installs the `default` policy later.
 */
export const LOCALE_DATA_POLICY = 'matjar-locale-data';

/**
 * The Trusted Types policy, reported only: HTML is written in one place (the sanitized store pages,
 * policy `matjar-html`), the push worker's URL goes through the `default` policy, the locale data
 * worker's through `matjar-locale-data` (made by the page's first script, before the app installs
 * `default`), and on pages with a map the Maps loader and API use their own; any other string
 * reaching a sink is reported.
 */
export function trustedTypesReportOnly(hasMap: boolean): string {
  const policies = [
    'default',
    'matjar-html',
    LOCALE_DATA_POLICY,
    ...(hasMap ? ['@googlemaps/js-api-loader', 'goog#html'] : []),
  ];
  return `require-trusted-types-for 'script'; trusted-types ${policies.join(' ')}; ${REPORTING}`;
}

/** The origin of a URL, or the URL itself when it is not absolute. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
