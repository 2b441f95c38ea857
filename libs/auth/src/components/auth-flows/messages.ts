import { type MessageTag, type MessageValue, defineMessage } from 'react-intl';

/** Strings of the sign-in, sign-up, activation and restore-password flows. */
export const authFlowsMessages = {
  signInTitle: defineMessage({ id: 'auth.signIn.title', defaultMessage: 'Sign in' }),
  signInIntro: defineMessage({
    id: 'auth.signIn.intro',
    defaultMessage: 'Welcome back. Sign in with your mobile number and password.',
  }),
  signInSubmit: defineMessage({ id: 'auth.signIn.submit', defaultMessage: 'Sign in' }),
  forgotPassword: defineMessage({
    id: 'auth.signIn.forgotPassword',
    defaultMessage: 'Forgot your password?',
  }),
  noAccount: defineMessage({
    id: 'auth.signIn.noAccount',
    defaultMessage: 'New to Matjar?',
  }),
  createAccount: defineMessage({
    id: 'auth.signIn.createAccount',
    defaultMessage: 'Create an account',
  }),
  or: defineMessage({ id: 'auth.signIn.or', defaultMessage: 'or' }),

  phone: defineMessage({ id: 'auth.fields.phone', defaultMessage: 'Mobile number' }),
  password: defineMessage({ id: 'auth.fields.password', defaultMessage: 'Password' }),
  passwordConfirmation: defineMessage({
    id: 'auth.fields.passwordConfirmation',
    defaultMessage: 'Confirm password',
  }),
  name: defineMessage({ id: 'auth.fields.name', defaultMessage: 'Full name' }),
  email: defineMessage({ id: 'auth.fields.email', defaultMessage: 'Email (optional)' }),
  city: defineMessage({ id: 'auth.fields.city', defaultMessage: 'City' }),
  chooseCity: defineMessage({ id: 'auth.fields.chooseCity', defaultMessage: 'Choose your city' }),
  citiesLoading: defineMessage({
    id: 'auth.fields.citiesLoading',
    defaultMessage: 'Loading cities…',
  }),
  citiesRetry: defineMessage({
    id: 'auth.fields.citiesRetry',
    defaultMessage: 'Load the cities again',
  }),
  passwordHint: defineMessage<{ min: number }>({
    id: 'auth.fields.passwordHint',
    defaultMessage: 'At least {min} characters.',
  }),
  showPassword: defineMessage({ id: 'auth.fields.showPassword', defaultMessage: 'Show password' }),

  signUpTitle: defineMessage({ id: 'auth.signUp.title', defaultMessage: 'Create an account' }),
  signUpIntro: defineMessage({
    id: 'auth.signUp.intro',
    defaultMessage: 'Create your account in a minute. We will text you a code to activate it.',
  }),
  acceptTerms: defineMessage<{ link: MessageTag }>({
    id: 'auth.signUp.acceptTerms',
    defaultMessage: 'I accept the <link>terms and conditions</link>',
  }),
  signUpSubmit: defineMessage({ id: 'auth.signUp.submit', defaultMessage: 'Create account' }),
  haveAccount: defineMessage({
    id: 'auth.signUp.haveAccount',
    defaultMessage: 'Already have an account?',
  }),
  signInLink: defineMessage({ id: 'auth.signUp.signInLink', defaultMessage: 'Sign in' }),

  activationTitle: defineMessage({
    id: 'auth.activation.title',
    defaultMessage: 'Verification code',
  }),
  activationIntro: defineMessage<{ phone: MessageValue }>({
    id: 'auth.activation.intro',
    defaultMessage: 'Enter the code we sent to {phone}',
  }),
  activationSubmit: defineMessage({
    id: 'auth.activation.submit',
    defaultMessage: 'Verify',
  }),
  codeResent: defineMessage({
    id: 'auth.activation.codeResent',
    defaultMessage: 'We sent you a new code.',
  }),
  changePhone: defineMessage({
    id: 'auth.activation.changePhone',
    defaultMessage: 'Wrong number? Sign in again',
  }),
  missingPhone: defineMessage({
    id: 'auth.activation.missingPhone',
    defaultMessage: 'We do not know which number to verify. Please sign in again.',
  }),

  restoreTitle: defineMessage({
    id: 'auth.restorePassword.title',
    defaultMessage: 'Restore your password',
  }),
  restorePhoneIntro: defineMessage({
    id: 'auth.restorePassword.phoneIntro',
    defaultMessage: 'Enter your mobile number and we will send you a code to reset your password.',
  }),
  restoreSendCode: defineMessage({
    id: 'auth.restorePassword.sendCode',
    defaultMessage: 'Send code',
  }),
  restoreCodeIntro: defineMessage<{ phone: MessageValue }>({
    id: 'auth.restorePassword.codeIntro',
    defaultMessage: 'Enter the code we sent to {phone}',
  }),
  restoreCheckCode: defineMessage({
    id: 'auth.restorePassword.checkCode',
    defaultMessage: 'Continue',
  }),
  restoreNewPasswordIntro: defineMessage({
    id: 'auth.restorePassword.newPasswordIntro',
    defaultMessage: 'Choose a new password for your account.',
  }),
  newPassword: defineMessage({
    id: 'auth.restorePassword.newPassword',
    defaultMessage: 'New password',
  }),
  restoreSubmit: defineMessage({
    id: 'auth.restorePassword.submit',
    defaultMessage: 'Save the new password',
  }),
  restoreDone: defineMessage({
    id: 'auth.restorePassword.done',
    defaultMessage: 'Your password has been changed. Sign in with your new password.',
  }),
  restoreStep: defineMessage<{ current: number; total: number }>({
    id: 'auth.restorePassword.step',
    defaultMessage: 'Step {current} of {total}',
  }),

  continueAsVisitor: defineMessage({
    id: 'auth.visitor.continue',
    defaultMessage: 'Continue as a visitor',
  }),
};
