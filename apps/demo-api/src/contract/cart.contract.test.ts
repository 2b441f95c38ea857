import { calls } from '@matjar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

const api = useDemoApi();

beforeEach(() => {
  api.demo.store.state.catalog.products.push(
    {
      id: 900001,
      provider_id: 1,
      category_id: 1,
      subcategory_id: null,
      name: { ar: 'تمر خلاص', en: 'Khalas dates' },
      price: 50,
      discount: 0,
      stock: 10,
      variants: [],
    },
    {
      id: 900002,
      provider_id: 1,
      category_id: 2,
      subcategory_id: null,
      name: { ar: 'عباءة', en: 'Abaya' },
      price: 300,
      discount: 10,
      stock: 2,
      variants: [
        {
          id: 900201,
          color: { ar: 'أسود', en: 'Black', hex: '#000000' },
          size: 'M',
          price: 300,
          stock: 2,
        },
        { id: 900202, color: null, size: 'L', price: 320, stock: 0 },
      ],
    },
    {
      id: 900003,
      provider_id: 1,
      category_id: 1,
      subcategory_id: null,
      name: { ar: 'عسل سدر', en: 'Sidr honey' },
      price: 20,
      discount: 0,
      stock: 1,
      variants: [],
    },
  );
});

describe(calls.cart.count.id, () => {
  it('counts the items in a customer cart', async () => {
    const client = await api.signedIn();
    expect(await client.cart.count()).toEqual({ key: 'success', msg: '', data: 2 });
  });

  it('counts a visitor cart by its session, empty at first', async () => {
    expect((await (await api.visitor()).cart.count()).data).toBe(0);
  });

  it('reads and changes no cart for a device id alone, without its visitor session', async () => {
    const owner = await api.visitor();
    await owner.cart.add({ product_id: 900001, quantity: 2 });
    // The visitor's device id, sent by anyone else: no cart, and nothing can be put in one.
    const stranger = api.client();
    expect((await stranger.cart.count({ mac_address: '10.20.30.0' })).data).toBe(0);
    expect(
      await failureOf(stranger.cart.add({ product_id: 900001, mac_address: '10.20.30.0' })),
    ).toEqual({ kind: 'fail', msg: 'Please sign in first' });
    // Nor does a second visitor session naming the same device reach it.
    const second = await api.client().auth.visitorSignIn({ mac_address: '10.20.30.0' });
    expect(second.data.mac_address).not.toBe('10.20.30.0');
    expect((await api.client(second.data.token).cart.count()).data).toBe(0);
    expect((await owner.cart.count()).data).toBe(2);
  });
});

describe(calls.cart.show.id, () => {
  it('shows an empty visitor cart with zero totals', async () => {
    const { data } = await (await api.visitor()).cart.show({});
    expect(data).toMatchObject({ lines: [], count: 0, products_price: 0, shipping: 0, total: 0 });
  });

  it('flags a product that ran out and leaves it out of the totals', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001, quantity: 2 });
    await client.cart.add({ product_id: 900003 });
    const honey = api.demo.store.state.catalog.products.find((product) => product.id === 900003);
    if (honey) honey.stock = 0;
    const { data } = await client.cart.show({});
    expect(data.has_unavailable).toBe(true);
    expect(data.lines.map((line) => [line.product_id, line.is_available])).toEqual([
      [900001, true],
      [900003, false],
    ]);
    expect(data).toMatchObject({ count: 3, products_price: 100, total: 125 });
  });

  it("holds, in the demo customer's seeded cart, only lines the store can sell", async () => {
    const { data } = await (await api.signedIn()).cart.show({});
    expect(data.lines.length).toBeGreaterThan(0);
    expect(data.has_unavailable).toBe(false);
    expect(data.lines.every((line) => line.is_available)).toBe(true);
  });

  it('keeps a visitor cart apart from another visitor’s and a customer’s', async () => {
    await (await api.visitor()).cart.add({ product_id: 900001 });
    const { data } = await (await api.visitor()).cart.show({});
    expect(data.lines).toEqual([]);
    const customer = await (await api.signedIn()).cart.show({});
    expect(customer.data.lines.map((line) => line.product_id)).not.toContain(900001);
  });
});

