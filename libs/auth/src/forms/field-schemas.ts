import * as v from 'valibot';
import { isSaudiMobile } from '@matjar/api-client';
import { digitsOnly, toAsciiDigits, validationMessages } from '@matjar/i18n';

// Form schemas of the session's forms. Their messages are message ids from @matjar/i18n, turned
// into text by `useFormMessage` where they are shown.

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * A Saudi mobile number as typed: Arabic-Indic digits, spaces, dashes, a leading 0, +966 or 00966
 * are all accepted; the value is the national `5XXXXXXXX`.
 */
export const phoneField = v.pipe(
  v.string(),
  v.transform((value) =>
    digitsOnly(value)
      .replace(/^(00966|966)/, '')
      .replace(/^0/, ''),
  ),
  v.nonEmpty(validationMessages.phoneRequired.id),
  // The value's type says it is one the store takes (`SaudiMobile`).
  v.guard(isSaudiMobile, validationMessages.phoneIncorrect.id),
);

/** A password of at least six characters (Arabic-Indic digits count as digits). */
export const passwordField = v.pipe(
  v.string(),
  v.transform(toAsciiDigits),
  v.nonEmpty(validationMessages.passwordRequired.id),
  v.minLength(MIN_PASSWORD_LENGTH, validationMessages.passwordTooShort.id),
);

/** The longest name the store takes, a person's or a store's. */
export const NAME_MAX_LENGTH = 100;

/** A person's or store's name, at most `NAME_MAX_LENGTH` characters. */
export const nameField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(validationMessages.nameRequired.id),
  v.maxLength(NAME_MAX_LENGTH, validationMessages.nameTooLong.id),
);

/** An optional email: blank stays blank (and is left out of the request). */
export const optionalEmailField = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    validationMessages.emailIncorrect.id,
  ),
);

/** A four-digit activation code, Arabic-Indic digits accepted. */
export const activationCodeField = v.pipe(
  v.string(),
  v.transform(digitsOnly),
  v.nonEmpty(validationMessages.activationCodeRequired.id),
  v.length(4, validationMessages.activationCodeRequired.id),
);

/** A form's fields with `password_confirmation` added. */
type ConfirmedEntries<TEntries extends v.ObjectEntries> = TEntries & {
  readonly password_confirmation: v.StringSchema<undefined>;
};

/**
 * The schema `withPasswordConfirmation` answers: written out, so that its declaration names
 * valibot's types instead of expanding them (an expansion another project cannot check).
 */
export type WithPasswordConfirmation<TEntries extends v.ObjectEntries> = v.SchemaWithPipe<
  readonly [
    v.ObjectSchema<ConfirmedEntries<TEntries>, undefined>,
    v.RawCheckAction<v.InferOutput<v.ObjectSchema<ConfirmedEntries<TEntries>, undefined>>>,
  ]
>;

/** Adds "the passwords do not match", on `password_confirmation`, to a form with a `password`. */
export function withPasswordConfirmation<TEntries extends v.ObjectEntries>(
  entries: TEntries,
): WithPasswordConfirmation<TEntries> {
  return v.pipe(
    v.object({ ...entries, password_confirmation: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as { password?: unknown; password_confirmation: string };
      if (value.password === toAsciiDigits(value.password_confirmation)) return;
      addIssue({
        message: validationMessages.passwordMismatch.id,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: 'password_confirmation',
            value: value.password_confirmation,
          },
        ],
      });
    }),
  );
}
