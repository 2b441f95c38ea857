import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, parseSarAmount } from './amount.js';

const toArabicIndic = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe('amounts of SAR as typed', () => {
  it('reads Western and Arabic digits, decimal points and commas', () => {
    expect(parseSarAmount('150')).toBe(150);
    expect(parseSarAmount('150.5')).toBe(150.5);
    expect(parseSarAmount('١٥٠٫٥٠')).toBe(150.5);
    expect(parseSarAmount('150,25')).toBe(150.25);
    expect(parseSarAmount('1,500.75')).toBe(1500.75);
    expect(parseSarAmount(' ٢٠٠ ')).toBe(200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '10.999', '-5', '1e3', '10..5', '٫']) {
      expect(parseSarAmount(text)).toBeUndefined();
    }
  });

  it('says the first problem against the store’s bounds', () => {
    const bounds = { min: 10, max: 5000, balance: 300 };
    expect(amountProblem('', bounds)).toBe('required');
    expect(amountProblem('0', bounds)).toBe('invalid');
    expect(amountProblem('5', bounds)).toBe('belowMin');
    expect(amountProblem('6000', bounds)).toBe('aboveMax');
    expect(amountProblem('400', bounds)).toBe('aboveBalance');
    expect(amountProblem('١٠٠', bounds)).toBeUndefined();
  });

  it('reads every amount with up to 2 decimals as it was written, in either digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.boolean(), (cents, arabic) => {
        const text = (cents / 100).toFixed(2);
        expect(parseSarAmount(arabic ? toArabicIndic(text).replace('.', '٫') : text)).toBe(
          cents / 100,
        );
      }),
    );
  });
});
