import { describe, expect, it } from 'vitest';
import { digitsOnly, toAsciiDigits } from './digits.js';

describe('toAsciiDigits', () => {
  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('turns Eastern Arabic-Indic digits into ASCII digits', () => {
    expect(toAsciiDigits('۰۵۹')).toBe('059');
  });

  it('turns the Arabic decimal separator into a dot and keeps other text', () => {
    expect(toAsciiDigits('السعر ١٢٫٥')).toBe('السعر 12.5');
  });
});

describe('digitsOnly', () => {
  it('keeps only the digits of a phone number typed with spaces and Arabic digits', () => {
    expect(digitsOnly('+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧')).toBe('966501234567');
  });
});
