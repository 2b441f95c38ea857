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
