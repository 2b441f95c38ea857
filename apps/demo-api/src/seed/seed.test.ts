import { describe, expect, it } from 'vitest';
import { seedState } from './seed.js';

/** Arabic-Indic (U+0660–U+0669) or Extended Arabic-Indic (U+06F0–U+06F9) digits, with context. */
const EASTERN_DIGITS_IN_CONTEXT = /.{0,30}[\u0660-\u0669\u06F0-\u06F9].{0,30}/gu;

describe('the seeded state', () => {
  // The storefront formats numbers with Western digits in both languages; its data does the same.
  it('writes every number in Western digits, in Arabic and in English', () => {
    const everything = JSON.stringify(seedState());
    expect(everything.match(EASTERN_DIGITS_IN_CONTEXT) ?? []).toEqual([]);
  });
});
