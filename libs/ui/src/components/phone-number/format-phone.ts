import { digitsOnly } from '@matjar/i18n';

/** The calling code of Saudi Arabia, with which national numbers are shown and dialled. */
const SAUDI_CALLING_CODE = '966';

/** Bidi marks and isolates a number copied out of Arabic text may start with. */
const LEADING_MARKS = /^[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]*/;

/** The kinds of number the storefront tells apart. */
type PhoneKind =
  | { kind: 'saudi'; national: string }
  | { kind: 'unified'; digits: string }
  | { kind: 'toll-free'; digits: string }
  | { kind: 'international'; digits: string }
  | { kind: 'other'; digits: string };

/** Whether the number was written with its country code (`+…` or `00…`). */
function isInternational(raw: string, digits: string): boolean {
  return raw.replace(LEADING_MARKS, '').startsWith('+') || digits.startsWith('00');
}

/**
 * The nine national digits of a Saudi mobile (`5…`) or landline (`1…`) number, written with or
 * without the country code and the trunk `0`; `null` for any other number.
 */
function saudiNational(digits: string): string | null {
  let national = digits;
  if (national.startsWith(`00${SAUDI_CALLING_CODE}`)) national = national.slice(5);
  // No Saudi national number starts with 966, so a longer run that does carries the code.
  else if (national.startsWith(SAUDI_CALLING_CODE) && national.length > 9) {
    national = national.slice(3);
  }
  if (national.length === 10 && national.startsWith('0')) national = national.slice(1);
  return /^[15]\d{8}$/.test(national) ? national : null;
}

function classify(raw: string): PhoneKind {
  const digits = digitsOnly(raw);
  const national = saudiNational(digits);
  if (national) return { kind: 'saudi', national };
  // Unified (9200…) and toll-free (800…) numbers are dialled only inside the kingdom, as written.
  if (!isInternational(raw, digits)) {
    if (/^92\d{7}$/.test(digits)) return { kind: 'unified', digits };
    if (/^800\d{7}$/.test(digits)) return { kind: 'toll-free', digits };
    return { kind: 'other', digits };
  }
  return { kind: 'international', digits: digits.replace(/^00/, '') };
}

/**
 * A phone number the way it is read out in Saudi Arabia, for display: the server's many spellings
 * of one number (`551234567`, `0551234567`, `+966551234567`, `00966 55 123 4567`, Arabic-Indic
 * digits) all come out the same. Mobile and landline numbers get the country code and are grouped
 * 2-3-4; unified numbers (`92…`) are grouped 4-5 and toll-free numbers (`800…`) 3-3-4, without
 * the code, since they are dialled only inside the kingdom. Any other number (foreign, too short)
 * is returned as given, trimmed: nothing is thrown and no digit is lost.
 *
 * Show it left to right inside Arabic text (`<bdi dir="ltr">`), or use `PhoneNumber`, which does.
 *
 * @example
 * formatPhone('0551234567'); // '+966 55 123 4567'
 * formatPhone('٠١١٢٣٤٥٦٧٨'); // '+966 11 234 5678'
 * formatPhone('920012345'); // '9200 12345'
 * formatPhone('8001234567'); // '800 123 4567'
 * formatPhone(' +44 20 7946 0958 '); // '+44 20 7946 0958'
 */
export function formatPhone(raw: string): string {
  const phone = classify(raw);
  switch (phone.kind) {
    case 'saudi': {
      const n = phone.national;
      return `+${SAUDI_CALLING_CODE} ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
    }
    case 'unified':
      return `${phone.digits.slice(0, 4)} ${phone.digits.slice(4)}`;
    case 'toll-free':
      return `${phone.digits.slice(0, 3)} ${phone.digits.slice(3, 6)} ${phone.digits.slice(6)}`;
    default:
      return raw.trim();
  }
}

/**
 * The `tel:` address of a phone number as the server sends it: Saudi mobile and landline numbers
 * with the country code (`tel:+966551234567`), unified and toll-free numbers as dialled
 * (`tel:920012345`, `tel:8001234567`), other numbers written with `+` or `00` as
 * `tel:+<digits>`, and anything else with its digits only. `null` when there is no digit to dial.
 *
 * @example
 * const href = phoneHref(store.phone);
 * {href ? <a href={href}>{formatPhone(store.phone)}</a> : null}
 */
export function phoneHref(raw: string): string | null {
  const phone = classify(raw);
  switch (phone.kind) {
    case 'saudi':
      return `tel:+${SAUDI_CALLING_CODE}${phone.national}`;
    case 'international':
      return phone.digits ? `tel:+${phone.digits}` : null;
    default:
      return phone.digits ? `tel:${phone.digits}` : null;
  }
}
