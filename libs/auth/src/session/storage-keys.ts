/** Cookie holding the auth state (SameSite=Strict), readable by the server render. */
export const AUTH_STATE_COOKIE = 'matjar_auth';

/** Cookie holding the global store (SameSite=Strict), readable by the server render. */
export const GLOBAL_STORE_COOKIE = 'matjar_store';

/** localStorage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'matjar_token';

/** How long the session cookies live: 30 days, renewed on every change. */
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
