import { type ApiClient, isApiError } from '@matjar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDemoApi } from './harness.js';

// What an order does to the rest of the account: the wallet pays and is refunded, a finished order
// earns points, and every step reaches the notifications list.
const api = useDemoApi();

const advanceClock = (minutes: number) =>
  api.demo.fetch(
    new Request('http://demo-api.test/__demo/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes }),
    }),
  );

const PRICE = 50;

beforeEach(() => {
  const { state } = api.demo.store;
  state.cartLines = state.cartLines.filter((line) => line.owner !== 'user:1');
  state.catalog.products.push({
    id: 900101,
    provider_id: 1,
    category_id: 1,
    subcategory_id: null,
    name: { ar: 'قهوة عربية', en: 'Arabic coffee' },
    price: PRICE,
    discount: 0,
    stock: 50,
    variants: [],
  });
});

const balanceOf = async (client: ApiClient) => (await client.wallet.balance()).data.balance;

async function place(client: ApiClient, quantity: number, paymentMethod: 'wallet' | 'cash') {
  await client.cart.add({ product_id: 900101, quantity });
  return (await client.orders.place({ location_id: 1, payment_method: paymentMethod })).data.order;
}

describe('orders and the account', () => {
  it('pays a wallet order from the wallet and refunds it when cancelled', async () => {
    const client = await api.signedIn();
    const before = await balanceOf(client);
    const order = await place(client, 1, 'wallet');
    expect(await balanceOf(client)).toBeCloseTo(before - order.total, 2);

    await client.orders.cancel({ id: order.id, reason: 'Changed my mind' });
    expect(await balanceOf(client)).toBeCloseTo(before, 2);
  });

  it('refuses a wallet order the balance does not cover, and keeps the cart', async () => {
    const client = await api.signedIn();
    const error = await place(client, 40, 'wallet').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind === 'fail').toBe(true);
    expect((await client.cart.count()).data).toBe(40);
  });

  it('earns points once an order finishes and tells the customer at each step', async () => {
    const client = await api.signedIn();
    const pointsBefore = (await client.points.balance()).data.points;
    const order = await place(client, 2, 'cash');

    await advanceClock(30);
    await client.orders.show({ id: order.id });
    await client.orders.show({ id: order.id });

    expect((await client.points.balance()).data.points).toBe(
      pointsBefore + Math.floor(order.total),
    );
    const { data } = await client.notifications.list({ per_page: 50 });
    const types = data.data.filter((item) => item.order_id === order.id).map((item) => item.type);
    expect(types.sort()).toEqual(['create_order', 'finish_order']);
  });

  it('tells a customer who paid by bank transfer that the transfer is being checked', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900101, quantity: 1 });
    const { data: placed } = await client.orders.place({
      location_id: 1,
      payment_method: 'bank_transfer',
      bank_id: 1,
      transfer_receipt: new Blob(['png'], { type: 'image/png' }),
    });
    const { data } = await client.notifications.list({ per_page: 50 });
    const [notice] = data.data.filter((item) => item.order_id === placed.order.id);
    expect(notice).toMatchObject({ type: 'waiting_order', title: 'Checking your transfer' });
    expect(notice?.body).toContain('transfer receipt');
    expect(notice?.body).not.toMatch(/complete the payment/i);
  });
});
