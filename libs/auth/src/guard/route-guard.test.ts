import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../session/storage-keys.js';
import { hasStoredToken, safeRedirectTarget, signInPathFor } from './route-guard.js';

describe('safeRedirectTarget', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeRedirectTarget('/orders/newOrders?page=2')).toBe('/orders/newOrders?page=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'orders',
    '',
    // Dot segments that resolve to two leading slashes: another site's address.
    '/.//evil.example',
    '/a/..//evil.example',
    '/././/evil.example/path?x=1',
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target)).toBe('/');
  });

  it.each([
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '\\evil.example',
    '/\\evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http://matjar.invalid@evil.example',
    '//evil.example%2F',
    '/%5Cevil.example',
    '\u3002evil.example',
    '//ｅｖｉｌ.example',
    '/．/evil.example',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
  ])('keeps %j on the storefront', (target) => {
    const result = safeRedirectTarget(target);
    const base = 'https://matjar.sa';
    expect(new URL(result, base).origin).toBe(base);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
  });

  it('never leaves the storefront, whatever it is given (1,000 generated targets)', () => {
    const base = 'https://matjar.sa';
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\t',
      '\n',
      ':',
      '@',
      '%2F',
      '%5C',
      '.',
      '?',
      '#',
      'evil.example',
      'javascript:',
      'https:',
      '\u3002',
      'ｅ',
    );
    const target = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 8 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(target, (value) => {
        const result = safeRedirectTarget(value);
        return (
          result.startsWith('/') &&
          !result.startsWith('//') &&
          !result.includes('\\') &&
          new URL(result, base).origin === base
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('uses the fallback given for a refused target', () => {
    expect(safeRedirectTarget(null, '/profile')).toBe('/profile');
  });
});

describe('signInPathFor', () => {
  it('sends the visitor to sign in with the way back', () => {
    expect(signInPathFor('/cart?coupon=A1')).toBe('/auth?redirect=%2Fcart%3Fcoupon%3DA1');
  });

  it('does not carry an off-origin way back', () => {
    expect(signInPathFor('//evil.example')).toBe('/auth');
  });
});

describe('hasStoredToken', () => {
  afterEach(() => localStorage.clear());

  it('is false for a visitor and true once a token is stored', () => {
    expect(hasStoredToken()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    expect(hasStoredToken()).toBe(true);
  });
});
