import { calls } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

const api = useDemoApi();

describe(calls.home.sections.id, () => {
  it('answers every section of the home page', async () => {
    const { data } = await api.client().home.sections();
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.categories).toHaveLength(12);
    expect(data.providers.length).toBeGreaterThanOrEqual(8);
    expect(data.offers).toHaveLength(10);
    expect(data.newly_added).toHaveLength(10);
    expect(data.most_selling).toHaveLength(10);
    expect(data.banners[0]?.image).toMatch(
      /^http:\/\/demo-api\.test\/api\/__demo\/images\/banners\//,
    );
  });

  it('puts the biggest discounts first in the offers row', async () => {
    const { data } = await api.client().home.sections();
    const discounts = data.offers.map((product) => product.discount);
    expect(discounts.every((discount) => discount > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('writes banners and names in the language of the request', async () => {
    const english = (await api.client(undefined, 'en').home.sections()).data;
    const arabic = (await api.client(undefined, 'ar').home.sections()).data;
    expect(english.banners[0]?.title).toBe('Ramadan offers on dates');
    expect(arabic.banners[0]?.title).toBe('عروض رمضان على التمور');
    expect(arabic.newly_added[0]?.id).toBe(english.newly_added[0]?.id);
    expect(arabic.newly_added[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('marks the signed-in customer favorites', async () => {
    const client = await api.signedIn();
    const { data } = await client.home.sections();
    const first = data.newly_added[0];
    await client.catalog.toggleFavorite({ id: first?.id ?? 0 });
    const again = await client.home.sections();
    expect(again.data.newly_added[0]?.is_favorite).toBe(!first?.is_favorite);
  });
});

describe(calls.home.newlyAdded.id, () => {
  it('pages every product, most recently added first, starting like the home row', async () => {
    const row = (await api.client().home.sections()).data.newly_added;
    const { data } = await api.client().home.newlyAdded({ per_page: 10 });
    expect(data.data.map((product) => product.id)).toEqual(row.map((product) => product.id));
    expect(data.pagination).toMatchObject({ total: 150, per_page: 10, last_page: 15 });
    const second = await api.client().home.newlyAdded({ page: 2, per_page: 10 });
    expect(second.data.pagination.current_page).toBe(2);
    expect(second.data.data[0]?.id).not.toBe(data.data[0]?.id);
  });
});

describe(calls.home.mostSelling.id, () => {
  it('pages every product, best selling first, starting like the home row', async () => {
    const row = (await api.client().home.sections()).data.most_selling;
    const { data } = await api.client().home.mostSelling({ per_page: 10 });
    expect(data.data.map((product) => product.id)).toEqual(row.map((product) => product.id));
    expect(data.pagination.total).toBe(150);
  });
});

describe(calls.home.offers.id, () => {
  it('pages only discounted products, the biggest discount first', async () => {
    const { data } = await api.client().home.offers({ per_page: 100 });
    const discounts = data.data.map((product) => product.discount);
    expect(discounts.length).toBeGreaterThan(10);
    expect(discounts.every((discount) => discount > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(data.pagination.total).toBeLessThan(150);
  });
});
