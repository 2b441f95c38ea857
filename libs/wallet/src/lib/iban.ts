import * as v from 'valibot';
import { saudiIbanSchema } from '@matjar/api-client';
import { toAsciiDigits } from '@matjar/i18n';

/** Characters a Saudi IBAN has: `SA` and 22 more. */
export const SAUDI_IBAN_LENGTH = 24;

/**
 * An IBAN as typed, ready to check: Arabic-Indic and Persian digits become ASCII, spaces, dashes
 * and bidi marks go, letters are upper-cased. `'sa٠٣ ٨٠٠٠ …'` → `'SA038000…'`.
 */
export function normalizeIban(input: string): string {
  return toAsciiDigits(input)
    .replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069-]+/g, '')
    .toUpperCase();
}

/**
 * Why an IBAN as typed cannot be used: `required` (blank), `incorrect`, or undefined when valid.
 * A Saudi IBAN is `SA` and 22 digits with a valid mod-97 check, so any one character typed wrong
 * is caught.
 */
export function ibanProblem(input: string): 'required' | 'incorrect' | undefined {
  const iban = normalizeIban(input);
  if (!iban) return 'required';
  return v.is(saudiIbanSchema, iban) ? undefined : 'incorrect';
}

/** Whether `input` is a valid Saudi IBAN (`SA` + 22 characters, mod-97), however it was typed. */
export function isValidSaudiIban(input: string): boolean {
  return ibanProblem(input) === undefined;
}

/**
 * An IBAN grouped by four for reading, `SA03 8000 0000 6080 1016 7519`. Show it inside
 * `<bdi dir="ltr">` so it keeps its order in Arabic text.
 */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}
