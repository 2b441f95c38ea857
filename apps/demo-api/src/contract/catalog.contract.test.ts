import { calls } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

const api = useDemoApi();
const BASE = 'http://demo-api.test/api';

/** A request the client would refuse to send, straight to the demo API. */
const rawKey = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${BASE}/${path}`, init);
  return ((await response.json()) as { key: string }).key;
};

describe(calls.catalog.categories.id, () => {
  it('lists twelve categories, each with subcategories and an image on the API origin', async () => {
    const { data } = await api.client().catalog.categories();
    expect(data).toHaveLength(12);
    for (const category of data) {
      expect(category.subcategories.length).toBeGreaterThan(0);
      expect(category.image).toMatch(/^http:\/\/demo-api\.test\/api\/__demo\/images\/categories\//);
    }
  });

  it('names categories in the language of the request', async () => {
    const [english] = (await api.client(undefined, 'en').catalog.categories()).data;
    const [arabic] = (await api.client(undefined, 'ar').catalog.categories()).data;
    expect(english?.name).toBe('Fruits & Vegetables');
    expect(arabic?.name).toBe('الفواكه والخضروات');
  });

  it('serves the category image as a WebP picture', async () => {
    const [category] = (await api.client().catalog.categories()).data;
    const response = await fetch(category?.image ?? '');
    expect(response.headers.get('content-type')).toBe('image/webp');
    // A WebP file: a RIFF container whose format is WEBP.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
  });
});

describe(calls.catalog.categoryProducts.id, () => {
  it('lists only the products of the category, a page at a time', async () => {
    const result = await api.client().catalog.categoryProducts({ id: 5, per_page: 4 });
    expect(result.data.data).toHaveLength(4);
    expect(result.data.data.every((product) => product.category_id === 5)).toBe(true);
    expect(result.data.pagination).toMatchObject({ per_page: 4, current_page: 1 });
    expect(result.data.pagination.total).toBeGreaterThan(4);
  });

  it('sorts by the price the customer pays, lowest first', async () => {
    const { data } = await api
      .client()
      .catalog.categoryProducts({ id: 10, sort: 'price_low', per_page: 100 });
    const prices = data.data.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps the subcategory asked for', async () => {
    const { data } = await api
      .client()
      .catalog.categoryProducts({ id: 5, subcategory_id: 501, per_page: 100 });
    expect(data.data.length).toBeGreaterThan(0);
    expect(data.data.every((product) => product.subcategory_id === 501)).toBe(true);
  });

  it('keeps discounted products within the price range asked for', async () => {
    const all = await api.client().catalog.categoryProducts({ id: 5, per_page: 100 });
    const { data } = await api.client().catalog.categoryProducts({
      id: 5,
      discounted: true,
      min_price: 20,
      max_price: 200,
      per_page: 100,
    });
    expect(data.data.length).toBeGreaterThan(0);
    expect(data.pagination.total).toBeLessThan(all.data.pagination.total);
    for (const product of data.data) {
      expect(product.discount).toBeGreaterThan(0);
      expect(product.price).toBeGreaterThanOrEqual(20);
      expect(product.price).toBeLessThanOrEqual(200);
      expect(product.price).toBeLessThan(product.price_before_discount);
    }
  });

  it('fails for an unknown category', async () => {
    expect(await failureOf(api.client().catalog.categoryProducts({ id: 999 }))).toEqual({
      kind: 'fail',
      msg: 'The category was not found',
    });
  });

  it('fails for an unknown sort or a price range upside down', async () => {
    expect(await rawKey('categories/5/products?sort=cheapest')).toBe('fail');
    expect(await rawKey('categories/5/products?min_price=100&max_price=10')).toBe('fail');
  });
});

describe(calls.catalog.providers.id, () => {
  it('lists providers best rated first', async () => {
    const { data } = await api.client().catalog.providers({ per_page: 100 });
    expect(data.data.length).toBeGreaterThanOrEqual(8);
    const ratings = data.data.map((provider) => provider.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('keeps the providers selling in a category', async () => {
    const { data } = await api.client().catalog.providers({ category_id: 10 });
    expect(data.data.map((provider) => provider.id).sort()).toEqual([10, 7]);
  });
});

describe(calls.catalog.provider.id, () => {
  it('describes a provider in the language of the request', async () => {
    const { data } = await api.client(undefined, 'ar').catalog.provider({ id: 3 });
    expect(data).toMatchObject({ id: 3, name: 'تمور الواحة', city: 'بريدة' });
    expect(data.categories.map((category) => category.id)).toEqual([5, 6]);
    expect(data.products_count).toBeGreaterThan(0);
  });

  it('fails for an unknown provider', async () => {
    expect(await failureOf(api.client().catalog.provider({ id: 404 }))).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.catalog.providerProducts.id, () => {
  it('lists only the provider products, best selling first when asked', async () => {
    const { data } = await api
      .client()
      .catalog.providerProducts({ id: 10, sort: 'best_selling', per_page: 100 });
    expect(data.data.every((product) => product.provider.id === 10)).toBe(true);
    const detail = await Promise.all(
      data.data.slice(0, 2).map((product) => api.client().catalog.product({ id: product.id })),
    );
    expect(detail).toHaveLength(2);
  });

  it('filters the provider products by category', async () => {
    const { data } = await api
      .client()
      .catalog.providerProducts({ id: 10, category_id: 12, per_page: 100 });
    expect(data.data.length).toBeGreaterThan(0);
    expect(data.data.every((product) => product.category_id === 12)).toBe(true);
  });
});

describe(calls.catalog.product.id, () => {
  it('gives a fashion product colour and size variants with their own stock', async () => {
    const { data: page } = await api.client().catalog.categoryProducts({ id: 7, per_page: 100 });
    const withVariants = await Promise.all(
      page.data.map(async (item) => (await api.client().catalog.product({ id: item.id })).data),
    );
    const product = withVariants.find((item) => item.variants.some((variant) => variant.color));
    expect(product).toBeDefined();
    if (!product) return;
    expect(product.quantity_limit).toBe(product.stock);
    expect(product.stock).toBe(product.variants.reduce((sum, variant) => sum + variant.stock, 0));
    for (const variant of product.variants) {
      expect(variant.is_available).toBe(variant.stock > 0);
      expect(variant.size).not.toBeNull();
    }
    expect(product.images[0]).toBe(product.image);
    expect(product.calories).toBeNull();
  });

  it('gives a food product its weight, calories and daily value', async () => {
    const { data } = await api.client().catalog.product({ id: 1 });
    expect(data.category.id).toBe(1);
    expect(data.weight).toBeGreaterThan(0);
    expect(data.calories).toBeGreaterThan(0);
    expect(data.daily_value).toBe(Math.round(((data.calories ?? 0) / 2000) * 100));
  });

  it('applies the discount to the price', async () => {
    const { data: offers } = await api.client().home.offers({ per_page: 1 });
    const [offer] = offers.data;
    const { data } = await api.client().catalog.product({ id: offer?.id ?? 0 });
    expect(data.discount).toBeGreaterThan(0);
    expect(data.price).toBeCloseTo((data.price_before_discount * (100 - data.discount)) / 100, 2);
  });

  it('tells a signed-in customer whether the product is a favorite', async () => {
    expect((await api.client().catalog.product({ id: 3 })).data.is_favorite).toBe(false);
    const client = await api.signedIn();
    expect((await client.catalog.product({ id: 3 })).data.is_favorite).toBe(true);
  });

  it('has products out of stock and with low stock in the catalog', async () => {
    const stocks = api.demo.store.state.catalog.products.map((product) => product.stock);
    expect(stocks.filter((stock) => stock === 0).length).toBeGreaterThan(0);
    expect(stocks.filter((stock) => stock > 0 && stock <= 5).length).toBeGreaterThan(0);
  });

  it('fails in the request language for an unknown product', async () => {
    expect(await failureOf(api.client(undefined, 'ar').catalog.product({ id: 999999 }))).toEqual({
      kind: 'fail',
      msg: 'المنتج غير موجود',
    });
  });
});

describe(calls.catalog.productReviews.id, () => {
  it('pages the reviews, newest first, as many as the product counts', async () => {
    const product = api.demo.store.state.catalog.products.find(
      (item) => (item.reviews_count ?? 0) >= 3,
    );
    const id = product?.id ?? 0;
    const { data } = await api.client().catalog.productReviews({ id, per_page: 2 });
    expect(data.pagination.total).toBe(product?.reviews_count);
    expect(data.data).toHaveLength(2);
    const [first, second] = data.data;
    expect((first?.created_at ?? '') >= (second?.created_at ?? '')).toBe(true);
  });

  it('answers an empty page for a product nobody reviewed', async () => {
    const product = api.demo.store.state.catalog.products.find((item) => !item.reviews_count);
    const { data } = await api.client().catalog.productReviews({ id: product?.id ?? 0 });
    expect(data.data).toEqual([]);
    expect(data.pagination.total).toBe(0);
  });
});

describe(calls.catalog.relatedProducts.id, () => {
  it('gives up to ten other products of the same category', async () => {
    const { data } = await api.client().catalog.relatedProducts({ id: 1 });
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data.every((product) => product.id !== 1 && product.category_id === 1)).toBe(true);
  });
});

describe(calls.catalog.search.id, () => {
  it('finds products by Arabic name, whatever the alef or taa marbuta', async () => {
    const { data } = await api.client(undefined, 'ar').catalog.search({ q: 'عجوه', per_page: 100 });
    expect(data.data.length).toBeGreaterThan(0);
    expect(data.data.every((product) => product.name.includes('عجوة'))).toBe(true);
  });

  it('finds a name written with a hamza on alef by the word typed without it, and the reverse', async () => {
    const client = api.client(undefined, 'ar');
    const withHamza = (await client.catalog.search({ q: 'احمر', per_page: 100 })).data.data;
    expect(withHamza.length).toBeGreaterThan(0);
    expect(withHamza.every((product) => product.name.includes('أحمر'))).toBe(true);

    const withoutHamza = (await client.catalog.search({ q: 'ألديرة', per_page: 100 })).data.data;
    expect(withoutHamza.length).toBeGreaterThan(0);
    expect(withoutHamza.every((product) => product.name.includes('الديرة'))).toBe(true);

    const hamzaBelow = (await client.catalog.search({ q: 'إسبريسو', per_page: 100 })).data.data;
    const hamzaAbove = (await client.catalog.search({ q: 'أسبريسو', per_page: 100 })).data.data;
    expect(hamzaBelow.length).toBeGreaterThan(0);
    expect(hamzaAbove.map((product) => product.id)).toEqual(
      hamzaBelow.map((product) => product.id),
    );
  });

  it('finds a name written with a hamza on waw or ya by the word typed with the bare letter', async () => {
    const client = api.client(undefined, 'ar');
    const onWaw = (await client.catalog.search({ q: 'لولوة', per_page: 100 })).data.data;
    expect(onWaw.length).toBeGreaterThan(0);
    expect(onWaw.every((product) => product.name.includes('لؤلؤة'))).toBe(true);

    const onYa = (await client.catalog.search({ q: 'ورد طايفي', per_page: 100 })).data.data;
    expect(onYa.length).toBeGreaterThan(0);
    expect(onYa.every((product) => product.name.includes('ورد طائفي'))).toBe(true);
  });

  it('reads taa marbuta as ha and alef maqsura as ya, either way round', async () => {
    const client = api.client(undefined, 'ar');
    const taaMarbuta = (await client.catalog.search({ q: 'شوكولاته', per_page: 100 })).data.data;
    expect(taaMarbuta.length).toBeGreaterThan(0);
    expect(taaMarbuta.every((product) => product.name.includes('شوكولاتة'))).toBe(true);

    const alefMaqsura = (await client.catalog.search({ q: 'شاى', per_page: 100 })).data.data;
    const ya = (await client.catalog.search({ q: 'شاي', per_page: 100 })).data.data;
    expect(ya.length).toBeGreaterThan(0);
    expect(alefMaqsura.map((product) => product.id)).toEqual(ya.map((product) => product.id));
  });

  it('ignores harakat and tatweel in the search word', async () => {
    const client = api.client(undefined, 'ar');
    const plain = (await client.catalog.search({ q: 'قهوة عربية', per_page: 100 })).data.data;
    expect(plain.length).toBeGreaterThan(0);
    const ids = plain.map((product) => product.id);
    for (const q of ['قَهْوَةٌ عَرَبِيَّةٌ', 'قهـــوة عربـــية']) {
      const found = (await client.catalog.search({ q, per_page: 100 })).data.data;
      expect(found.map((product) => product.id)).toEqual(ids);
    }
  });

  it('reads alef wasla as alef', async () => {
    const client = api.client(undefined, 'ar');
    const wasla = (await client.catalog.search({ q: 'ٱلديرة', per_page: 100 })).data.data;
    expect(wasla.length).toBeGreaterThan(0);
    expect(wasla.every((product) => product.name.includes('الديرة'))).toBe(true);
  });

  it('reads Arabic-Indic and Persian digits as the digits of the name', async () => {
    const client = api.client(undefined, 'ar');
    const ascii = (await client.catalog.search({ q: 'عباية مطرزة 2', per_page: 100 })).data.data;
    expect(ascii.map((product) => product.name)).toEqual(['عباية مطرزة لؤلؤة 2']);
    for (const q of ['عباية مطرزة ٢', 'عباية مطرزة ۲']) {
      const found = (await client.catalog.search({ q, per_page: 100 })).data.data;
      expect(found.map((product) => product.id)).toEqual(ascii.map((product) => product.id));
    }
  });

  it('finds products by English name and applies the sort and filters', async () => {
    const { data } = await api
      .client()
      .catalog.search({ q: 'dates', sort: 'price_high', max_price: 150, per_page: 100 });
    expect(data.data.length).toBeGreaterThan(0);
    const prices = data.data.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices.every((price) => price <= 150)).toBe(true);
    expect(data.data.every((product) => /dates/i.test(product.name))).toBe(true);
  });

  it('answers an empty page when nothing matches', async () => {
    const { data } = await api.client().catalog.search({ q: 'spaceship' });
    expect(data.data).toEqual([]);
  });

  it('fails without a search word', async () => {
    expect(await rawKey('search?q=')).toBe('fail');
    expect(await rawKey('search')).toBe('fail');
  });
});

describe(calls.catalog.toggleFavorite.id, () => {
  it('adds a product to the favorites, then removes it', async () => {
    const client = await api.signedIn();
    const added = await client.catalog.toggleFavorite({ id: 20 });
    expect(added).toMatchObject({
      msg: 'Added to favorites',
      data: { product_id: 20, is_favorite: true },
    });
    expect((await client.catalog.product({ id: 20 })).data.is_favorite).toBe(true);
    const removed = await client.catalog.toggleFavorite({ id: 20 });
    expect(removed.data.is_favorite).toBe(false);
  });

  it('needs a signed-in customer', async () => {
    expect(await failureOf(api.client().catalog.toggleFavorite({ id: 20 }))).toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('fails for an unknown product', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.catalog.toggleFavorite({ id: 999999 }))).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.catalog.favorites.id, () => {
  it('lists the favorites, the most recently added first', async () => {
    const client = await api.signedIn();
    await client.catalog.toggleFavorite({ id: 40 });
    const { data } = await client.catalog.favorites();
    expect(data.data.map((product) => product.id)).toEqual([40, 3, 12]);
    expect(data.data.every((product) => product.is_favorite)).toBe(true);
  });

  it('needs a signed-in customer', async () => {
    expect(await failureOf(api.client().catalog.favorites())).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.catalog.sitemap.id, () => {
  it('lists every product once, by id, with when its page last changed, a page at a time', async () => {
    const first = await api.client().catalog.sitemap({ kind: 'products', per_page: 100 });
    const { total, last_page: lastPage } = first.data.pagination;
    expect(first.data.data).toHaveLength(100);
    const ids: number[] = [];
    for (let page = 1; page <= lastPage; page += 1) {
      const { data } = await api
        .client()
        .catalog.sitemap({ kind: 'products', page, per_page: 100 });
      ids.push(...data.data.map((entry) => entry.id));
      for (const entry of data.data) expect(Date.parse(entry.updated_at)).not.toBeNaN();
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('dates a category and a provider by the newest change of the products they show', async () => {
    const client = api.client();
    const [categories, providers, products] = await Promise.all([
      client.catalog.sitemap({ kind: 'categories' }),
      client.catalog.sitemap({ kind: 'providers' }),
      client.catalog.sitemap({ kind: 'products' }),
    ]);
    expect(categories.data.data).toHaveLength(12);
    const newest = products.data.data.reduce(
      (latest, entry) => (entry.updated_at > latest ? entry.updated_at : latest),
      '',
    );
    const dates = [...categories.data.data, ...providers.data.data].map(
      (entry) => entry.updated_at,
    );
    expect(dates.every((date) => date <= newest)).toBe(true);
    expect(dates).toContain(newest);
  });

  it('refuses a kind of page it does not list, and more than 1,000 a page', async () => {
    expect(await rawKey('sitemap/orders')).toBe('fail');
    expect(await rawKey('sitemap/products?per_page=1001')).toBe('fail');
  });
});
