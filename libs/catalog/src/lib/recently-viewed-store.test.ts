import type { Product } from '@matjar/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productsFixture } from '../components/fixtures.js';
import {
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  forgetRecentlyViewed,
  readRecentlyViewed,
  readRecentlyViewedView,
  recordRecentlyViewed,
  saveRecentlyViewedCard,
  subscribeRecentlyViewed,
} from './recently-viewed-store.js';

const [coffee, dates, headphones] = productsFixture as [Product, Product, Product];

/** The coffee's card as the store answers in English. */
const coffeeInEnglish: Product = {
  ...coffee,
  name: 'Saudi Arabic coffee with cardamom and saffron, 500 g',
  brand: 'Al Deera Roastery',
  provider: { id: 1, name: 'Al Deera Roastery' },
};

/** The dates' card as the store answers in English. */
const datesInEnglish: Product = {
  ...dates,
  name: 'Premium Qassim Sukkari dates, 1 kg',
  brand: 'Qassim Dates',
  provider: { id: 2, name: 'Qassim Dates' },
};

/** A product of the fixtures with another id, so more than the fixtures can be viewed. */
const productNumbered = (id: number): Product => ({ ...coffee, id, name: `Product ${id}` });

const storedIds = () => readRecentlyViewed('ar').map((product) => product.id);

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recently viewed products', () => {
  it('lists nothing on a device that viewed nothing', () => {
    expect(readRecentlyViewed('ar')).toEqual([]);
  });

  it('lists the products viewed, the most recent first', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    recordRecentlyViewed(headphones, 'ar');
    expect(storedIds()).toEqual([headphones.id, dates.id, coffee.id]);
    expect(readRecentlyViewed('ar')[0]).toEqual(headphones);
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    recordRecentlyViewed(coffee, 'ar');
    expect(storedIds()).toEqual([coffee.id, dates.id]);
  });

  it('keeps the twelve most recent products', () => {
    for (let id = 1; id <= 14; id += 1) recordRecentlyViewed(productNumbered(id), 'ar');
    expect(storedIds()).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('stores the card fields of a product page and when it was viewed', () => {
    vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00Z') });
    recordRecentlyViewed(
      { ...dates, description: 'Soft dates from Qassim', stock: 4 } as Product,
      'ar',
    );
    const stored: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');
    expect(stored).toEqual([
      { id: dates.id, viewed_at: Date.parse('2025-05-01T09:00:00Z'), cards: { ar: dates } },
    ]);
    expect(readRecentlyViewed('ar')).toEqual([dates]);
  });

  it('keeps when the other products were viewed', () => {
    vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00Z') });
    recordRecentlyViewed(coffee, 'ar');
    vi.setSystemTime(Date.parse('2025-05-01T10:00:00Z'));
    recordRecentlyViewed(dates, 'ar');
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as {
      viewed_at: number;
    }[];
    expect(stored.map((item) => item.viewed_at)).toEqual([
      Date.parse('2025-05-01T10:00:00Z'),
      Date.parse('2025-05-01T09:00:00Z'),
    ]);
  });

  it('gives the same list until it changes', () => {
    recordRecentlyViewed(coffee, 'ar');
    const first = readRecentlyViewed('ar');
    expect(readRecentlyViewed('ar')).toBe(first);
    recordRecentlyViewed(dates, 'ar');
    expect(readRecentlyViewed('ar')).not.toBe(first);
  });

  it('empties the list', () => {
    recordRecentlyViewed(coffee, 'ar');
    clearRecentlyViewed();
    expect(readRecentlyViewed('ar')).toEqual([]);
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
    expect(readRecentlyViewed('ar')).toEqual([]);
  });

  it('leaves out stored items that are not whole products, and duplicates', () => {
    const { price: _price, ...withoutPrice } = dates;
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        { id: coffee.id, viewed_at: 2, cards: { ar: coffee } },
        { id: dates.id, viewed_at: 2, cards: { ar: withoutPrice } },
        { id: 'headphones', viewed_at: 2, cards: { ar: headphones } },
        { id: headphones.id, viewed_at: 2, cards: [headphones] },
        null,
        'dates',
        { id: coffee.id, viewed_at: 1, cards: { ar: coffee } },
        { id: headphones.id, viewed_at: 1, cards: { ar: { ...headphones, rating: 'five' } } },
      ]),
    );
    // The dates and the last headphones are listed, but have no card that can be shown.
    expect(readRecentlyViewedView('ar')).toEqual({
      products: [coffee],
      missingIds: [dates.id, headphones.id],
    });
  });

  it('leaves out a stored card of another product or in a language the store does not speak', () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ id: coffee.id, viewed_at: 1, cards: { ar: dates, fr: coffee } }]),
    );
    expect(readRecentlyViewedView('ar')).toEqual({ products: [], missingIds: [coffee.id] });
    recordRecentlyViewed(coffeeInEnglish, 'en');
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([expect.objectContaining({ cards: { en: coffeeInEnglish } })]);
  });

  it('records over a corrupt value', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    recordRecentlyViewed(dates, 'ar');
    expect(storedIds()).toEqual([dates.id]);
  });

  it('does not record something that is not a product', () => {
    recordRecentlyViewed({ id: 7, name: 'Half a product' } as Product, 'ar');
    expect(readRecentlyViewed('ar')).toEqual([]);
  });

  it('tells listeners in this tab when the list changes, until they stop listening', () => {
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    recordRecentlyViewed(coffee, 'ar');
    expect(listener).toHaveBeenCalledTimes(1);
    clearRecentlyViewed();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    recordRecentlyViewed(dates, 'ar');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells listeners when another tab changes the list or clears the storage', () => {
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ id: dates.id, viewed_at: 1, cards: { ar: dates } }]),
    );
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
    expect(() => recordRecentlyViewed(coffee, 'ar')).not.toThrow();
    expect(readRecentlyViewed('ar')).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('reads an empty list and records nothing when the browser blocks storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readRecentlyViewed('ar')).toEqual([]);
    expect(() => recordRecentlyViewed(coffee, 'ar')).not.toThrow();
    expect(() => clearRecentlyViewed()).not.toThrow();
    expect(readRecentlyViewed('ar')).toEqual([]);
  });

  it('reads an empty list when reading the storage fails', () => {
    recordRecentlyViewed(coffee, 'ar');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readRecentlyViewed('ar')).toEqual([]);
  });

  it('reads an empty list and does not throw on the server', () => {
    recordRecentlyViewed(dates, 'ar');
    vi.stubGlobal('window', undefined);
    expect(readRecentlyViewed('ar')).toEqual([]);
    expect(() => recordRecentlyViewed(coffee, 'ar')).not.toThrow();
    expect(() => clearRecentlyViewed()).not.toThrow();
    const stop = subscribeRecentlyViewed(() => undefined);
    expect(() => stop()).not.toThrow();
  });
});

