import fc from 'fast-check';
import { hasValidIbanChecksum } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, isValidSaudiIban, normalizeIban } from './iban.js';

/** A Saudi IBAN with the right check digits for a BBAN of 20 characters. */
function saudiIbanOf(bban: string): string {
  for (let check = 2; check <= 98; check += 1) {
    const iban = `SA${String(check).padStart(2, '0')}${bban}`;
    if (hasValidIbanChecksum(iban)) return iban;
  }
  throw new Error('no check digits');
}

const bbanArbitrary = fc.string({
  unit: fc.constantFrom(...'0123456789'.split('')),
  minLength: 20,
  maxLength: 20,
});

const toArabicIndic = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe('Saudi IBAN', () => {
  it('accepts a known IBAN typed with spaces, lower case or Arabic-Indic digits', () => {
    expect(isValidSaudiIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidSaudiIban('sa0380000000608010167519')).toBe(true);
    expect(isValidSaudiIban('SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩')).toBe(true);
    expect(normalizeIban('SA٠٣ ٨٠٠٠')).toBe('SA038000');
  });

  it('says why an IBAN cannot be used', () => {
    expect(ibanProblem('  ')).toBe('required');
    expect(ibanProblem('SA04 8000 0000 6080 1016 7519')).toBe('incorrect');
    expect(ibanProblem('GB29 NWBK 6016 1331 9268 19')).toBe('incorrect');
    expect(ibanProblem('SA03 8000 0000 6080 1016 751')).toBe('incorrect');
    expect(ibanProblem('SA03 8000 0000 6080 1016 7519')).toBeUndefined();
  });

  it('groups an IBAN by four for reading', () => {
    expect(formatIban('sa0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(formatIban('SA٠٣٨٠')).toBe('SA03 80');
  });

  it('accepts every valid Saudi IBAN, however it is typed', () => {
    fc.assert(
      fc.property(bbanArbitrary, fc.boolean(), fc.boolean(), (bban, arabic, grouped) => {
        const iban = saudiIbanOf(bban);
        let typed = grouped ? formatIban(iban) : iban;
        if (arabic) typed = toArabicIndic(typed);
        expect(isValidSaudiIban(typed)).toBe(true);
      }),
    );
  });

  it('refuses any IBAN with one character changed', () => {
    fc.assert(
      fc.property(
        bbanArbitrary,
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')),
        (bban, position, replacement) => {
          const iban = saudiIbanOf(bban);
          fc.pre(iban[position] !== replacement);
          const changed = `${iban.slice(0, position)}${replacement}${iban.slice(position + 1)}`;
          expect(isValidSaudiIban(changed)).toBe(false);
        },
      ),
    );
  });
});
