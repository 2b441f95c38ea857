import * as v from 'valibot';
import { lengthAsSent } from '@matjar/api-client';
import { nameField, phoneField } from '@matjar/auth';
import { validationMessages } from '@matjar/i18n';

/** The longest values the store takes (api-client's `contactFormSchema`). */
export const CONTACT_LIMITS = { name: 100, subject: 150, title: 150, message: 2000 } as const;

const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** The message's id when the message is longer than the store takes, as the store counts it. */
export const CONTACT_MESSAGE_TOO_LONG = 'account.contactForm.messageTooLong';

/**
 * The contact form as typed: every field required; the phone a Saudi mobile number, Arabic-Indic
 * digits and a leading 0 or +966 accepted, sent as the national `5XXXXXXXX`. Messages are ids of
 * `validationMessages` (spec §5), shown by `useFormMessage`.
 */
export const contactFormFieldsSchema = v.object({
  name: nameField,
  phone: phoneField,
  // The spec's "subject required" message is the one complaints use.
  subject: requiredText(validationMessages.complaintSubjectRequired.id),
  title: requiredText(validationMessages.messageTitleRequired.id),
  // A line break is sent as two characters (CR LF), and the store counts both.
  message: v.pipe(
    requiredText(validationMessages.messageRequired.id),
    v.check(
      (text: string) => lengthAsSent(text) <= CONTACT_LIMITS.message,
      CONTACT_MESSAGE_TOO_LONG,
    ),
  ),
});

/** What the contact form holds while it is being typed. */
export type ContactFormValues = v.InferInput<typeof contactFormFieldsSchema>;
