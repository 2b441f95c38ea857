export {
  AUTH_STATE_COOKIE,
  GLOBAL_STORE_COOKIE,
  SESSION_COOKIE_MAX_AGE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_PATH,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './session/storage-keys.js';
export { isSignedInFromCookieHeader } from './session/auth-cookie.js';
export { readCookie, readTokenCookie, tokenCookie } from './session/cookies.js';
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
  endSessionWithoutToken,
  ensureMacAddress,
  restoreStoredUser,
  getToken,
  mirrorTokenCookie,
  readSessionCookies,
  sessionCookies,
  storePushToken,
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
export { usePrefetchDuringRender } from './hooks/use-prefetch-during-render.js';
export {
  useActivate,
  useChangePhoneSendCode,
  useDeleteAccount,
  useIsSessionEnding,
  useSignIn,
  useSignOut,
  useSignUp,
  useUpdateProfile,
} from './hooks/auth-mutations.js';
export { customerQueryMeta } from './session/customer-query-meta.js';
export {
  SIGN_IN_PATH,
  hasStoredToken,
  safeRedirectTarget,
  signInPathFor,
} from './guard/route-guard.js';
export { setNavigatingToLogin, useIsNavigatingToLogin } from './guard/navigating-to-login.js';
export {
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  activationCodeField,
  nameField,
  optionalEmailField,
  passwordField,
  phoneField,
  type WithPasswordConfirmation,
  withPasswordConfirmation,
} from './forms/field-schemas.js';
export { useFormMessage } from './forms/form-message.js';
export { useResendCode } from './hooks/use-resend-code.js';
export {
  useForgotPasswordCheckCode,
  useForgotPasswordSendCode,
  useResetPassword,
} from './hooks/use-restore-password.js';
export { useVisitorSignIn } from './hooks/use-visitor-sign-in.js';
export { SignInForm, type SignInFormProps } from './components/auth-flows/sign-in-form.js';
export {
  SignUpForm,
  type SignUpFormProps,
  type SignedUpAccount,
} from './components/auth-flows/sign-up-form.js';
export {
  ActivationForm,
  type ActivationFormProps,
} from './components/auth-flows/activation-form.js';
export {
  RestorePasswordForm,
  type RestorePasswordFormProps,
} from './components/auth-flows/restore-password-form.js';
export {
  ContinueAsVisitor,
  type ContinueAsVisitorProps,
} from './components/auth-flows/continue-as-visitor.js';
export {
  type RequireSignIn,
  SignInFirstDialog,
  type SignInFirstDialogProps,
  SignInPromptProvider,
  type SignInPromptProviderProps,
  useRequireSignIn,
  useSignInPrompt,
} from './components/auth-flows/sign-in-first-dialog.js';
export { authFlowsMessages } from './components/auth-flows/messages.js';
export { useChangePassword } from './hooks/use-change-password.js';
export { useChangePhoneCheckCode } from './hooks/use-change-phone.js';
export { useSwitchNotifications } from './hooks/use-notifications-switch.js';
export {
  useJoinCategories,
  useRegisterDelegate,
  useRegisterProvider,
} from './hooks/use-join-request.js';
export { ProfileSummary } from './components/profile/profile-summary.js';
export { ProfileMenu, type ProfileMenuProps } from './components/profile/profile-menu.js';
export { AccountNav, type AccountNavProps } from './components/profile/account-nav.js';
export { ACCOUNT_NAV_SECTIONS, accountNavEntryOf } from './components/profile/account-nav-paths.js';
export {
  DeleteAccountButton,
  type DeleteAccountButtonProps,
  NotificationsSwitch,
  type NotificationsSwitchProps,
  SignOutButton,
  type SignOutButtonProps,
} from './components/profile/account-actions.js';
export {
  EditProfileForm,
  type EditProfileFormProps,
} from './components/profile/edit-profile-form.js';
export {
  ChangePhoneForm,
  type ChangePhoneFormProps,
} from './components/profile/change-phone-form.js';
export { PhoneCodeForm, type PhoneCodeFormProps } from './components/profile/phone-code-form.js';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
} from './components/profile/change-password-form.js';
export {
  DelegateRequestForm,
  type DelegateRequestFormProps,
  ProviderRequestForm,
  type ProviderRequestFormProps,
} from './components/profile/join-request-forms.js';
export {
  JoinRequestSent,
  type JoinRequestSentProps,
} from './components/profile/join-request-sent.js';
export {
  changePasswordMessages,
  changePhoneMessages,
  editProfileMessages,
  joinMessages,
  profileMenuMessages,
  profileMessages,
} from './components/profile/messages.js';
