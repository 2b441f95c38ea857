import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMacAddress } from './session-state.js';

describe('generateMacAddress', () => {
  it('is three numbers below 1000, then .0', () => {
    fc.assert(
      fc.property(
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (randoms) => {
          const value = generateMacAddress(() => randoms.next().value);
          expect(value).toMatch(/^\d{1,3}\.\d{1,3}\.\d{1,3}\.0$/);
          expect(
            value
              .split('.')
              .slice(0, 3)
              .every((part) => Number(part) < 1000),
          ).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('differs from device to device', () => {
    const values = new Set(Array.from({ length: 50 }, () => generateMacAddress()));
    expect(values.size).toBeGreaterThan(45);
  });
});
