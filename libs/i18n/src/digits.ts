const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Turns Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits into ASCII digits, and the Arabic
 * decimal separator into a dot, so that input typed on an Arabic keyboard validates like any other.
 *
 * @example
 * toAsciiDigits('٠٥٠١٢٣٤٥٦٧'); // '0501234567'
 */
export function toAsciiDigits(input: string): string {
  let out = '';
  for (const char of input) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) {
      out += String(code - ARABIC_INDIC_ZERO);
    } else if (code >= EASTERN_ARABIC_INDIC_ZERO && code <= EASTERN_ARABIC_INDIC_ZERO + 9) {
      out += String(code - EASTERN_ARABIC_INDIC_ZERO);
    } else if (char === '\u066B') {
      out += '.';
    } else if (char === '\u066C') {
      out += ',';
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * ASCII digits only: Arabic-Indic digits converted, everything else (spaces, dashes, bidi marks)
 * dropped. For phone numbers, activation codes and account numbers.
 *
 * @example
 * digitsOnly('٠٥٠ ١٢٣-٤٥٦٧'); // '0501234567'
 */
export function digitsOnly(input: string): string {
  return toAsciiDigits(input).replace(/\D+/g, '');
}
