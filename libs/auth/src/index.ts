export {
  AUTH_STATE_COOKIE,
  GLOBAL_STORE_COOKIE,
  SESSION_COOKIE_MAX_AGE,
  TOKEN_STORAGE_KEY,
} from './session/storage-keys.js';
export { isSignedInFromCookieHeader } from './session/auth-cookie.js';
export {
  type AuthState,
  type GlobalStore,
  type SessionUser,
  emptyGlobalStore,
  generateMacAddress,
  visitorAuthState,
} from './session/session-state.js';
export {
  type SessionSnapshot,
  type SessionStore,
  applyActivation,
  applyProfileUpdate,
  applySignIn,
  clearSession,
  createSessionStore,
  createUnauthenticatedHandler,
  ensureMacAddress,
  getToken,
  readSessionCookies,
  sessionCookies,
  updateGlobalStore,
} from './session/session-store.js';
export {
  SessionProvider,
  type SessionProviderProps,
  useAuthState,
  useGlobalStore,
  useHasToken,
  useSessionStore,
} from './session/session-provider.js';
export {
  useActivate,
  useChangePhoneSendCode,
  useDeleteAccount,
  useSignIn,
  useSignOut,
  useSignUp,
  useUpdateProfile,
} from './hooks/auth-mutations.js';
export {
  SIGN_IN_PATH,
  hasStoredToken,
  isGuardedPath,
  safeRedirectTarget,
  signInPathFor,
} from './guard/route-guard.js';
export { setNavigatingToLogin, useIsNavigatingToLogin } from './guard/navigating-to-login.js';
export {
  MIN_PASSWORD_LENGTH,
  activationCodeField,
  nameField,
  optionalEmailField,
  passwordField,
  phoneField,
  withPasswordConfirmation,
} from './forms/field-schemas.js';
export { FormAlert, type FormAlertProps, useFormMessage } from './forms/form-message.js';
export { failureMessage } from './forms/failure-message.js';
