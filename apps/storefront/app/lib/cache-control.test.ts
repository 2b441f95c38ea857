import { describe, expect, it } from 'vitest';
import { htmlCacheControl } from './cache-control.js';

describe('htmlCacheControl', () => {
  it.each(['/cart', '/orders/newOrders', '/wallet', '/profile', '/orderDetailes/4', '/auth'])(
    'never stores the customer page %s',
    (path) => {
      expect(htmlCacheControl(path)).toBe('no-store');
    },
  );

  it.each(['/', '/products/3', '/categories/1', '/aboutUs'])(
    'revalidates the public page %s',
    (path) => {
      expect(htmlCacheControl(path)).toBe('private, no-cache');
    },
  );
});
