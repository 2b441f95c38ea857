import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type SaudiMobile, isSaudiMobile, saudiMobileSchema } from './common.js';

describe('a Saudi mobile number as the store takes it', () => {
  it('is the nine national digits: other spellings are refused before a call is sent', () => {
    expect(isSaudiMobile('500000001')).toBe(true);
    for (const phone of [
      '0500000001',
      '+966500000001',
      '966500000001',
      '50000000',
      '5000000012',
      '5 0000 0001',
      '٥٠٠٠٠٠٠٠١',
    ]) {
      expect(isSaudiMobile(phone), phone).toBe(false);
      expect(v.is(saudiMobileSchema, phone), phone).toBe(false);
    }
    expect(v.is(saudiMobileSchema, 500000001)).toBe(false);
  });

  it('refuses, in its type, the spellings TypeScript can tell apart', () => {
    const national: SaudiMobile = '500000001';
    // @ts-expect-error -- a leading 0
    const withZero: SaudiMobile = '0500000001';
    // @ts-expect-error -- the country code
    const international: SaudiMobile = '+966500000001';
    const typed: string = 'typed in a form';
    // @ts-expect-error -- a string read from a form is narrowed first, with isSaudiMobile
    const unchecked: SaudiMobile = typed;
    const narrowed: SaudiMobile | undefined = isSaudiMobile(typed) ? typed : undefined;
    expect([national, withZero, international, unchecked, narrowed]).toHaveLength(5);
  });
});
