/** Cookie holding the auth state (SameSite=Strict), readable by the server render. */
export const AUTH_STATE_COOKIE = 'matjar_auth';

/** Cookie holding the global store (SameSite=Strict), readable by the server render. */
export const GLOBAL_STORE_COOKIE = 'matjar_store';

/** localStorage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'matjar_token';

/**
 * localStorage key of the customer's details (`authUser`, and `newPhone` while a phone change
 * waits for its code): kept in the browser, never in a cookie, so that no name, phone or e-mail
 * travels with every request, and no long name can push the session cookie past the browser's
 * 4 KB.
 */
export const USER_STORAGE_KEY = 'matjar_user';

/**
 * Cookie mirroring the bearer token (SameSite=Strict) for the pages the server draws with a
 * customer's own data. localStorage stays the token's home in the browser; the cookie is written
 * and cleared with it.
 */
export const TOKEN_COOKIE = 'matjar_token';

/**
 * The only paths the token cookie is sent to: the cart and its checkout. Other requests to the
 * storefront (its other pages, its scripts and pictures, its data requests) never carry it.
 */
export const TOKEN_COOKIE_PATH = '/cart';

/** How long the session cookies live: 30 days, renewed on every change. */
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
