import { defineMessage } from 'react-intl';

/** Page titles of the sign-in and sign-up pages. */
export const authPageMessages = {
  signInTitle: defineMessage({
    id: 'storefront.auth.signInTitle',
    defaultMessage: 'Sign in | Matjar',
  }),
  signUpTitle: defineMessage({
    id: 'storefront.auth.signUpTitle',
    defaultMessage: 'Create an account | Matjar',
  }),
  activateTitle: defineMessage({
    id: 'storefront.auth.activateTitle',
    defaultMessage: 'Verification code | Matjar',
  }),
  restorePasswordTitle: defineMessage({
    id: 'storefront.auth.restorePasswordTitle',
    defaultMessage: 'Restore your password | Matjar',
  }),
};

/** Why the sign-in page opened on its own: the store ended the session. */
export const sessionEndedMessages = {
  expired: defineMessage({
    id: 'storefront.auth.sessionExpired',
    defaultMessage: 'Your session has ended. Sign in again to carry on where you were.',
  }),
  blocked: defineMessage({
    id: 'storefront.auth.accountBlocked',
    defaultMessage: 'This account has been suspended. Please contact us for help.',
  }),
};