describe('recently viewed products in two languages', () => {
  it('does not show a product viewed in Arabic to the English list, which is to fetch it', () => {
    recordRecentlyViewed(coffee, 'ar');
    expect(readRecentlyViewed('en')).toEqual([]);
    expect(readRecentlyViewedView('en')).toEqual({ products: [], missingIds: [coffee.id] });
    expect(readRecentlyViewed('ar')).toEqual([coffee]);
    expect(readRecentlyViewedView('ar').missingIds).toEqual([]);
  });

  it('shows each language its own card of a product viewed in both', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(coffeeInEnglish, 'en');
    expect(readRecentlyViewed('ar')).toEqual([coffee]);
    expect(readRecentlyViewed('en')).toEqual([coffeeInEnglish]);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      { id: coffee.id, viewed_at: expect.any(Number), cards: { ar: coffee, en: coffeeInEnglish } },
    ]);
  });

  it('keeps the viewed order across languages, leaving out what a language has no card of', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(datesInEnglish, 'en');
    recordRecentlyViewed(headphones, 'ar');
    recordRecentlyViewed(dates, 'ar');
    expect(readRecentlyViewed('ar')).toEqual([dates, headphones, coffee]);
    expect(readRecentlyViewed('en')).toEqual([datesInEnglish]);
    expect(readRecentlyViewedView('en').missingIds).toEqual([headphones.id, coffee.id]);
  });

  it('keeps the twelve most recent products whatever language they were viewed in', () => {
    for (let id = 1; id <= 14; id += 1) {
      recordRecentlyViewed(productNumbered(id), id % 2 === 0 ? 'ar' : 'en');
    }
    expect(readRecentlyViewed('ar').map((product) => product.id)).toEqual([14, 12, 10, 8, 6, 4]);
    expect(readRecentlyViewed('en').map((product) => product.id)).toEqual([13, 11, 9, 7, 5, 3]);
    expect(readRecentlyViewedView('en').missingIds).toEqual([14, 12, 10, 8, 6, 4]);
  });

  it('gives each language the same view until the list changes', () => {
    recordRecentlyViewed(coffee, 'ar');
    const arabic = readRecentlyViewedView('ar');
    const english = readRecentlyViewedView('en');
    expect(readRecentlyViewedView('ar')).toBe(arabic);
    expect(readRecentlyViewedView('en')).toBe(english);
    expect(readRecentlyViewed('en')).toBe(english.products);
    recordRecentlyViewed(dates, 'ar');
    expect(readRecentlyViewedView('ar')).not.toBe(arabic);
  });

  it('adds the card fetched in a language without moving the product or its time', () => {
    vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00Z') });
    recordRecentlyViewed(coffee, 'ar');
    vi.setSystemTime(Date.parse('2025-05-01T10:00:00Z'));
    recordRecentlyViewed(dates, 'ar');
    vi.setSystemTime(Date.parse('2025-05-01T11:00:00Z'));
    saveRecentlyViewedCard({ ...coffeeInEnglish, description: 'Light roast' } as Product, 'en');
    expect(readRecentlyViewed('en')).toEqual([coffeeInEnglish]);
    expect(readRecentlyViewed('ar')).toEqual([dates, coffee]);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      { id: dates.id, viewed_at: Date.parse('2025-05-01T10:00:00Z'), cards: { ar: dates } },
      {
        id: coffee.id,
        viewed_at: Date.parse('2025-05-01T09:00:00Z'),
        cards: { ar: coffee, en: coffeeInEnglish },
      },
    ]);
  });

  it('does not add a fetched card of a product that is no longer listed', () => {
    recordRecentlyViewed(dates, 'ar');
    saveRecentlyViewedCard(coffeeInEnglish, 'en');
    expect(readRecentlyViewed('en')).toEqual([]);
    expect(readRecentlyViewedView('en').missingIds).toEqual([dates.id]);
    // The customer cleared the list while the dates were being fetched.
    clearRecentlyViewed();
    saveRecentlyViewedCard(datesInEnglish, 'en');
    expect(readRecentlyViewed('en')).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('takes a product the store no longer has off the list', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(dates, 'ar');
    forgetRecentlyViewed(coffee.id);
    expect(readRecentlyViewed('ar')).toEqual([dates]);
    expect(readRecentlyViewedView('en').missingIds).toEqual([dates.id]);
  });

  it('does not tell listeners of a change when nothing changed', () => {
    recordRecentlyViewed(coffee, 'ar');
    recordRecentlyViewed(coffeeInEnglish, 'en');
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    saveRecentlyViewedCard(coffeeInEnglish, 'en');
    forgetRecentlyViewed(dates.id);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('recently viewed products stored before languages were kept apart', () => {
  const legacyList = [
    { ...dates, viewed_at: 3 },
    { ...coffeeInEnglish, viewed_at: 2 },
    { ...headphones, viewed_at: 1 },
  ];

  it('reads the old list without throwing and shows none of its cards as they are', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(legacyList));
    expect(() => readRecentlyViewedView('ar')).not.toThrow();
    expect(readRecentlyViewed('ar')).toEqual([]);
    expect(readRecentlyViewed('en')).toEqual([]);
  });

  it('keeps the old list to fetch in either language, in its order', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(legacyList));
    const order = [dates.id, coffee.id, headphones.id];
    expect(readRecentlyViewedView('ar').missingIds).toEqual(order);
    expect(readRecentlyViewedView('en').missingIds).toEqual(order);
  });

  it('records over the old list, keeping its products and when they were viewed', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(legacyList));
    vi.useFakeTimers({ now: 10 });
    recordRecentlyViewed(coffee, 'ar');
    saveRecentlyViewedCard(headphones, 'ar');
    expect(readRecentlyViewed('ar')).toEqual([coffee, headphones]);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      { id: coffee.id, viewed_at: 10, cards: { ar: coffee } },
      { id: dates.id, viewed_at: 3, cards: {} },
      { id: headphones.id, viewed_at: 1, cards: { ar: headphones } },
    ]);
  });
});
