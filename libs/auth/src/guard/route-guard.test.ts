import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../session/storage-keys.js';
import { hasStoredToken, isGuardedPath, safeRedirectTarget, signInPathFor } from './route-guard.js';

describe('isGuardedPath', () => {
  it.each(['/orders', '/orders/newOrders', '/cart', '/cart/summary', '/notifications', '/en/cart'])(
    'keeps visitors out of %s',
    (path) => {
      expect(isGuardedPath(path)).toBe(true);
    },
  );

  it.each(['/', '/products/12', '/categories/3', '/cartoons', '/aboutUs', '/orderDetailes/5'])(
    'lets visitors open %s',
    (path) => {
      expect(isGuardedPath(path)).toBe(false);
    },
  );
});

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
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target)).toBe('/');
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
