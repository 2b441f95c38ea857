import { beforeEach, describe, expect, it } from 'vitest';
import { productsFixture } from '../components/fixtures.js';
import { RECENTLY_VIEWED_KEY, mayHaveRecentlyViewed } from './recently-viewed-presence.js';
import { recordRecentlyViewed } from './recently-viewed-store.js';

beforeEach(() => localStorage.clear());

describe('mayHaveRecentlyViewed', () => {
  it('says so once the device has viewed a product, and not before', () => {
    expect(mayHaveRecentlyViewed()).toBe(false);
    recordRecentlyViewed(productsFixture[0] as (typeof productsFixture)[number], 'ar');
    expect(mayHaveRecentlyViewed()).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"id":3}'],
    ['an empty list', '[]'],
    ['items without a product id', '[{"id":"3"},{"id":-1},null,7]'],
  ])('reads %s as nothing viewed', (_case, text) => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, text);
    expect(mayHaveRecentlyViewed()).toBe(false);
  });

  it('follows the stored list as it changes', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[{"id":3,"viewed_at":1,"cards":{}}]');
    expect(mayHaveRecentlyViewed()).toBe(true);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[]');
    expect(mayHaveRecentlyViewed()).toBe(false);
  });
});
