/** A local storefront's origin: this machine, any port (`npm start`, the e2e run, the bench). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * Whether `address` (an origin, or a URL on it) is the storefront's: one of `allowed` when the
 * demo is given its storefronts (`DEMO_STOREFRONT_ORIGINS`), else a storefront on this machine.
 * Browsers of other sites are refused CORS, and the payment page sends nobody to them.
 */
export function isStorefrontOrigin(address: string, allowed?: readonly string[]): boolean {
  let origin: string;
  try {
    origin = new URL(address).origin;
  } catch {
    return false;
  }
  return allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin);
}