describe(calls.cart.add.id, () => {
  it('prices lines with VAT included, shipping below the free-shipping threshold', async () => {
    const { data, msg } = await (await api.visitor()).cart.add({ product_id: 900001, quantity: 2 });
    expect(msg).toBe('Product added to cart');
    expect(data).toMatchObject({
      products_price: 100,
      discount: 0,
      shipping: 25,
      total: 125,
      vat: 16.3,
      free_shipping_threshold: 200,
      free_shipping_remaining: 100,
    });
    expect(data.lines[0]).toMatchObject({
      name: 'Khalas dates',
      unit_price: 50,
      price: 100,
      quantity: 2,
      max_quantity: 10,
    });
  });

  it('applies the product discount to the variant price and ships free above the threshold', async () => {
    const client = await api.visitor('ar');
    await client.cart.add({ product_id: 900001, quantity: 2 });
    const { data } = await client.cart.add({
      product_id: 900002,
      variant_id: 900201,
    });
    expect(data.lines[1]).toMatchObject({
      name: 'عباءة',
      unit_price: 270,
      original_unit_price: 300,
      variant: { id: 900201, color: 'أسود', color_hex: '#000000', size: 'M' },
    });
    expect(data).toMatchObject({
      products_price: 370,
      shipping: 0,
      total: 370,
      vat: 48.26,
      free_shipping_remaining: 0,
    });
  });

  it('adds to the same line when the product is added again', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001 });
    const { data } = await client.cart.add({ product_id: 900001, quantity: 3 });
    expect(data.lines.map((line) => line.quantity)).toEqual([4]);
    expect((await client.cart.count({})).data).toBe(4);
  });

  it('fails with "maximum quantity reached" beyond the stock', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900002, variant_id: 900201 });
    expect(
      await failureOf(client.cart.add({ product_id: 900002, variant_id: 900201, quantity: 2 })),
    ).toEqual({ kind: 'fail', msg: 'Maximum quantity reached' });
  });

  it('asks for the variant of a product that has variants', async () => {
    expect(await failureOf((await api.visitor()).cart.add({ product_id: 900002 }))).toEqual({
      kind: 'fail',
      msg: 'Please select the variant first',
    });
  });

  it('refuses an out-of-stock variant and an unknown product', async () => {
    const client = await api.visitor();
    expect(
      await failureOf(client.cart.add({ product_id: 900002, variant_id: 900202 })),
    ).toMatchObject({ kind: 'fail', msg: 'This product is no longer available' });
    expect(await failureOf(client.cart.add({ product_id: 999999 }))).toMatchObject({
      kind: 'fail',
    });
  });
});

describe(calls.cart.updateQuantity.id, () => {
  it('sets the quantity and recomputes the totals', async () => {
    const client = await api.visitor();
    const added = await client.cart.add({ product_id: 900001 });
    const lineId = added.data.lines[0]?.id ?? 0;
    const { data } = await client.cart.updateQuantity({
      id: lineId,
      quantity: 5,
    });
    expect(data).toMatchObject({ count: 5, products_price: 250, shipping: 0, total: 250 });
  });

  it('fails beyond the stock and keeps the old quantity', async () => {
    const client = await api.visitor();
    const added = await client.cart.add({ product_id: 900001 });
    const lineId = added.data.lines[0]?.id ?? 0;
    expect(await failureOf(client.cart.updateQuantity({ id: lineId, quantity: 11 }))).toEqual({
      kind: 'fail',
      msg: 'Maximum quantity reached',
    });
    expect((await client.cart.count({})).data).toBe(1);
  });

  it("cannot touch another cart's line", async () => {
    const added = await (await api.visitor()).cart.add({ product_id: 900001 });
    const lineId = added.data.lines[0]?.id ?? 0;
    expect(
      await failureOf((await api.visitor()).cart.updateQuantity({ id: lineId, quantity: 2 })),
    ).toMatchObject({ kind: 'fail' });
  });
});

