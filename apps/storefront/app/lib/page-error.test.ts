import { describe, expect, it } from 'vitest';
import { pageErrorKind } from './page-error.js';

/** What React Router hands the boundary for an answer with `status` (its `ErrorResponse`). */
function routeErrorResponse(status: number) {
  return { status, statusText: '', internal: false, data: null };
}

describe('pageErrorKind', () => {
  it('calls a 404 answer a page not found', () => {
    expect(pageErrorKind(routeErrorResponse(404))).toBe('not-found');
  });

  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'Failed to fetch dynamically imported module: https://shop.example/assets/cart-1a2b.js',
    'error loading dynamically imported module: https://shop.example/assets/cart-1a2b.js',
    'Importing a module script failed.',
  ])('calls the browser\'s "%s" a lost connection', (message) => {
    expect(pageErrorKind(new TypeError(message))).toBe('connection-lost');
  });

  it('keeps a server error, a 503 answer and a defect of our code on the 500 page', () => {
    expect(pageErrorKind(routeErrorResponse(503))).toBe('server');
    expect(pageErrorKind(new Error('Unexpected Server Error'))).toBe('server');
    expect(
      pageErrorKind(new TypeError("Cannot read properties of undefined (reading 'fetch')")),
    ).toBe('server');
    // The same words in an error that is not the browser's own are not a lost connection.
    expect(pageErrorKind(new Error('Failed to fetch'))).toBe('server');
  });
});
