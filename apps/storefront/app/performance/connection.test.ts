import { describe, expect, it } from 'vitest';
import { canPrefetchOn } from './connection.js';

describe('canPrefetchOn', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    expect(canPrefetchOn(undefined)).toBe(true);
  });

  it('prefetches on 3G and 4G', () => {
    expect(canPrefetchOn({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetchOn({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetching when the customer saves data', () => {
    expect(canPrefetchOn({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('skips prefetching on 2G and slow 2G', () => {
    expect(canPrefetchOn({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetchOn({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
