// What the bench measures over plain HTTP: server rendering throughput (autocannon), the time of a
// whole page as the catalogue grows, the size of each page's HTML, and a demo customer's session.
import autocannon from 'autocannon';
import { brotliCompressSync, constants } from 'node:zlib';

/** A phone's Chromium: the server streams to browsers (bots get the whole page at once). */
export const browserHeaders = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'br, gzip',
  accept: 'text/html',
};

/**
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, errors: number,
 *   non2xx: number }} SsrRun
 */

/**
 * Loads one page with 10 connections for `seconds` and reports throughput and latency.
 * @param {string} url
 * @param {number} seconds
 * @param {Record<string, string>} [headers]
 * @returns {Promise<SsrRun>}
 */
export async function serverRendering(url, seconds, headers = {}) {
  // autocannon does not fall back from ::1 to 127.0.0.1 as fetch does.
  const target = new URL(url);
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  const result = await autocannon({
    url: target.href,
    connections: 10,
    duration: seconds,
    headers: { ...browserHeaders, ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Asks the server to render the page again rather than send one kept from a moment ago (the
 * storefront's cache of visitors' pages, `page-cache.server.ts`), as a hard reload does.
 */
export const renderAgain = { 'cache-control': 'no-cache' };

/**
 * The time to the last byte of one page as the server renders it (not as it keeps it), in ms.
 * @param {string} url
 * @returns {Promise<number>}
 */
export async function pageTime(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...browserHeaders, ...renderAgain } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * The HTML document of a page, raw and brotli (quality 11), in bytes.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ raw: number, brotli: number }>}
 */
export async function htmlSize(url, headers = {}) {
  const response = await fetch(url, {
    headers: { ...browserHeaders, 'accept-encoding': 'identity', ...headers },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    raw: bytes.length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * How many product cards a page's server-rendered HTML draws (`.catalog-product-card`).
 * @param {string} url
 * @returns {Promise<number>}
 */
export async function productCards(url) {
  const response = await fetch(url, { headers: browserHeaders });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.text()).split('class="catalog-product-card"').length - 1;
}

/**
 * Signs the demo customer 500000001 in through the demo API, as the sign-in page does, and returns
 * what it leaves in the browser: the `matjar_auth` cookie and the `matjar_token` in localStorage.
 * @param {string} apiUrl the demo API's root, with a trailing slash
 */
export async function demoSession(apiUrl) {
  const response = await fetch(`${apiUrl}sign-in?count_notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'ar' },
    body: new URLSearchParams({ phone: '500000001', password: '123456' }).toString(),
  });
  const body = /** @type {{ data: { id: number, name: string, phone: string, token: string } }} */ (
    await response.json()
  );
  if (!response.ok || !body.data?.token) throw new Error(`Sign-in failed: ${response.status}`);
  const { token, id, name, phone } = body.data;
  const auth = encodeURIComponent(
    JSON.stringify({ isLoggedIn: true, authUser: { id, name, phone } }),
  );
  // What a signed-in customer's browser holds: the auth cookie, the token in storage, and its
  // copy in the cookie the server draws the cart with.
  return {
    cookies: [
      { name: 'matjar_auth', value: auth, path: '/' },
      { name: 'matjar_token', value: token, path: '/cart' },
    ],
    cookieHeader: `matjar_auth=${auth}; matjar_token=${token}`,
    localStorage: { matjar_token: token },
  };
}
