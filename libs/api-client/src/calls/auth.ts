import * as v from 'valibot';
import { defineCall, defineFlowCall } from '../core/define-call.js';
import { fileSchema, noDataSchema, saudiMobileSchema } from '../schemas/common.js';
import { signedInUserSchema, userSchema } from '../schemas/user.js';

const deviceSchema = {
  /** The push device token, when the browser has one. */
  device_id: v.optional(v.string()),
  device_type: v.optional(v.picklist(['web', 'ios', 'android']), 'web'),
};

/** Sign-in, sign-up, activation, profile, phone change, sign-out and account deletion (spec §7). */
export const authCalls = {
  signIn: defineFlowCall({
    id: 'auth.signIn',
    method: 'POST',
    path: 'sign-in?count_notifications',
    body: 'form',
    access: 'public',
    summary: 'Sign in with phone and password; `needActive` when the phone is not activated yet.',
    input: v.object({
      phone: saudiMobileSchema,
      country_code: v.optional(v.literal('966'), '966'),
      password: v.pipe(v.string(), v.minLength(6)),
      ...deviceSchema,
    }),
    output: signedInUserSchema,
    flow: { keys: ['needActive'], schema: userSchema },
  }),

  signUp: defineCall({
    id: 'auth.signUp',
    method: 'POST',
    path: 'sign-up',
    body: 'form',
    access: 'public',
    summary:
      'Create an account; the activation code is then sent to the phone. Blank email is not sent.',
    input: v.object({
      name: v.pipe(v.string(), v.trim(), v.minLength(1)),
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

  updateProfile: defineFlowCall({
    id: 'auth.updateProfile',
    method: 'POST',
    path: 'update-profile?_method=patch',
    body: 'form',
    access: 'customer',
    summary: 'Update name, email, photo, country or city; both answers carry the new token.',
    input: v.object({
      name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
      email: v.optional(v.pipe(v.string(), v.trim())),
      image: v.optional(fileSchema),
      country_id: v.optional(v.number()),
      city_id: v.optional(v.number()),
    }),
    prepare: ({ email, ...rest }) => (email ? { ...rest, email } : rest),
    output: signedInUserSchema,
    flow: { keys: ['needCompleteInfo'], schema: signedInUserSchema },
  }),

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
};
