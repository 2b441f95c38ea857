import { defineMessage } from 'react-intl';

/**
 * The "sign in first" prompt's words, apart from the sign-in flows': the prompt is on every page,
 * the flows' messages only on their own.
 */
export const signInFirstMessages = {
  title: defineMessage({
    id: 'auth.signInFirst.title',
    defaultMessage: 'Sign in to continue',
  }),
  body: defineMessage({
    id: 'auth.signInFirst.body',
    defaultMessage: 'Sign in or create an account to do this. It only takes a minute.',
  }),
  action: defineMessage({
    id: 'auth.signInFirst.action',
    defaultMessage: 'Sign in',
  }),
  later: defineMessage({
    id: 'auth.signInFirst.later',
    defaultMessage: 'Not now',
  }),
};
