import { describe, expect, it } from 'vitest';
import { contractCoverage } from './coverage.js';

describe('the store API contract', () => {
  const coverage = contractCoverage(import.meta.dirname);

  it('has calls', () => {
    expect(coverage.defined.length).toBeGreaterThanOrEqual(9);
  });

  it('is served by the demo API, call for call', () => {
    expect(coverage.served).toEqual(coverage.defined);
  });

  it('has a contract test for every call', () => {
    expect(coverage.tested).toEqual(coverage.defined);
  });
});
