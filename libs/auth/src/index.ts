export { AUTH_STATE_COOKIE, TOKEN_STORAGE_KEY } from './session/storage-keys.js';
export { isSignedInFromCookieHeader } from './session/auth-cookie.js';
export {
  SIGN_IN_PATH,
  hasStoredToken,
  isGuardedPath,
  safeRedirectTarget,
  signInPathFor,
} from './guard/route-guard.js';
export { setNavigatingToLogin, useIsNavigatingToLogin } from './guard/navigating-to-login.js';
