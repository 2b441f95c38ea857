import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import type { DemoLang } from '../messages.js';
import { createPayment, onPaymentCompleted } from '../payments.js';
import type { DemoOrder, DemoOrderItem } from '../seed/commerce.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore, DemoUser } from '../state.js';
import { page } from '../paginate.js';
import {
  STORE_BANKS,
  cartView,
  checkCoupon,
  couponDiscount,
  demoNow,
  isOfferedSlot,
  resolveLine,
  round2,
  totalsOf,
} from './cart-pricing.js';
import {
  BANK_TRANSFER_APPROVAL_MS,
  RETURN_DECISION_MS,
  advanceOrder,
  itemView,
  listItemView,
  orderView,
  scheduledActivation,
  statusOf,
  trackingView,
} from './order-engine.js';
import { commerceMsg } from './order-messages.js';
import {
  canPayFromWallet,
  notifyOrder,
  payFromWallet,
  refundOrder,
  settleFinishedOrders,
  walletShare,
} from './order-events.js';
import { saveUpload } from '../uploads.js';
import { hasInvoice, taxInvoiceView } from './tax-invoice.js';

const ownOrder = (store: DemoStore, user: DemoUser | undefined, id: number) =>
  store.state.commerce.orders.find((order) => order.id === id && order.user_id === user?.id);

const notFound = (lang: DemoLang): Reply => ({
  key: 'fail',
  status: 404,
  msg: commerceMsg('orderNotFound', lang),
});

function returnView(store: DemoStore, order: DemoOrder, lang: DemoLang) {
  const orderReturn = store.state.commerce.returns.find(
    (candidate) => candidate.order_id === order.id,
  );
  if (!orderReturn) return undefined;
  const decided = demoNow(store) - Date.parse(orderReturn.created_at) >= RETURN_DECISION_MS;
  return {
    id: orderReturn.id,
    order_id: order.id,
    status: decided ? 'accepted' : 'pending',
    reason: orderReturn.reason,
    reject_reason: null,
    photos: orderReturn.photos,
    items: orderReturn.items.flatMap(({ item_id, quantity }) => {
      const item = order.items.find((candidate) => candidate.id === item_id);
      return item
        ? [{ ...itemView(item, lang), quantity, price: round2(item.unit_price * quantity) }]
        : [];
    }),
    refund_amount: orderReturn.refund_amount,
    date: orderReturn.created_at,
  };
}

/** Puts the ordered units back in stock (a cancelled order). */
function restock(store: DemoStore, order: DemoOrder): void {
  for (const item of order.items) {
    const product = store.state.catalog.products.find(
      (candidate) => candidate.id === item.product_id,
    );
    if (!product) continue;
    product.stock += item.quantity;
    const variant = product.variants.find((candidate) => candidate.id === item.variant?.id);
    if (variant) variant.stock += item.quantity;
  }
}

function paymentReturnUrl(request: Request, orderId: number, returnUrl: string | undefined) {
  return returnUrl ?? `${new URL(request.url).origin}/orderDetailes/${orderId}`;
}

/**
 * Orders: placing, lists, details, cancel, receive, pay, returns, ratings and tracking; plus the
 * demo's test endpoints `POST /__demo/orders/{id}/advance` and `POST /__demo/clock`.
 */
