import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { walletBalance } from '../seed/account-wallet.js';
import {
  STORE_BANKS,
  cartView,
  checkCoupon,
  deliverySlots,
  demoNow,
  resolveLine,
} from './cart-pricing.js';
import { commerceMsg } from './order-messages.js';

/** The cart: lines, quantities, coupon and the checkout summary. */
export function serveCart(app: Hono, store: DemoStore, served: Set<string>): void {
  const { cart } = calls;

  serveCall(app, store, served, cart.count, ({ owner }): Reply => {
    // No session, no cart: nothing in it.
    const count = store.state.cartLines
      .filter((line) => line.owner === owner)
      .reduce((sum, line) => sum + line.quantity, 0);
    return { data: count };
  });

  serveCall(app, store, served, cart.show, ({ owner, lang }): Reply => {
    return { data: cartView(store, owner, lang) };
  });

  serveCall(app, store, served, cart.add, ({ input, owner, lang }): Reply => {
    if (!owner) return { key: 'fail', msg: commerceMsg('visitorSessionRequired', lang) };
    const variantId = input.variant_id ?? null;
    const resolved = resolveLine(store, { product_id: input.product_id, variant_id: variantId });
    if (!resolved.product) return { key: 'fail', msg: commerceMsg('productUnavailable', lang) };
    if (variantId === null && resolved.product.variants.length > 0) {
      return { key: 'fail', msg: commerceMsg('selectVariant', lang) };
    }
    if (!resolved.available) return { key: 'fail', msg: commerceMsg('productUnavailable', lang) };
    const existing = store.state.cartLines.find(
      (line) =>
        line.owner === owner &&
        line.product_id === input.product_id &&
        line.variant_id === variantId,
    );
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > resolved.stock) return { key: 'fail', msg: commerceMsg('maxQuantity', lang) };
    if (existing) existing.quantity = quantity;
    else {
      store.state.cartLines.push({
        id: store.nextId(),
        owner,
        product_id: input.product_id,
        variant_id: variantId,
        quantity,
      });
    }
    store.changed();
    return { msg: commerceMsg('addedToCart', lang), data: cartView(store, owner, lang) };
  });

  serveCall(app, store, served, cart.updateQuantity, ({ input, owner, lang }): Reply => {
    if (!owner) return { key: 'fail', msg: commerceMsg('visitorSessionRequired', lang) };
    const line = store.state.cartLines.find(
      (candidate) => candidate.id === input.id && candidate.owner === owner,
    );
    if (!line) return { key: 'fail', msg: commerceMsg('lineNotFound', lang) };
    const resolved = resolveLine(store, line);
    if (!resolved.available) return { key: 'fail', msg: commerceMsg('productUnavailable', lang) };
    if (input.quantity > resolved.stock) {
      return { key: 'fail', msg: commerceMsg('maxQuantity', lang) };
    }
    line.quantity = input.quantity;
    store.changed();
    return { msg: commerceMsg('cartUpdated', lang), data: cartView(store, owner, lang) };
  });

  serveCall(app, store, served, cart.remove, ({ input, owner, lang }): Reply => {
    if (!owner) return { key: 'fail', msg: commerceMsg('visitorSessionRequired', lang) };
    const index = store.state.cartLines.findIndex(
      (candidate) => candidate.id === input.id && candidate.owner === owner,
    );
    if (index < 0) return { key: 'fail', msg: commerceMsg('lineNotFound', lang) };
    store.state.cartLines.splice(index, 1);
    store.changed();
    return { msg: commerceMsg('lineRemoved', lang), data: cartView(store, owner, lang) };
  });

  serveCall(app, store, served, cart.applyCoupon, ({ input, owner, lang }): Reply => {
    if (!owner) return { key: 'fail', msg: commerceMsg('visitorSessionRequired', lang) };
    const checked = checkCoupon(store, input.code, cartView(store, owner, lang).products_price);
    if ('error' in checked) {
      return { key: 'fail', msg: commerceMsg(checked.error, lang, checked.params) };
    }
    store.state.commerce.cart_coupons[owner] = checked.coupon.code;
    store.changed();
    return { msg: commerceMsg('couponApplied', lang), data: cartView(store, owner, lang) };
  });

  serveCall(app, store, served, cart.removeCoupon, ({ owner, lang }): Reply => {
    if (!owner) return { key: 'fail', msg: commerceMsg('visitorSessionRequired', lang) };
    delete store.state.commerce.cart_coupons[owner];
    store.changed();
    return { msg: commerceMsg('couponRemoved', lang), data: cartView(store, owner, lang) };
  });

  serveCall(app, store, served, cart.summary, ({ input, owner, user, lang }): Reply => {
    const location = store.state.locations.find(
      (candidate) => candidate.id === input.location_id && candidate.user_id === user?.id,
    );
    if (!location) return { key: 'fail', msg: commerceMsg('selectLocation', lang) };
    return {
      data: {
        ...cartView(store, owner, lang),
        order_type: input.order_type,
        location: {
          id: location.id,
          name: location.name,
          address: location.address,
          lat: location.lat,
          lng: location.lng,
        },
        delivery_slots: input.order_type === 'scheduled' ? deliverySlots(demoNow(store)) : [],
        payment_methods: ['cash', 'card', 'wallet', 'amount', 'bank_transfer'],
        wallet_balance: user ? walletBalance(store.state.account, user.id) : 0,
        banks: STORE_BANKS.map((bank) => ({ ...bank, name: bank.name[lang] })),
      },
    };
  });
}
