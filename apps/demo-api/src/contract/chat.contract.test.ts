import { calls } from '@matjar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

const api = useDemoApi();

const advanceClock = (minutes: number) =>
  api.demo.fetch(
    new Request('http://demo-api.test/__demo/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes }),
    }),
  );

/** A cash order of customer 500000001 that is being prepared (its delegate can chat). */
async function orderBeingPrepared() {
  const client = await api.signedIn();
  await client.cart.add({ product_id: 900001, quantity: 1 });
  const { data } = await client.orders.place({ location_id: 1, payment_method: 'cash' });
  await advanceClock(3);
  return { client, orderId: data.order.id };
}

beforeEach(() => {
  const { state } = api.demo.store;
  state.cartLines = state.cartLines.filter((line) => line.owner !== 'user:1');
  state.catalog.products.push({
    id: 900001,
    provider_id: 7,
    category_id: 1,
    subcategory_id: null,
    name: { ar: 'تمر خلاص', en: 'Khalas dates' },
    price: 50,
    discount: 0,
    stock: 10,
    variants: [],
  });
});

describe(calls.chat.send.id, () => {
  it('sends text and an image to the delegate', async () => {
    const { client, orderId } = await orderBeingPrepared();
    const { data } = await client.chat.send({
      order_id: orderId,
      text: 'Please call when you arrive',
      image: new Blob(['jpeg'], { type: 'image/jpeg' }),
    });
    expect(data).toMatchObject({
      order_id: orderId,
      sender: 'customer',
      text: 'Please call when you arrive',
    });
    expect(data.image).toMatch(/\.jpg$/);
  });

  it('refuses a finished order and an empty message', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.chat.send({ order_id: 500, text: 'Hello' }))).toEqual({
      kind: 'fail',
      msg: 'Chat is open while the order is prepared and delivered',
    });
    await expect(client.chat.send({ order_id: 500 })).rejects.toThrow(TypeError);
  });

  it('refuses visitors', async () => {
    expect(await failureOf(api.client().chat.send({ order_id: 500, text: 'Hi' }))).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.chat.messages.id, () => {
  it("shows the delegate's answer after a short while, newest first", async () => {
    const { client, orderId } = await orderBeingPrepared();
    await client.chat.send({ order_id: orderId, text: 'Where are you?' });
    const before = (await client.chat.messages({ order_id: orderId })).data.data;
    expect(before.map((message) => message.sender)).toEqual(['customer']);
    await advanceClock(1);
    const after = (await client.chat.messages({ order_id: orderId })).data;
    expect(after.data.map((message) => message.sender)).toEqual(['delegate', 'customer']);
    expect(after.data[0]).toMatchObject({ text: 'Hello, I am on my way to you', is_read: false });
    expect(after.pagination.total).toBe(2);
  });

  it("fails for an order that is not the customer's", async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.chat.messages({ order_id: 987654 }))).toEqual({
      kind: 'fail',
      msg: 'Order not found',
    });
  });
});

describe(calls.chat.unreadCount.id, () => {
  it('counts the answers not read yet, and reading the chat clears them', async () => {
    const { client, orderId } = await orderBeingPrepared();
    await client.chat.send({ order_id: orderId, text: 'Hi' });
    expect((await client.chat.unreadCount()).data).toBe(0);
    await advanceClock(1);
    expect((await client.chat.unreadCount()).data).toBe(1);
    expect((await client.chat.unreadCount({ order_id: orderId })).data).toBe(1);
    expect((await client.chat.unreadCount({ order_id: 500 })).data).toBe(0);
    await client.chat.messages({ order_id: orderId });
    expect((await client.chat.unreadCount()).data).toBe(0);
  });
});
