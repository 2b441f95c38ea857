/** Cookie holding the auth state (SameSite=Strict), readable by the server render. */
export const AUTH_STATE_COOKIE = 'matjar_auth';

/** localStorage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'matjar_token';
