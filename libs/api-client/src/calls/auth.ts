import * as v from 'valibot';
import { defineCall, defineFlowCall } from '../core/define-call.js';
import { fileSchema, flagSchema, noDataSchema, saudiMobileSchema } from '../schemas/common.js';
import { signedInUserSchema, userSchema } from '../schemas/user.js';

/** The longest name the store takes. */
const NAME_MAX_LENGTH = 100;

const passwordSchema = v.pipe(v.string(), v.minLength(6, 'The password is less than 6 characters'));

const passwordsDoNotMatch = 'The passwords do not match';

const phoneCodeSchema = v.pipe(v.string(), v.regex(/^\d{4}$/));

/** A visitor's session: the token identifies the visitor's device, not a customer. */
export const visitorSessionSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  /** The device value the visitor's cart is kept under. */
  mac_address: v.string(),
});

export type VisitorSession = v.InferOutput<typeof visitorSessionSchema>;

const deviceSchema = {
  /** The push device token, when the browser has one. */
  device_id: v.optional(v.string()),
  device_type: v.optional(v.picklist(['web', 'ios', 'android']), 'web'),
  /** The visitor's device id (`mac_address`): the visitor's cart joins the customer's. */
  mac_address: v.optional(v.string()),
};

/**
 * Sign-in (as a customer or a visitor), sign-up, activation, password recovery and change, profile,
 * phone change, notification switch, sign-out and account deletion (spec §7).
 */