export function serveOrders(app: Hono, store: DemoStore, served: Set<string>): void {
  const { orders } = calls;

  onPaymentCompleted('order', (paidStore, payment) => {
    const order = paidStore.state.commerce.orders.find(
      (candidate) => candidate.id === payment.reference,
    );
    if (!order || order.is_paid) return;
    const now = demoNow(paidStore);
    order.is_paid = true;
    order.activated_at = new Date(Math.max(now, scheduledActivation(order) ?? now)).toISOString();
  });

  app.post('/__demo/orders/:id/advance', (c) => {
    const order = store.state.commerce.orders.find(
      (candidate) => candidate.id === Number(c.req.param('id')),
    );
    if (!order) return c.json({ key: 'fail', msg: 'Not found', data: null }, 404);
    if (!advanceOrder(order, demoNow(store))) {
      return c.json({ key: 'fail', msg: 'This order does not move any further', data: null }, 422);
    }
    store.changed();
    return c.json({ key: 'success', msg: '', data: { status: statusOf(order, demoNow(store)) } });
  });

  app.post('/__demo/clock', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const minutes =
      body && typeof body === 'object' && 'minutes' in body && typeof body.minutes === 'number'
        ? body.minutes
        : 0;
    if (!Number.isFinite(minutes) || minutes < 0) {
      return c.json({ key: 'fail', msg: 'minutes must be 0 or more', data: null }, 422);
    }
    store.state.commerce.clock_offset_ms += minutes * 60_000;
    store.changed();
    return c.json({
      key: 'success',
      msg: '',
      data: { now: new Date(demoNow(store)).toISOString() },
    });
  });

  serveCall(app, store, served, orders.place, async ({ input, user, owner, lang, request }) => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    // The payment page sends the customer back to the storefront only.
    if (input.return_url && !store.isStorefront(input.return_url)) {
      return { key: 'fail', msg: commerceMsg('returnUrlRefused', lang) };
    }
    const { commerce } = store.state;
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const keyOf = idempotencyKey ? `${user.id}:${idempotencyKey}` : undefined;
    const earlier = keyOf ? ownOrder(store, user, commerce.idempotency[keyOf] ?? 0) : undefined;
    if (earlier) {
      return {
        msg: commerceMsg('orderCompleted', lang),
        data: {
          order: orderView(store, earlier, lang),
          payment_url: earlier.is_paid ? null : earlier.payment_url,
        },
      };
    }

    const location = store.state.locations.find(
      (candidate) => candidate.id === input.location_id && candidate.user_id === user.id,
    );
    if (!location) return { key: 'fail', msg: commerceMsg('selectLocation', lang) };
    const now = demoNow(store);
    const scheduled = input.order_type === 'scheduled';
    if (scheduled && !isOfferedSlot(now, input.date ?? '', input.time ?? '')) {
      return { key: 'fail', msg: commerceMsg('invalidSlot', lang) };
    }

    const lines = store.state.cartLines
      .filter((line) => line.owner === owner)
      .map((line) => ({ line, resolved: resolveLine(store, line) }))
      .filter(({ line, resolved }) => resolved.available && line.quantity <= resolved.stock);
    if (lines.length === 0) return { key: 'fail', msg: commerceMsg('emptyCart', lang) };
    const items: DemoOrderItem[] = lines.map(({ line, resolved }) => ({
      id: store.nextId(),
      product_id: line.product_id,
      name: resolved.product ? { ...resolved.product.name } : { ar: '', en: '' },
      variant: resolved.variant
        ? { id: resolved.variant.id, color: resolved.variant.color, size: resolved.variant.size }
        : null,
      quantity: line.quantity,
      unit_price: resolved.unitPrice,
      price: round2(resolved.unitPrice * line.quantity),
    }));
    const productsPrice = round2(items.reduce((sum, item) => sum + item.price, 0));

    const code = input.coupon ?? commerce.cart_coupons[owner];
    let coupon: DemoOrder['coupon'] = null;
    if (code) {
      const checked = checkCoupon(store, code, productsPrice);
      if ('error' in checked)
        return { key: 'fail', msg: commerceMsg(checked.error, lang, checked.params) };
      coupon = {
        code: checked.coupon.code,
        discount: couponDiscount(checked.coupon, productsPrice),
        min_order: checked.coupon.min_order,
      };
    }
    const totals = totalsOf(productsPrice, coupon?.discount ?? 0);

    if (input.payment_method === 'wallet' && !canPayFromWallet(store, user.id, totals.total)) {
      return { key: 'fail', msg: commerceMsg('walletInsufficient', lang) };
    }
    const fromWallet =
      input.payment_method === 'amount' ? walletShare(store, user.id, totals.total) : 0;
    if (input.payment_method === 'amount' && fromWallet <= 0) {
      return { key: 'fail', msg: commerceMsg('walletEmpty', lang) };
    }
    const bank = STORE_BANKS.find((candidate) => candidate.id === input.bank_id);
    if (input.payment_method === 'bank_transfer' && !bank) {
      return { key: 'fail', msg: commerceMsg('bankRequired', lang) };
    }
    const id = store.nextId();
    const order: DemoOrder = {
      id,
      number: String(100000 + id),
      user_id: user.id,
      placed_at: new Date(now).toISOString(),
      order_type: input.order_type,
      delivery_date: scheduled ? (input.date ?? null) : null,
      delivery_time: scheduled ? (input.time ?? null) : null,
      activated_at: null,
      final_status: null,
      received_at: null,
      location: {
        id: location.id,
        name: location.name,
        address: location.address,
        lat: location.lat,
        lng: location.lng,
      },
      payment_method: input.payment_method,
      // Only the wallet pays at once (all of an `amount` order when it covers the total). Cash is
      // paid at the door, a bank transfer once the store has checked it (both settled by
      // `settleFinishedOrders`, cash also by `receive`), a card when its payment page returns.
      is_paid:
        input.payment_method === 'wallet' ||
        (input.payment_method === 'amount' && fromWallet >= totals.total),
      bank_id: bank?.id ?? null,
      transfer_receipt:
        bank && input.transfer_receipt
          ? await saveUpload(`receipt-${id}`, input.transfer_receipt)
          : null,
      payment_url: null,
      coupon,
      products_price: totals.products_price,
      discount: totals.discount,
      shipping: totals.shipping,
      vat: totals.vat,
      total: totals.total,
      delivery_code: String(1000 + ((id * 7919) % 9000)),
      feedback: input.feedback || null,
      recipient:
        input.recipient_name && input.recipient_phone
          ? { name: input.recipient_name, phone: input.recipient_phone }
          : null,
      delegate_id: (id % commerce.delegates.length) + 1,
      items,
      cancel_reason: null,
      reject_reason: null,
      rated: false,
    };
    const startsAt = scheduled ? (scheduledActivation(order) ?? now) : now;
    if (input.payment_method === 'bank_transfer') {
      order.activated_at = new Date(
        Math.max(startsAt, now + BANK_TRANSFER_APPROVAL_MS),
      ).toISOString();
    } else if (input.payment_method !== 'card') {
      order.activated_at = new Date(startsAt).toISOString();
    }

    for (const { line, resolved } of lines) {
      if (resolved.product) resolved.product.stock -= line.quantity;
      if (resolved.variant) resolved.variant.stock -= line.quantity;
    }
    const orderedLineIds = new Set(lines.map(({ line }) => line.id));
    store.state.cartLines = store.state.cartLines.filter((line) => !orderedLineIds.has(line.id));
    delete commerce.cart_coupons[owner];
    if (input.payment_method === 'card') {
      order.payment_url = createPayment(store, request, {
        purpose: 'order',
        reference: id,
        user_id: user.id,
        amount: order.total,
        return_url: paymentReturnUrl(request, id, input.return_url),
      }).url;
    }
    commerce.orders.push(order);
    if (keyOf) commerce.idempotency[keyOf] = id;
    if (input.payment_method === 'wallet') payFromWallet(store, order, now);
    if (input.payment_method === 'amount') payFromWallet(store, order, now, fromWallet);
    notifyOrder(
      store,
      order,
      input.payment_method === 'card' || input.payment_method === 'bank_transfer'
        ? 'waiting_order'
        : 'create_order',
    );
    store.changed();
    return {
      msg: commerceMsg('orderCompleted', lang),
      data: { order: orderView(store, order, lang), payment_url: order.payment_url },
    };
  });

  serveCall(app, store, served, orders.list, ({ input, user, lang }): Reply => {
    const now = demoNow(store);
    settleFinishedOrders(store, now);
    const mine = store.state.commerce.orders
      .filter((order) => order.user_id === user?.id && statusOf(order, now) === input.status)
      .sort((a, b) => b.placed_at.localeCompare(a.placed_at) || b.id - a.id)
      .map((order) => listItemView(store, order, lang));
    return { data: page(mine, input) };
  });

  serveCall(app, store, served, orders.show, ({ input, user, lang }): Reply => {
    settleFinishedOrders(store, demoNow(store));
    const order = ownOrder(store, user, input.id);
    return order ? { data: orderView(store, order, lang) } : notFound(lang);
  });

  serveCall(app, store, served, orders.invoice, ({ input, user, lang }): Reply => {
    settleFinishedOrders(store, demoNow(store));
    const order = ownOrder(store, user, input.id);
    if (!order) return notFound(lang);
    if (!hasInvoice(store, order))
      return { key: 'fail', msg: commerceMsg('invoiceNotReady', lang) };
    return { data: taxInvoiceView(order, lang) };
  });

  serveCall(app, store, served, orders.cancel, ({ input, user, lang }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order) return notFound(lang);
    if (!orderView(store, order, lang).can_cancel) {
      return { key: 'fail', msg: commerceMsg('cannotCancel', lang) };
    }
    // What was paid up to now (a bank transfer checked meanwhile) is settled before the cancel.
    settleFinishedOrders(store, demoNow(store));
    order.final_status = 'cancelled';
    order.cancel_reason = input.reason;
    restock(store, order);
    refundOrder(store, order, demoNow(store));
    notifyOrder(store, order, 'cancel_order');
    store.changed();
    return { msg: commerceMsg('orderCanceled', lang), data: orderView(store, order, lang) };
  });

  serveCall(app, store, served, orders.receive, ({ input, user, lang }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order) return notFound(lang);
    if (statusOf(order, demoNow(store)) !== 'on_way') {
      return { key: 'fail', msg: commerceMsg('cannotReceive', lang) };
    }
    order.received_at = new Date(demoNow(store)).toISOString();
    order.is_paid = true;
    settleFinishedOrders(store, demoNow(store));
    store.changed();
    return { msg: commerceMsg('orderReceived', lang), data: orderView(store, order, lang) };
  });

  serveCall(app, store, served, orders.pay, ({ input, user, lang, request }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order || !user) return notFound(lang);
    if (!orderView(store, order, lang).can_pay)
      return { key: 'fail', msg: commerceMsg('cannotPay', lang) };
    if (input.return_url && !store.isStorefront(input.return_url)) {
      return { key: 'fail', msg: commerceMsg('returnUrlRefused', lang) };
    }
    order.payment_url = createPayment(store, request, {
      purpose: 'order',
      reference: order.id,
      user_id: user.id,
      amount: order.total,
      return_url: paymentReturnUrl(request, order.id, input.return_url),
    }).url;
    store.changed();
    return { data: { payment_url: order.payment_url } };
  });

  serveCall(app, store, served, orders.requestReturn, async ({ input, user, lang }) => {
    const order = ownOrder(store, user, input.id);
    if (!order || !user) return notFound(lang);
    if (!orderView(store, order, lang).can_return) {
      return { key: 'fail', msg: commerceMsg('cannotReturn', lang) };
    }
    const returned = input.item_ids.map((itemId, index) => ({
      item: order.items.find((candidate) => candidate.id === itemId),
      quantity: input.quantities[index] ?? 0,
    }));
    const distinct = new Set(input.item_ids).size === input.item_ids.length;
    if (!distinct || returned.some(({ item, quantity }) => !item || quantity > item.quantity)) {
      return { key: 'fail', msg: commerceMsg('returnItemInvalid', lang) };
    }
    const id = store.nextId();
    store.state.commerce.returns.push({
      id,
      order_id: order.id,
      user_id: user.id,
      reason: input.reason,
      photos: await Promise.all(
        input.photos.map((photo, index) => saveUpload(`return-${id}-${index + 1}`, photo)),
      ),
      items: returned.map(({ item, quantity }) => ({ item_id: item?.id ?? 0, quantity })),
      refund_amount: round2(
        returned.reduce((sum, { item, quantity }) => sum + (item?.unit_price ?? 0) * quantity, 0),
      ),
      created_at: new Date(demoNow(store)).toISOString(),
    });
    order.final_status = 'returned';
    store.changed();
    return { msg: commerceMsg('returnSent', lang), data: returnView(store, order, lang) };
  });

  serveCall(app, store, served, orders.returnDetails, ({ input, user, lang }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order) return notFound(lang);
    const view = returnView(store, order, lang);
    return view ? { data: view } : { key: 'fail', status: 404, msg: commerceMsg('noReturn', lang) };
  });

  serveCall(app, store, served, orders.rate, ({ input, user, lang }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order || !user) return notFound(lang);
    if (!orderView(store, order, lang).can_rate) {
      return { key: 'fail', msg: commerceMsg('cannotRate', lang) };
    }
    const products = Object.entries(input.products ?? {}).map(([productId, stars]) => ({
      product_id: Number(productId),
      ...stars,
    }));
    if (
      products.some((rating) => !order.items.some((item) => item.product_id === rating.product_id))
    ) {
      return { key: 'fail', msg: commerceMsg('ratingProductInvalid', lang) };
    }
    const { commerce } = store.state;
    const createdAt = new Date(demoNow(store)).toISOString();
    const record = (
      target: 'provider' | 'delegate' | 'product',
      targetId: number,
      stars: number,
      comment?: string,
    ) =>
      commerce.ratings.push({
        id: store.nextId(),
        order_id: order.id,
        user_id: user.id,
        target,
        target_id: targetId,
        stars,
        comment: comment || null,
        created_at: createdAt,
      });
    // The demo has one provider per order's first product; its id comes from the catalog when known.
    const providerId =
      store.state.catalog.products.find((product) => product.id === order.items[0]?.product_id)
        ?.provider_id ?? 1;
    record('provider', providerId, input.provider.stars, input.provider.comment);
    if (input.delegate) {
      record('delegate', order.delegate_id, input.delegate.stars, input.delegate.comment);
      commerce.delegates
        .find((delegate) => delegate.id === order.delegate_id)
        ?.ratings.push(input.delegate.stars);
    }
    for (const rating of products)
      record('product', rating.product_id, rating.stars, rating.comment);
    order.rated = true;
    store.changed();
    return { msg: commerceMsg('ratingSent', lang) };
  });

  serveCall(app, store, served, orders.reorder, ({ input, user, owner, lang }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order) return notFound(lang);
    const unavailable: string[] = [];
    for (const item of order.items) {
      const variantId = item.variant?.id ?? null;
      const resolved = resolveLine(store, { product_id: item.product_id, variant_id: variantId });
      const existing = store.state.cartLines.find(
        (line) =>
          line.owner === owner &&
          line.product_id === item.product_id &&
          line.variant_id === variantId,
      );
      const quantity = (existing?.quantity ?? 0) + item.quantity;
      if (!resolved.product || !resolved.available || quantity > resolved.stock) {
        unavailable.push(resolved.product?.name[lang] ?? item.name[lang]);
        continue;
      }
      if (existing) existing.quantity = quantity;
      else {
        store.state.cartLines.push({
          id: store.nextId(),
          owner,
          product_id: item.product_id,
          variant_id: variantId,
          quantity,
        });
      }
    }
    store.changed();
    return {
      msg: commerceMsg(unavailable.length === 0 ? 'addedToCart' : 'reorderPartly', lang),
      data: { cart: cartView(store, owner, lang), unavailable },
    };
  });

  serveCall(app, store, served, orders.tracking, ({ input, user, lang }): Reply => {
    const order = ownOrder(store, user, input.id);
    if (!order) return notFound(lang);
    const status = statusOf(order, demoNow(store));
    if (status !== 'current' && status !== 'on_way' && status !== 'finished') {
      return { key: 'fail', msg: commerceMsg('trackingUnavailable', lang) };
    }
    return { data: trackingView(store, order, lang) };
  });
}
