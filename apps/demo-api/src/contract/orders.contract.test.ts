import { type ApiClient, calls } from '@matjar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

const api = useDemoApi();

const demoPost = (path: string, body?: unknown) =>
  api.demo.fetch(
    new Request(`http://demo-api.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
  );

const advanceClock = (minutes: number) => demoPost('/__demo/clock', { minutes });

/** Signs customer 500000001 in with 3 × 50 SAR of dates in the cart and places a cash order. */
async function placeCashOrder(client: ApiClient) {
  await client.cart.add({ product_id: 900001, quantity: 3 });
  const { data } = await client.orders.place({ location_id: 1, payment_method: 'cash' });
  return data.order;
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

describe(calls.orders.place.id, () => {
  it('places the cart with server-computed totals and empties the cart', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 3 });
    const result = await client.orders.place({
      location_id: 1,
      payment_method: 'cash',
      coupon: 'WELCOME10',
      feedback: 'Ring the bell',
      recipient_name: 'Huda',
      recipient_phone: '512345678',
    });
    expect(result.msg).toBe('Your order is complete');
    expect(result.data.payment_url).toBeNull();
    expect(result.data.order).toMatchObject({
      status: 'new',
      products_price: 150,
      discount: 15,
      order_price: 135,
      shipping: 25,
      total: 160,
      vat: 20.87,
      coupon: { code: 'WELCOME10' },
      feedback: 'Ring the bell',
      recipient: { name: 'Huda', phone: '512345678' },
      address: { id: 1 },
      items: [{ product_id: 900001, quantity: 3, unit_price: 50, price: 150 }],
    });
    expect(result.data.order.delivery_code).toMatch(/^\d{4}$/);
    expect((await client.cart.count()).data).toBe(0);
    const dates = api.demo.store.state.catalog.products.find((product) => product.id === 900001);
    expect(dates?.stock).toBe(7);
  });

  it('creates one order for the same Idempotency-Key sent twice', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 1 });
    const input = { location_id: 1, payment_method: 'cash' } as const;
    const first = await client.orders.place(input, { idempotencyKey: 'checkout-42' });
    const second = await client.orders.place(input, { idempotencyKey: 'checkout-42' });
    expect(second.data.order.id).toBe(first.data.order.id);
    const placed = api.demo.store.state.commerce.orders.filter((order) => order.user_id === 1);
    expect(placed.filter((order) => order.id === first.data.order.id)).toHaveLength(1);
    expect(placed).toHaveLength(3);
  });

  it('answers a card payment with the hosted payment page, and the payment marks it paid', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 1 });
    const { data } = await client.orders.place({
      location_id: 1,
      payment_method: 'card',
      return_url: 'https://shop.example/orderDetailes/1',
    });
    expect(data.order).toMatchObject({ status: 'waiting', is_paid: false, can_pay: true });
    expect(data.payment_url).toMatch(
      /^http:\/\/demo-api\.test\/api\/__demo\/payments\/pay_\d+\?lang=(ar|en)$/,
    );
    const form = new FormData();
    form.set('action', 'pay');
    await fetch(data.payment_url ?? '', { method: 'POST', body: form, redirect: 'manual' });
    expect((await client.orders.show({ id: data.order.id })).data).toMatchObject({
      is_paid: true,
      status: 'new',
    });
  });

  it('sends the customer back from the payment page with the outcome and the order', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 1 });
    const { data } = await client.orders.place({
      location_id: 1,
      payment_method: 'card',
      return_url: 'https://shop.example/cart/completed',
    });
    const form = new FormData();
    form.set('action', 'cancel');
    const back = await fetch(data.payment_url ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/cart/completed');
    expect(location.searchParams.get('payment')).toBe('failed');
    expect(location.searchParams.get('order_id')).toBe(String(data.order.id));
    expect((await client.orders.show({ id: data.order.id })).data).toMatchObject({
      is_paid: false,
      can_pay: true,
    });
  });

  it('pays part from the wallet and the rest in cash with the amount method', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 3 });
    const balance = (await client.wallet.balance({})).data.balance;
    const { data } = await client.orders.place({ location_id: 1, payment_method: 'amount' });
    const fromWallet = Math.min(balance, data.order.total);
    expect(data.order).toMatchObject({ payment_method: 'amount', paid_from_wallet: fromWallet });
    expect((await client.wallet.balance({})).data.balance).toBeCloseTo(balance - fromWallet, 2);
  });

  it('takes a bank transfer with the chosen bank and the receipt, and waits for approval', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 1 });
    const receipt = new Blob(['png'], { type: 'image/png' });
    expect(
      await failureOf(
        client.orders.place({
          location_id: 1,
          payment_method: 'bank_transfer',
          bank_id: 99,
          transfer_receipt: receipt,
        }),
      ),
    ).toEqual({
      kind: 'fail',
      msg: 'Choose the bank you transferred to and attach the transfer receipt',
    });
    const { data } = await client.orders.place({
      location_id: 1,
      payment_method: 'bank_transfer',
      bank_id: 1,
      transfer_receipt: receipt,
    });
    expect(data.order).toMatchObject({ payment_method: 'bank_transfer', status: 'waiting' });
    const stored = api.demo.store.state.commerce.orders.find((order) => order.id === data.order.id);
    expect(stored).toMatchObject({
      bank_id: 1,
      transfer_receipt: expect.stringMatching(/receipt/),
    });
  });

  it('places a scheduled order for an offered slot; it waits for its day', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 1 });
    const slots = (await client.cart.summary({ location_id: 1, order_type: 'scheduled' })).data
      .delivery_slots;
    const day = slots[2];
    const { data } = await client.orders.place({
      location_id: 1,
      payment_method: 'cash',
      order_type: 'scheduled',
      date: day?.date,
      time: day?.times[0]?.id,
    });
    expect(data.order).toMatchObject({
      status: 'scheduled',
      delivery_date: day?.date,
      delivery_time: '09:00-12:00',
    });
    await advanceClock(4 * 24 * 60);
    expect((await client.orders.show({ id: data.order.id })).data.status).toBe('finished');
  });

  it('refuses a slot that is not offered, an empty cart, a bad coupon and another address', async () => {
    const client = await api.signedIn();
    expect(
      await failureOf(client.orders.place({ location_id: 1, payment_method: 'cash' })),
    ).toEqual({ kind: 'fail', msg: 'Your cart is empty' });
    await client.cart.add({ product_id: 900001, quantity: 1 });
    expect(
      await failureOf(
        client.orders.place({
          location_id: 1,
          payment_method: 'cash',
          order_type: 'scheduled',
          date: '2020-01-01',
          time: '09:00-12:00',
        }),
      ),
    ).toMatchObject({ kind: 'fail' });
    expect(
      await failureOf(
        client.orders.place({ location_id: 1, payment_method: 'cash', coupon: 'SAVE20' }),
      ),
    ).toEqual({ kind: 'fail', msg: 'The minimum order for this coupon is 150 SAR' });
    expect(
      await failureOf(client.orders.place({ location_id: 999, payment_method: 'cash' })),
    ).toEqual({ kind: 'fail', msg: 'Please select a location' });
    expect((await client.cart.count()).data).toBe(1);
  });

  it('checks the input before sending it: a scheduled order needs a date and time', async () => {
    const client = await api.signedIn();
    await expect(
      client.orders.place({ location_id: 1, payment_method: 'cash', order_type: 'scheduled' }),
    ).rejects.toThrow(TypeError);
  });

  it('refuses visitors', async () => {
    expect(
      await failureOf(api.client().orders.place({ location_id: 1, payment_method: 'cash' })),
    ).toMatchObject({ kind: 'unauthenticated' });
  });
});

describe(calls.orders.list.id, () => {
  it('lists orders by status as they move new → current → on_way → finished over time', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    const idsIn = async (status: 'new' | 'current' | 'on_way' | 'finished') =>
      (await client.orders.list({ status })).data.data.map((item) => item.id);
    expect(await idsIn('new')).toEqual([order.id]);
    await advanceClock(3);
    expect(await idsIn('new')).toEqual([]);
    expect(await idsIn('current')).toEqual([order.id]);
    await advanceClock(3);
    expect(await idsIn('on_way')).toEqual([order.id]);
    await advanceClock(20);
    expect((await idsIn('finished'))[0]).toBe(order.id);
  });

  it('lists the cancelled orders and pages them', async () => {
    const client = await api.signedIn();
    const result = await client.orders.list({ status: 'cancelled', per_page: 1 });
    expect(result.data.data.map((order) => order.number)).toEqual(['100510']);
    expect(result.data.pagination).toMatchObject({ total: 1, per_page: 1 });
  });

  it('refuses visitors', async () => {
    expect(await failureOf(api.client().orders.list({ status: 'finished' }))).toMatchObject({
      kind: 'unauthenticated',
    });
  });
});

describe(calls.orders.show.id, () => {
  it('shows the details with the delegate once the order is being prepared', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    expect(order.delegate).toBeNull();
    await demoPost(`/__demo/orders/${order.id}/advance`);
    const { data } = await client.orders.show({ id: order.id });
    expect(data).toMatchObject({
      status: 'current',
      number: String(order.number),
      payment_method: 'cash',
      can_cancel: false,
      can_track: true,
      can_chat: true,
    });
    expect(data.delegate?.rating).toBeGreaterThan(0);
  });

  it('fails for an unknown order', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.orders.show({ id: 987654 }))).toEqual({
      kind: 'fail',
      msg: 'Order not found',
    });
  });
});

describe(calls.orders.cancel.id, () => {
  it('cancels a new order with its reason and puts the stock back', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    const result = await client.orders.cancel({ id: order.id, reason: 'Ordered by mistake' });
    expect(result.msg).toBe('The order has been canceled');
    expect(result.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Ordered by mistake' });
    const dates = api.demo.store.state.catalog.products.find((product) => product.id === 900001);
    expect(dates?.stock).toBe(10);
  });

  it('refuses to cancel an order on its way', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    await advanceClock(6);
    expect(await failureOf(client.orders.cancel({ id: order.id, reason: 'Late' }))).toEqual({
      kind: 'fail',
      msg: 'This order can no longer be cancelled',
    });
  });
});

describe(calls.orders.receive.id, () => {
  it('finishes an order on its way', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    expect(await failureOf(client.orders.receive({ id: order.id }))).toMatchObject({
      kind: 'fail',
    });
    await advanceClock(6);
    const { data } = await client.orders.receive({ id: order.id });
    expect(data).toMatchObject({ status: 'finished', can_return: true, can_rate: true });
  });
});

describe(calls.orders.reorder.id, () => {
  it('puts the still-available items back in the cart and names the others', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    const dates = api.demo.store.state.catalog.products.find((product) => product.id === 900001);
    if (dates) dates.stock = 2;
    const partly = await client.orders.reorder({ id: order.id });
    expect(partly.data.unavailable).toEqual(['Khalas dates']);
    expect(partly.data.cart.lines).toHaveLength(0);
    if (dates) dates.stock = 10;
    const { data } = await client.orders.reorder({ id: order.id });
    expect(data.unavailable).toEqual([]);
    expect(data.cart.lines).toMatchObject([{ product_id: 900001, quantity: 3 }]);
    expect((await client.cart.count()).data).toBe(3);
  });
});

describe(calls.orders.pay.id, () => {
  it('gives an unpaid card order a payment page, and refuses a cash order', async () => {
    const client = await api.signedIn();
    await client.cart.add({ product_id: 900001, quantity: 1 });
    const placed = await client.orders.place({ location_id: 1, payment_method: 'card' });
    const { data } = await client.orders.pay({ id: placed.data.order.id });
    expect(data.payment_url).toMatch(/\/__demo\/payments\/pay_\d+\?lang=(ar|en)$/);
    const cash = await placeCashOrder(client);
    expect(await failureOf(client.orders.pay({ id: cash.id }))).toEqual({
      kind: 'fail',
      msg: 'There is nothing to pay for this order',
    });
  });
});

describe(calls.orders.requestReturn.id, () => {
  const photo = () => new Blob(['jpeg'], { type: 'image/jpeg' });

  it('sends a return request for a finished order, with photos', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    await advanceClock(25);
    const itemId = order.items[0]?.id ?? 0;
    const result = await client.orders.requestReturn({
      id: order.id,
      item_ids: [itemId],
      quantities: [2],
      reason: 'Damaged box',
      photos: [photo(), photo()],
    });
    expect(result.msg).toBe('The return request has been sent');
    expect(result.data).toMatchObject({
      status: 'pending',
      reason: 'Damaged box',
      refund_amount: 100,
      items: [{ id: itemId, quantity: 2, price: 100 }],
    });
    expect(result.data.photos).toHaveLength(2);
    const details = (await client.orders.show({ id: order.id })).data;
    expect(details).toMatchObject({ status: 'returned', return_reason: 'Damaged box' });
    expect(details.return_photos).toHaveLength(2);
  });

  it('refuses an order that is not finished, and more units than were ordered', async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    const itemId = order.items[0]?.id ?? 0;
    const input = { id: order.id, item_ids: [itemId], reason: 'Damaged', photos: [photo()] };
    expect(await failureOf(client.orders.requestReturn({ ...input, quantities: [1] }))).toEqual({
      kind: 'fail',
      msg: 'This order cannot be returned',
    });
    await advanceClock(25);
    expect(
      await failureOf(client.orders.requestReturn({ ...input, quantities: [4] })),
    ).toMatchObject({ kind: 'fail' });
  });

  it('needs photos (checked before sending)', async () => {
    const client = await api.signedIn();
    await expect(
      client.orders.requestReturn({
        id: 500,
        item_ids: [501],
        quantities: [1],
        reason: 'x',
        photos: [],
      }),
    ).rejects.toThrow(TypeError);
  });
});

describe(calls.orders.returnDetails.id, () => {
  it('follows a return request until it is accepted', async () => {
    const client = await api.signedIn();
    await client.orders.requestReturn({
      id: 500,
      item_ids: [501],
      quantities: [1],
      reason: 'Not fresh',
      photos: [new Blob(['jpeg'], { type: 'image/jpeg' })],
    });
    expect((await client.orders.returnDetails({ id: 500 })).data).toMatchObject({
      status: 'pending',
      refund_amount: 48,
    });
    await advanceClock(31);
    expect((await client.orders.returnDetails({ id: 500 })).data.status).toBe('accepted');
  });

  it('fails for an order without a return', async () => {
    const client = await api.signedIn();
    expect(await failureOf(client.orders.returnDetails({ id: 510 }))).toEqual({
      kind: 'fail',
      msg: 'This order has no return request',
    });
  });
});

describe(calls.orders.rate.id, () => {
  it('rates a finished order once: provider, delegate and products', async () => {
    const client = await api.signedIn();
    const result = await client.orders.rate({
      id: 500,
      provider: { stars: 5, comment: 'Fresh' },
      delegate: { stars: 4 },
      products: { '1': { stars: 5 } },
    });
    expect(result.msg).toBe('Your rating has been sent');
    const { data } = await client.orders.show({ id: 500 });
    expect(data).toMatchObject({ is_rated: true, can_rate: false, delegate: { my_rating: 4 } });
    expect(await failureOf(client.orders.rate({ id: 500, provider: { stars: 3 } }))).toMatchObject({
      kind: 'fail',
    });
  });

  it('refuses a product that is not in the order, and stars out of 1–5 before sending', async () => {
    const client = await api.signedIn();
    expect(
      await failureOf(
        client.orders.rate({
          id: 500,
          provider: { stars: 5 },
          products: { '900001': { stars: 5 } },
        }),
      ),
    ).toEqual({ kind: 'fail', msg: 'This product is not part of the order' });
    await expect(client.orders.rate({ id: 500, provider: { stars: 6 } })).rejects.toThrow(
      TypeError,
    );
  });
});

describe(calls.orders.tracking.id, () => {
  it("moves the delegate's position along the route while the order is on its way", async () => {
    const client = await api.signedIn();
    const order = await placeCashOrder(client);
    expect(await failureOf(client.orders.tracking({ id: order.id }))).toMatchObject({
      kind: 'fail',
    });
    await advanceClock(3);
    const atStore = (await client.orders.tracking({ id: order.id })).data;
    expect(atStore).toMatchObject({ status: 'current', progress: 0 });
    expect(atStore.position).toEqual(atStore.origin);
    await advanceClock(10);
    const halfway = (await client.orders.tracking({ id: order.id })).data;
    expect(halfway.status).toBe('on_way');
    expect(halfway.progress).toBeGreaterThan(0.3);
    expect(halfway.progress).toBeLessThan(0.7);
    expect(halfway.position).not.toEqual(atStore.position);
    expect(halfway.eta_minutes).toBeGreaterThan(0);
    await advanceClock(10);
    const arrived = (await client.orders.tracking({ id: order.id })).data;
    expect(arrived).toMatchObject({ progress: 1, eta_minutes: 0 });
    expect(arrived.position).toEqual(arrived.destination);
  });
});

/** The five TLV fields of a ZATCA QR payload (Base64), lengths counted in UTF-8 bytes. */
function tlvFields(payload: string): Map<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

describe(calls.orders.invoice.id, () => {
  it('issues the tax invoice of a delivered order, VAT apart on each line, with its QR payload', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const order = await placeCashOrder(client);
    await advanceClock(6);
    await client.orders.receive({ id: order.id });
    const { data } = await client.orders.invoice({ id: order.id });

    expect(data).toMatchObject({
      order_id: order.id,
      order_number: order.number,
      seller: { name: 'شركة متجر للتجارة', vat_number: '300000000000003' },
      total_including_vat: order.total,
      vat_total: order.vat,
    });
    expect(data.lines).toEqual([
      {
        name: 'تمر خلاص',
        variant: null,
        quantity: 3,
        unit_price_excluding_vat: 43.48,
        vat_rate: 15,
        vat_amount: 19.57,
        total_including_vat: 150,
      },
    ]);
    expect(data.total_excluding_vat).toBeCloseTo(order.total - order.vat, 2);

    const fields = tlvFields(data.qr);
    expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(fields.get(1)).toBe('شركة متجر للتجارة');
    // An Arabic name: its length is in bytes, twice and more its letters.
    expect(Buffer.from(data.qr, 'base64')[1]).toBe(Buffer.byteLength('شركة متجر للتجارة'));
    expect(fields.get(2)).toBe('300000000000003');
    expect(fields.get(3)).toBe(data.issued_at);
    expect(fields.get(4)).toBe(order.total.toFixed(2));
    expect(fields.get(5)).toBe(order.vat.toFixed(2));
  });

  it('names the seller and the lines in the language of the request', async () => {
    const client = await api.signedIn('500000001', 'en');
    const order = await placeCashOrder(client);
    await advanceClock(6);
    await client.orders.receive({ id: order.id });
    const { data } = await client.orders.invoice({ id: order.id });
    expect(data.seller.name).toBe('Matjar Trading Company');
    expect(data.lines[0]?.name).toBe('Khalas dates');
    // The QR code keeps the registered Arabic name.
    expect(tlvFields(data.qr).get(1)).toBe('شركة متجر للتجارة');
  });

  it('has none for an order not yet paid nor delivered, nor for another customer', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const order = await placeCashOrder(client);
    expect(await failureOf(client.orders.invoice({ id: order.id }))).toMatchObject({
      kind: 'fail',
      msg: 'تصدر فاتورة الطلب بعد دفعه أو استلامه',
    });
    expect(await failureOf(client.orders.invoice({ id: 999999 }))).toMatchObject({ kind: 'fail' });
  });
});
