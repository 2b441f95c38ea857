import type { Product } from '@matjar/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productsFixture } from '../components/fixtures.js';
import {
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  readRecentlyViewed,
  recordRecentlyViewed,
  subscribeRecentlyViewed,
} from './recently-viewed-store.js';

const [coffee, dates, headphones] = productsFixture as [Product, Product, Product];

/** A product of the fixtures with another id, so more than the fixtures can be viewed. */
const productNumbered = (id: number): Product => ({ ...coffee, id, name: `Product ${id}` });

const storedIds = () => readRecentlyViewed().map((product) => product.id);

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recently viewed products', () => {
  it('lists nothing on a device that viewed nothing', () => {
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('lists the products viewed, the most recent first', () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    recordRecentlyViewed(headphones);
    expect(storedIds()).toEqual([headphones.id, dates.id, coffee.id]);
    expect(readRecentlyViewed()[0]).toEqual(headphones);
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    recordRecentlyViewed(coffee);
    recordRecentlyViewed(dates);
    recordRecentlyViewed(coffee);
    expect(storedIds()).toEqual([coffee.id, dates.id]);
  });

  it('keeps the twelve most recent products', () => {
    for (let id = 1; id <= 14; id += 1) recordRecentlyViewed(productNumbered(id));
    expect(storedIds()).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('stores the card fields of a product page and when it was viewed', () => {
    vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00Z') });
    recordRecentlyViewed({ ...dates, description: 'Soft dates from Qassim', stock: 4 } as Product);
    const stored: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');
    expect(stored).toEqual([{ ...dates, viewed_at: Date.parse('2025-05-01T09:00:00Z') }]);
    expect(readRecentlyViewed()).toEqual([dates]);
  });

  it('keeps when the other products were viewed', () => {
    vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00Z') });
    recordRecentlyViewed(coffee);
    vi.setSystemTime(Date.parse('2025-05-01T10:00:00Z'));
    recordRecentlyViewed(dates);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as {
      viewed_at: number;
    }[];
    expect(stored.map((item) => item.viewed_at)).toEqual([
      Date.parse('2025-05-01T10:00:00Z'),
      Date.parse('2025-05-01T09:00:00Z'),
    ]);
  });

  it('gives the same list until it changes', () => {
    recordRecentlyViewed(coffee);
    const first = readRecentlyViewed();
    expect(readRecentlyViewed()).toBe(first);
    recordRecentlyViewed(dates);
    expect(readRecentlyViewed()).not.toBe(first);
  });

  it('empties the list', () => {
    recordRecentlyViewed(coffee);
    clearRecentlyViewed();
    expect(readRecentlyViewed()).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '[{"id": 1,'],
    ['an object', '{"id": 101}'],
    ['a number', '42'],
    ['null', 'null'],
    ['a list of words', '["dates", "coffee"]'],
  ])('reads %s in storage as an empty list', (_what, text) => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, text);
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('leaves out stored items that are not whole products, and duplicates', () => {
    const { price: _price, ...withoutPrice } = dates;
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        { ...coffee, viewed_at: 2 },
        withoutPrice,
        { ...headphones, rating: 'five stars' },
        null,
        'dates',
        { ...coffee, viewed_at: 1 },
        headphones,
      ]),
    );
    expect(storedIds()).toEqual([coffee.id, headphones.id]);
  });

  it('records over a corrupt value', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    recordRecentlyViewed(dates);
    expect(storedIds()).toEqual([dates.id]);
  });

  it('does not record something that is not a product', () => {
    recordRecentlyViewed({ id: 7, name: 'Half a product' } as Product);
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('tells listeners in this tab when the list changes, until they stop listening', () => {
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    recordRecentlyViewed(coffee);
    expect(listener).toHaveBeenCalledTimes(1);
    clearRecentlyViewed();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    recordRecentlyViewed(dates);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells listeners when another tab changes the list or clears the storage', () => {
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([dates]));
    window.dispatchEvent(
      new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual([dates.id]);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores changes another tab makes to other keys or to session storage', () => {
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'matjar_token', storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY, storageArea: sessionStorage }),
    );
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('does not throw when the storage is full or refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    expect(() => recordRecentlyViewed(coffee)).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('reads an empty list and records nothing when the browser blocks storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readRecentlyViewed()).toEqual([]);
    expect(() => recordRecentlyViewed(coffee)).not.toThrow();
    expect(() => clearRecentlyViewed()).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('reads an empty list when reading the storage fails', () => {
    recordRecentlyViewed(coffee);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('reads an empty list and does not throw on the server', () => {
    recordRecentlyViewed(dates);
    vi.stubGlobal('window', undefined);
    expect(readRecentlyViewed()).toEqual([]);
    expect(() => recordRecentlyViewed(coffee)).not.toThrow();
    expect(() => clearRecentlyViewed()).not.toThrow();
    const stop = subscribeRecentlyViewed(() => undefined);
    expect(() => stop()).not.toThrow();
  });
});
