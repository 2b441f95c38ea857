import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  clearRecentSearches,
  readRecentSearches,
  recordRecentSearch,
  subscribeRecentSearches,
} from './recent-searches.js';

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recent searches', () => {
  it('lists nothing on a device that searched for nothing', () => {
    expect(readRecentSearches()).toEqual([]);
  });

  it('lists the words searched for, the most recent first', () => {
    recordRecentSearch('تمر');
    recordRecentSearch('قهوة');
    recordRecentSearch('dates');
    expect(readRecentSearches()).toEqual(['dates', 'قهوة', 'تمر']);
  });

  it('keeps a word trimmed, with single spaces inside', () => {
    recordRecentSearch('  قهوة    عربية ');
    expect(readRecentSearches()).toEqual(['قهوة عربية']);
  });

  it('moves a search made again to the front, whatever its case and spacing', () => {
    recordRecentSearch('Dates');
    recordRecentSearch('coffee');
    recordRecentSearch('  dates ');
    expect(readRecentSearches()).toEqual(['dates', 'coffee']);
    recordRecentSearch('Arabic  Coffee');
    recordRecentSearch('arabic coffee');
    expect(readRecentSearches()).toEqual(['arabic coffee', 'dates', 'coffee']);
  });

  it('keeps the eight most recent searches', () => {
    for (let n = 1; n <= 10; n += 1) recordRecentSearch(`word ${n}`);
    expect(readRecentSearches()).toEqual([
      'word 10',
      'word 9',
      'word 8',
      'word 7',
      'word 6',
      'word 5',
      'word 4',
      'word 3',
    ]);
  });

  it('does not keep a blank search', () => {
    recordRecentSearch('   ');
    recordRecentSearch('');
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('gives the same list until it changes', () => {
    recordRecentSearch('dates');
    const first = readRecentSearches();
    expect(readRecentSearches()).toBe(first);
    recordRecentSearch('coffee');
    expect(readRecentSearches()).not.toBe(first);
  });

  it('empties the list', () => {
    recordRecentSearch('dates');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '["dates",'],
    ['an object', '{"q": "dates"}'],
    ['a word', '"dates"'],
    ['null', 'null'],
  ])('reads %s in storage as an empty list', (_what, text) => {
    localStorage.setItem(RECENT_SEARCHES_KEY, text);
    expect(readRecentSearches()).toEqual([]);
  });

  it('leaves out stored items that are not words, blanks and repeats', () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify(['dates', 42, null, '  ', { q: 'oud' }, 'DATES', ' oud  oil ']),
    );
    expect(readRecentSearches()).toEqual(['dates', 'oud oil']);
  });

  it('tells listeners in this tab and in other tabs when the list changes', () => {
    const listener = vi.fn();
    const stop = subscribeRecentSearches(listener);
    recordRecentSearch('dates');
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['oud']));
    window.dispatchEvent(
      new StorageEvent('storage', { key: RECENT_SEARCHES_KEY, storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readRecentSearches()).toEqual(['oud']);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'matjar_recently_viewed', storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    clearRecentSearches();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not throw when the storage is full or refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => recordRecentSearch('dates')).not.toThrow();
    expect(readRecentSearches()).toEqual([]);
  });

  it('reads an empty list and records nothing when the browser blocks storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(() => recordRecentSearch('dates')).not.toThrow();
    expect(() => clearRecentSearches()).not.toThrow();
  });

  it('reads an empty list and does not throw on the server', () => {
    recordRecentSearch('dates');
    vi.stubGlobal('window', undefined);
    expect(readRecentSearches()).toEqual([]);
    expect(() => recordRecentSearch('coffee')).not.toThrow();
    expect(() => clearRecentSearches()).not.toThrow();
    expect(() => subscribeRecentSearches(() => undefined)()).not.toThrow();
  });
});
