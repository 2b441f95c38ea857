import { describe, expect, it } from 'vitest';
import { weightInGrams } from './units.js';

describe('weightInGrams', () => {
  it('reads a weight written in grams or kilograms, in English or Arabic', () => {
    expect(weightInGrams('250 gm')).toBe(250);
    expect(weightInGrams('250g')).toBe(250);
    expect(weightInGrams('500 جم')).toBe(500);
    expect(weightInGrams('٥٠٠ جم')).toBe(500);
    expect(weightInGrams('1 كجم')).toBe(1000);
    expect(weightInGrams('1.5 KG')).toBe(1500);
    expect(weightInGrams(' 2 kilo ')).toBe(2000);
  });

  it('finds no weight in a size that is not one', () => {
    expect(weightInGrams('XL')).toBeNull();
    expect(weightInGrams('42')).toBeNull();
    expect(weightInGrams('250 ml')).toBeNull();
    expect(weightInGrams('Large 250 g pack')).toBeNull();
    expect(weightInGrams('')).toBeNull();
  });
});