export const authCalls = {
  /**
   * Sign in with phone and password; `needActive` when the phone is not activated yet,
   * `needCompleteInfo` (with a token) when the profile must be completed first.
   *
   * `POST sign-in?count_notifications` (`auth.signIn`), for anyone, with or without a token.
   *
   * Input: phone, country_code?, password, device_id?, device_type?, mac_address?.
   *
   * Data on success: { id, name, phone, country_code, email, image, is_notify, city_id, … }.
   *
   * Other answers: fail, exception; continues with needActive, needCompleteInfo (an `ApiError` for
   * each refusal).
   */
  signIn: defineFlowCall({
    id: 'auth.signIn',
    method: 'POST',
    path: 'sign-in?count_notifications',
    body: 'form',
    access: 'public',
    summary:
      'Sign in with phone and password; `needActive` when the phone is not activated yet, `needCompleteInfo` (with a token) when the profile must be completed first.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
      password: v.pipe(v.string(), v.minLength(6)),
      ...deviceSchema,
    }),
    output: signedInUserSchema,
    flow: { keys: ['needActive', 'needCompleteInfo'], schema: userSchema },
  }),

  /**
   * Create an account; the activation code is then sent to the phone. Blank email is not sent.
   *
   * `POST sign-up` (`auth.signUp`), for anyone, with or without a token.
   *
   * Input: name, phone, country_code?, email?, password, accept, device_id?, device_type?,
   * mac_address?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  signUp: defineCall({
    id: 'auth.signUp',
    method: 'POST',
    path: 'sign-up',
    body: 'form',
    access: 'public',
    summary:
      'Create an account; the activation code is then sent to the phone. Blank email is not sent.',
    input: v.object({
      name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(NAME_MAX_LENGTH)),
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
      email: v.optional(v.pipe(v.string(), v.trim())),
      password: v.pipe(v.string(), v.minLength(6)),
      accept: v.literal(true, 'You must accept the terms and conditions.'),
      ...deviceSchema,
    }),
    prepare: ({ email, ...rest }) => (email ? { ...rest, email } : rest),
    output: noDataSchema,
  }),

  /**
   * Check the activation code; signs the customer in, or asks to complete the profile.
   *
   * `POST activate?_method=patch` (`auth.activate`), for anyone, with or without a token.
   *
   * Input: phone, country_code?, code, device_id?, device_type?, mac_address?.
   *
   * Data on success: { id, name, phone, country_code, email, image, is_notify, city_id, … }.
   *
   * Other answers: fail, exception; continues with needCompleteInfo (an `ApiError` for each
   * refusal).
   */
  activate: defineFlowCall({
    id: 'auth.activate',
    method: 'POST',
    path: 'activate?_method=patch',
    body: 'form',
    access: 'public',
    summary: 'Check the activation code; signs the customer in, or asks to complete the profile.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
      code: v.pipe(v.string(), v.regex(/^\d{4}$/)),
      ...deviceSchema,
    }),
    output: signedInUserSchema,
    flow: { keys: ['needCompleteInfo'], schema: userSchema },
  }),

  /**
   * Update name, email, photo, country or city; both answers carry the new token.
   *
   * `POST update-profile?_method=patch` (`auth.updateProfile`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: name?, email?, image?, country_id?, city_id?.
   *
   * Data on success: { id, name, phone, country_code, email, image, is_notify, city_id, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked; continues with needCompleteInfo (an
   * `ApiError` for each refusal).
   */
  updateProfile: defineFlowCall({
    id: 'auth.updateProfile',
    method: 'POST',
    path: 'update-profile?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Update name, email, photo, country or city; both answers carry the new token.',
    input: v.object({
      name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(NAME_MAX_LENGTH))),
      email: v.optional(v.pipe(v.string(), v.trim())),
      image: v.optional(fileSchema),
      country_id: v.optional(v.number()),
      city_id: v.optional(v.number()),
    }),
    prepare: ({ email, ...rest }) => (email ? { ...rest, email } : rest),
    output: signedInUserSchema,
    flow: { keys: ['needCompleteInfo'], schema: signedInUserSchema },
  }),

  /**
   * Sign out this device; its push token stops receiving alerts.
   *
   * `DELETE sign-out?device_id={device_id}` (`auth.signOut`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: device_id?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  signOut: defineCall({
    id: 'auth.signOut',
    method: 'DELETE',
    path: 'sign-out?device_id={device_id}',
    body: 'none',
    access: 'customer',
    summary: 'Sign out this device; its push token stops receiving alerts.',
    input: v.object({ device_id: v.optional(v.string(), '') }),
    output: noDataSchema,
  }),

  /**
   * Delete the account for good (form data with the device id).
   *
   * `POST delete-account` (`auth.deleteAccount`), for signed-in customers (without a token it fails
   * at once, unsent).
   *
   * Input: device_id?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  deleteAccount: defineCall({
    id: 'auth.deleteAccount',
    method: 'POST',
    path: 'delete-account',
    body: 'form',
    access: 'customer',
    summary: 'Delete the account for good (form data with the device id).',
    input: v.object({ device_id: v.optional(v.string(), '') }),
    output: noDataSchema,
  }),

  /**
   * Send a code to a new phone number before changing it.
   *
   * `POST change-phone-send-code` (`auth.changePhoneSendCode`), for signed-in customers (without a
   * token it fails at once, unsent).
   *
   * Input: phone, country_code?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  changePhoneSendCode: defineCall({
    id: 'auth.changePhoneSendCode',
    method: 'POST',
    path: 'change-phone-send-code',
    body: 'form',
    access: 'customer',
    summary: 'Send a code to a new phone number before changing it.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
    }),
    output: noDataSchema,
  }),

  /**
   * Send the activation code again to a phone that is not activated yet.
   *
   * `POST resend-code` (`auth.resendCode`), for anyone, with or without a token.
   *
   * Input: phone, country_code?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  resendCode: defineCall({
    id: 'auth.resendCode',
    method: 'POST',
    path: 'resend-code',
    body: 'form',
    access: 'public',
    summary: 'Send the activation code again to a phone that is not activated yet.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
    }),
    output: noDataSchema,
  }),

  /**
   * Send a password-reset code to a registered phone.
   *
   * `POST forget-password-send-code` (`auth.forgotPasswordSendCode`), for anyone, with or without a
   * token.
   *
   * Input: phone, country_code?.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  forgotPasswordSendCode: defineCall({
    id: 'auth.forgotPasswordSendCode',
    method: 'POST',
    path: 'forget-password-send-code',
    body: 'form',
    access: 'public',
    summary: 'Send a password-reset code to a registered phone.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
    }),
    output: noDataSchema,
  }),

  /**
   * Check a password-reset code before asking for the new password.
   *
   * `POST forget-password-check-code` (`auth.forgotPasswordCheckCode`), for anyone, with or without
   * a token.
   *
   * Input: phone, country_code?, code.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  forgotPasswordCheckCode: defineCall({
    id: 'auth.forgotPasswordCheckCode',
    method: 'POST',
    path: 'forget-password-check-code',
    body: 'form',
    access: 'public',
    summary: 'Check a password-reset code before asking for the new password.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
      code: phoneCodeSchema,
    }),
    output: noDataSchema,
  }),

  /**
   * Set a new password with the reset code; the customer then signs in with it.
   *
   * `POST reset-password` (`auth.resetPassword`), for anyone, with or without a token.
   *
   * Input: phone, country_code?, code, password, password_confirmation.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  resetPassword: defineCall({
    id: 'auth.resetPassword',
    method: 'POST',
    path: 'reset-password',
    body: 'form',
    access: 'public',
    summary: 'Set a new password with the reset code; the customer then signs in with it.',
    input: v.pipe(
      v.object({
        phone: saudiMobileSchema,
        country_code: v.optional(v.literal('966'), '966'),
        code: phoneCodeSchema,
        password: passwordSchema,
        password_confirmation: v.string(),
      }),
      v.check((input) => input.password === input.password_confirmation, passwordsDoNotMatch),
    ),
    output: noDataSchema,
  }),

  /**
   * Change the password: the old one, then the new one twice.
   *
   * `POST change-password?_method=patch` (`auth.changePassword`), for signed-in customers (without
   * a token it fails at once, unsent).
   *
   * Input: old_password, password, password_confirmation.
   *
   * Data on success: —.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  changePassword: defineCall({
    id: 'auth.changePassword',
    method: 'POST',
    path: 'change-password?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Change the password: the old one, then the new one twice.',
    input: v.pipe(
      v.object({
        old_password: v.pipe(v.string(), v.minLength(1, 'The old password is required')),
        password: passwordSchema,
        password_confirmation: v.string(),
      }),
      v.check((input) => input.password === input.password_confirmation, passwordsDoNotMatch),
    ),
    output: noDataSchema,
  }),

  /**
   * Enter the code sent to the new phone; completes the change and returns the profile.
   *
   * `POST change-phone-check-code?_method=patch` (`auth.changePhoneCheckCode`), for signed-in
   * customers (without a token it fails at once, unsent).
   *
   * Input: code.
   *
   * Data on success: { id, name, phone, country_code, email, image, is_notify, city_id, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  changePhoneCheckCode: defineCall({
    id: 'auth.changePhoneCheckCode',
    method: 'POST',
    path: 'change-phone-check-code?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Enter the code sent to the new phone; completes the change and returns the profile.',
    input: v.object({ code: phoneCodeSchema }),
    output: userSchema,
  }),

  /**
   * Enter as a visitor: a token for this device; customer-only calls still refuse it.
   *
   * `POST sign-in-visitor` (`auth.visitorSignIn`), for anyone, with or without a token.
   *
   * Input: device_id?, device_type?, mac_address?.
   *
   * Data on success: { token, mac_address }.
   *
   * Other answers: fail, exception (an `ApiError` for each refusal).
   */
  visitorSignIn: defineCall({
    id: 'auth.visitorSignIn',
    method: 'POST',
    path: 'sign-in-visitor',
    body: 'form',
    access: 'public',
    summary: 'Enter as a visitor: a token for this device; customer-only calls still refuse it.',
    input: v.object({
      ...deviceSchema,
      /** The device value of the global store (`mac_address`); a new one is made when absent. */
      mac_address: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    }),
    output: visitorSessionSchema,
  }),

  /**
   * Turn push notifications on or off; answers the new `is_notify`.
   *
   * `POST switch-notify?_method=patch` (`auth.switchNotifications`), for signed-in customers
   * (without a token it fails at once, unsent).
   *
   * Input: is_notify.
   *
   * Data on success: { is_notify }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  switchNotifications: defineCall({
    id: 'auth.switchNotifications',
    method: 'POST',
    path: 'switch-notify?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Turn push notifications on or off; answers the new `is_notify`.',
    input: v.object({ is_notify: v.boolean() }),
    output: v.object({ is_notify: flagSchema }),
  }),

  /**
   * The signed-in customer with their unread notification count.
   *
   * `GET profile` (`auth.showProfile`), for signed-in customers (without a token it fails at once,
   * unsent).
   *
   * Input: —.
   *
   * Data on success: { id, name, phone, country_code, email, image, is_notify, city_id, … }.
   *
   * Other answers: fail, exception, unauthenticated, blocked (an `ApiError` for each refusal).
   */
  showProfile: defineCall({
    id: 'auth.showProfile',
    method: 'GET',
    path: 'profile',
    body: 'none',
    access: 'customer',
    summary: 'The signed-in customer with their unread notification count.',
    input: v.object({}),
    output: userSchema,
  }),
};