describe(calls.cart.remove.id, () => {
  it('removes a line', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001 });
    const added = await client.cart.add({ product_id: 900003 });
    const honeyLine = added.data.lines.find((line) => line.product_id === 900003);
    const { data } = await client.cart.remove({ id: honeyLine?.id ?? 0 });
    expect(data.lines.map((line) => line.product_id)).toEqual([900001]);
  });

  it('fails for a line that is not in the cart', async () => {
    expect(await failureOf((await api.visitor()).cart.remove({ id: 424242 }))).toEqual({
      kind: 'fail',
      msg: 'This item is not in your cart',
    });
  });
});

describe(calls.cart.applyCoupon.id, () => {
  it('applies a valid coupon: the discount comes off before shipping and VAT', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001, quantity: 3 });
    const { data } = await client.cart.applyCoupon({ code: 'welcome10' });
    expect(data).toMatchObject({
      coupon: { code: 'WELCOME10', discount: 15, min_order: 100 },
      products_price: 150,
      discount: 15,
      shipping: 25,
      total: 160,
      vat: 20.87,
      free_shipping_remaining: 65,
    });
  });

  it('fails for an unknown coupon, in the request language', async () => {
    const client = await api.visitor('ar');
    await client.cart.add({ product_id: 900001, quantity: 3 });
    expect(await failureOf(client.cart.applyCoupon({ code: 'NOPE' }))).toEqual({
      kind: 'fail',
      msg: 'كود الخصم غير صحيح',
    });
  });

  it('fails for an expired coupon', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001, quantity: 3 });
    expect(await failureOf(client.cart.applyCoupon({ code: 'RAMADAN' }))).toEqual({
      kind: 'fail',
      msg: 'This coupon has expired',
    });
  });

  it('fails below the minimum order, naming it', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001 });
    expect(await failureOf(client.cart.applyCoupon({ code: 'SAVE20' }))).toEqual({
      kind: 'fail',
      msg: 'The minimum order for this coupon is 150 SAR',
    });
  });

  it('refuses a blank code before sending it', async () => {
    await expect((await api.visitor()).cart.applyCoupon({ code: '  ' })).rejects.toThrow(TypeError);
  });
});

describe(calls.cart.removeCoupon.id, () => {
  it('takes the coupon off and restores the total', async () => {
    const client = await api.visitor();
    await client.cart.add({ product_id: 900001, quantity: 4 });
    await client.cart.applyCoupon({ code: 'SAVE20' });
    const { data } = await client.cart.removeCoupon({});
    expect(data).toMatchObject({ coupon: null, discount: 0, total: 200 });
  });
});

describe(calls.cart.summary.id, () => {
  beforeEach(() => {
    const { state } = api.demo.store;
    state.cartLines = state.cartLines.filter((line) => line.owner !== 'user:1');
  });

  it('summarizes a normal order for a saved address', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 2 });
    const { data } = await client.cart.summary({ location_id: 1 });
    expect(data).toMatchObject({
      order_type: 'normal',
      location: { id: 1 },
      products_price: 100,
      total: 125,
      delivery_slots: [],
      payment_methods: ['cash', 'card', 'wallet', 'amount', 'bank_transfer'],
    });
    expect(data.wallet_balance).toBeGreaterThanOrEqual(0);
    expect(data.banks.map((bank) => bank.name)).toEqual(['Al Rajhi Bank', 'Saudi National Bank']);
    expect(data.banks[0]?.iban).toMatch(/^SA\d{22}$/);
  });

  it('offers the next 7 days with time ranges for a scheduled order', async () => {
    const client = await api.signedIn();
    const { data } = await client.cart.summary({ location_id: 2, order_type: 'scheduled' });
    expect(data.delivery_slots).toHaveLength(7);
    const tomorrow = new Date(Date.now() + (24 + 3) * 3_600_000).toISOString().slice(0, 10);
    expect(data.delivery_slots[0]?.date).toBe(tomorrow);
    expect(data.delivery_slots[0]?.times.map((time) => time.id)).toContain('09:00-12:00');
  });

  it("fails for an address that is not the customer's", async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.cart.summary({ location_id: 999 }))).toEqual({
      kind: 'fail',
      msg: 'Please select a location',
    });
  });

  it('needs a signed-in customer', async () => {
    expect(await failureOf(api.client().cart.summary({ location_id: 1 }))).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});
