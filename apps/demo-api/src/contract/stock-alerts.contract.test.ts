import { calls } from '@matjar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

const api = useDemoApi();

const restock = (productId: number, body: Record<string, number> = {}) =>
  api.demo.fetch(
    new Request(`http://demo-api.test/__demo/products/${productId}/restock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** A sold-out product, and one whose small size alone is sold out. */
beforeEach(() => {
  const { catalog } = api.demo.store.state;
  catalog.products.push(
    {
      id: 900101,
      provider_id: 7,
      category_id: 1,
      subcategory_id: null,
      name: { ar: 'عسل سدر', en: 'Sidr honey' },
      price: 120,
      discount: 0,
      stock: 0,
      variants: [],
    },
    {
      id: 900102,
      provider_id: 7,
      category_id: 1,
      subcategory_id: null,
      name: { ar: 'ثوب قطن', en: 'Cotton thobe' },
      price: 150,
      discount: 0,
      stock: 4,
      variants: [
        { id: 900201, color: null, size: '52', price: 150, stock: 0 },
        { id: 900202, color: null, size: '56', price: 150, stock: 4 },
      ],
    },
  );
});

describe(calls.catalog.addStockAlert.id, () => {
  it('keeps one alert per product and variant, and lists them newest first', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const first = await client.catalog.addStockAlert({ id: 900101 });
    expect(first.msg).toBe('سنخبرك عند توفر المنتج');
    expect(first.data.product).toMatchObject({ id: 900101, name: 'عسل سدر', is_available: false });
    const again = await client.catalog.addStockAlert({ id: 900101 });
    expect(again.data.id).toBe(first.data.id);
    const small = await client.catalog.addStockAlert({ id: 900102, variant_id: 900201 });
    expect(small.data.variant).toMatchObject({ id: 900201, size: '52' });

    const { data } = await client.catalog.stockAlerts();
    expect(data.map((alert) => alert.id)).toEqual([small.data.id, first.data.id]);
  });

  it('refuses a product or variant in stock, and one that does not exist', async () => {
    const client = await api.signedIn('500000001', 'en');
    expect(
      await failureOf(client.catalog.addStockAlert({ id: 900102, variant_id: 900202 })),
    ).toEqual({
      kind: 'fail',
      msg: 'This product is in stock: you can add it to your cart',
    });
    expect(
      await failureOf(client.catalog.addStockAlert({ id: 900102, variant_id: 1 })),
    ).toMatchObject({ kind: 'fail' });
    expect(await failureOf(client.catalog.addStockAlert({ id: 999999 }))).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.catalog.stockAlerts.id, () => {
  it('tells each customer waiting once, with the product, and their alert is done', async () => {
    const sara = await api.signedIn('500000001', 'ar');
    await sara.catalog.addStockAlert({ id: 900101 });
    await sara.catalog.addStockAlert({ id: 900102, variant_id: 900201 });

    // Another size coming back does not answer the wait for size 52.
    const other = await restock(900102, { variant_id: 900202, quantity: 2 });
    expect(((await other.json()) as { data: { notified: number } }).data.notified).toBe(0);
    const answer = await restock(900101, { quantity: 5 });
    expect(((await answer.json()) as { data: { notified: number } }).data.notified).toBe(1);

    const { data } = await sara.notifications.list();
    expect(data.data[0]).toMatchObject({
      type: 'back_in_stock',
      title: 'المنتج متوفر من جديد',
      product_id: 900101,
      order_id: null,
    });
    expect(data.data[0]?.body).toContain('عسل سدر');
    const left = await sara.catalog.stockAlerts();
    expect(left.data.map((alert) => alert.product.id)).toEqual([900102]);
    expect((await sara.catalog.product({ id: 900101 })).data.is_available).toBe(true);
  });
});

describe(calls.catalog.removeStockAlert.id, () => {
  it("forgets the customer's alert, and never another customer's", async () => {
    const sara = await api.signedIn('500000001', 'en');
    const { data: alert } = await sara.catalog.addStockAlert({ id: 900101 });
    const other = await api.signedIn('500000003', 'en');
    expect(await failureOf(other.catalog.removeStockAlert({ id: alert.id }))).toMatchObject({
      kind: 'fail',
    });
    await sara.catalog.removeStockAlert({ id: alert.id });
    expect((await sara.catalog.stockAlerts()).data).toEqual([]);
  });
});
