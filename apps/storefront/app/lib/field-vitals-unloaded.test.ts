import { afterEach, expect, it, vi } from 'vitest';
import { startFieldVitals } from './field-vitals.js';

// The measuring code's file gone from the server (a page of the previous build after a release).
vi.mock('web-vitals', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/web-vitals.js');
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('gives up quietly when its code cannot be loaded: no error for the page, nothing sent', async () => {
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  performance.clearMarks('matjar:field-vitals');
  await expect(startFieldVitals()).resolves.toBeUndefined();
  expect(performance.getEntriesByName('matjar:field-vitals')).toHaveLength(0);
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).not.toHaveBeenCalled();
});
