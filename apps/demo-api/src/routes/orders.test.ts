import { type ApiClient, type PaymentMethod } from '@matjar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDemoApi } from '../contract/harness.js';

// When an order counts as paid: the wallet pays at once, cash at the door, a bank transfer once the
// store has checked it. A card order is paid when its payment page returns (orders.contract.test).
const api = useDemoApi();

const demoPost = (path: string, body?: unknown) =>
  api.demo.fetch(
    new Request(`http://demo-api.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
  );

/** 50 SAR a unit; the seeded customer 500000001 has 250.50 SAR in the wallet. */
const PRODUCT_ID = 900201;

beforeEach(() => {
  const { state } = api.demo.store;
  state.cartLines = state.cartLines.filter((line) => line.owner !== 'user:1');
  state.catalog.products.push({
    id: PRODUCT_ID,
    provider_id: 1,
    category_id: 1,
    subcategory_id: null,
    name: { ar: 'تمر صقعي', en: 'Saqai dates' },
    price: 50,
    discount: 0,
    stock: 50,
    variants: [],
  });
});

async function place(client: ApiClient, quantity: number, paymentMethod: PaymentMethod) {
  await client.cart.add({ product_id: PRODUCT_ID, quantity });
  const bankTransfer =
    paymentMethod === 'bank_transfer'
      ? { bank_id: 1, transfer_receipt: new Blob(['png'], { type: 'image/png' }) }
      : {};
  const { data } = await client.orders.place({
    location_id: 1,
    payment_method: paymentMethod,
    ...bankTransfer,
  });
  return data.order;
}

const balanceOf = async (client: ApiClient) => (await client.wallet.balance()).data.balance;

describe('the payment status of an order', () => {
  it('leaves a cash order unpaid when placed, and paid once it is received', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'cash');
    expect(order).toMatchObject({ payment_method: 'cash', status: 'new', is_paid: false });

    await demoPost(`/__demo/orders/${order.id}/advance`);
    await demoPost(`/__demo/orders/${order.id}/advance`);
    expect((await client.orders.show({ id: order.id })).data).toMatchObject({
      status: 'on_way',
      is_paid: false,
    });
    const received = await client.orders.receive({ id: order.id });
    expect(received.data).toMatchObject({ status: 'finished', is_paid: true });
  });

  it('counts a cash order paid once it is delivered, even when not marked received', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'cash');
    await demoPost('/__demo/clock', { minutes: 30 });
    expect((await client.orders.show({ id: order.id })).data).toMatchObject({
      status: 'finished',
      is_paid: true,
    });
  });

  it('shows the seeded cancelled cash order unpaid', async () => {
    const client = await api.signedIn();
    expect((await client.orders.show({ id: 510 })).data).toMatchObject({
      status: 'cancelled',
      payment_method: 'cash',
      is_paid: false,
      paid_from_wallet: 0,
    });
  });

  it('pays a wallet order at once', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'wallet');
    expect(order).toMatchObject({ payment_method: 'wallet', is_paid: true, paid_from_wallet: 75 });
  });

  it('pays an order at once when the wallet covers all of it with the amount method', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'amount');
    expect(order).toMatchObject({ payment_method: 'amount', is_paid: true, paid_from_wallet: 75 });
  });

  it('leaves the cash part of an amount order to the door', async () => {
    const client = await api.signedIn();
    const order = await place(client, 6, 'amount');
    expect(order).toMatchObject({
      payment_method: 'amount',
      total: 300,
      paid_from_wallet: 250.5,
      is_paid: false,
    });
  });

  it('leaves a bank transfer unpaid until the store has checked it', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'bank_transfer');
    expect(order).toMatchObject({ status: 'waiting', is_paid: false });

    await demoPost('/__demo/clock', { minutes: 10 });
    expect((await client.orders.show({ id: order.id })).data).toMatchObject({
      status: 'new',
      is_paid: true,
    });
  });

  it('counts a bank transfer paid when the store approves it early', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'bank_transfer');
    await demoPost(`/__demo/orders/${order.id}/advance`);
    expect((await client.orders.show({ id: order.id })).data).toMatchObject({
      status: 'new',
      is_paid: true,
    });
  });
});

describe('cancelling an order that was not paid', () => {
  it('refunds nothing for a cash order', async () => {
    const client = await api.signedIn();
    const before = await balanceOf(client);
    const order = await place(client, 1, 'cash');
    const cancelled = await client.orders.cancel({ id: order.id, reason: 'Changed my mind' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', is_paid: false });
    expect(await balanceOf(client)).toBe(before);
  });

  it('refunds only what the wallet paid of an amount order', async () => {
    const client = await api.signedIn();
    const before = await balanceOf(client);
    const order = await place(client, 6, 'amount');
    expect(await balanceOf(client)).toBe(0);
    await client.orders.cancel({ id: order.id, reason: 'Changed my mind' });
    expect(await balanceOf(client)).toBe(before);
  });

  it('does not count a bank transfer paid when it was cancelled before the check', async () => {
    const client = await api.signedIn();
    const order = await place(client, 1, 'bank_transfer');
    await client.orders.cancel({ id: order.id, reason: 'Changed my mind' });
    await demoPost('/__demo/clock', { minutes: 10 });
    expect((await client.orders.show({ id: order.id })).data).toMatchObject({
      status: 'cancelled',
      is_paid: false,
    });
  });
});
