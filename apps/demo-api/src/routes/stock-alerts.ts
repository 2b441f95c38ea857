import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import type { DemoProduct, DemoStockAlert } from '../seed/catalog.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';
import { viewOf } from './catalog.js';
import { catalogMsg } from './catalog-messages.js';
import { catalogIndex, productCard } from './catalog-views.js';
import { addNotification } from './notifications-store.js';
import { variantView } from './order-engine.js';

/** The alerts of the demo store, made when first needed (data saved before them has none). */
function alertsOf(store: DemoStore): DemoStockAlert[] {
  store.state.catalog.stock_alerts ??= [];
  return store.state.catalog.stock_alerts;
}

/** Whether a product, or one of its variants, has a unit to sell. */
const inStock = (product: DemoProduct, variantId: number | null) =>
  variantId === null
    ? product.stock > 0
    : (product.variants.find((variant) => variant.id === variantId)?.stock ?? 0) > 0;

/**
 * Stock alerts (`catalog.stockAlerts`, `addStockAlert`, `removeStockAlert`) and the demo's own
 * `POST /__demo/products/{id}/restock` (`{ variant_id?, quantity? }`), which puts units back in
 * stock and tells each customer waiting for them with a notification (type `back_in_stock`, with
 * the product's id), which also reaches them as a push alert; their alerts are then done.
 */
export function serveStockAlerts(app: Hono, store: DemoStore, served: Set<string>): void {
  const { catalog: call } = calls;

  const alertView = (alert: DemoStockAlert, context: Parameters<typeof viewOf>[1]) => {
    const view = viewOf(store, context);
    const product = catalogIndex(view.catalog).byId.get(alert.product_id);
    if (!product) return null;
    const variant = product.variants.find((candidate) => candidate.id === alert.variant_id);
    return {
      id: alert.id,
      product: productCard(product, view),
      variant: variant ? variantView(variant, context.lang) : null,
      created_at: alert.created_at,
    };
  };

  serveCall(app, store, served, call.stockAlerts, (context): Reply => {
    const { user } = context;
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const mine = alertsOf(store)
      .filter((alert) => alert.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { data: mine.map((alert) => alertView(alert, context)).filter(Boolean) };
  });

  serveCall(app, store, served, call.addStockAlert, (context): Reply => {
    const { input, user, lang } = context;
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const product = catalogIndex(store.state.catalog).byId.get(input.id);
    if (!product) return { key: 'fail', msg: catalogMsg('productNotFound', lang), status: 404 };
    const variantId = input.variant_id ?? null;
    if (variantId !== null && !product.variants.some((variant) => variant.id === variantId)) {
      return { key: 'fail', msg: catalogMsg('variantNotFound', lang) };
    }
    if (inStock(product, variantId)) return { key: 'fail', msg: catalogMsg('stillInStock', lang) };
    const alerts = alertsOf(store);
    let alert = alerts.find(
      (candidate) =>
        candidate.user_id === user.id &&
        candidate.product_id === product.id &&
        candidate.variant_id === variantId,
    );
    if (!alert) {
      alert = {
        id: store.nextId(),
        user_id: user.id,
        product_id: product.id,
        variant_id: variantId,
        created_at: new Date().toISOString(),
      };
      alerts.push(alert);
      store.changed();
    }
    return { msg: catalogMsg('stockAlertAdded', lang), data: alertView(alert, context) };
  });

  serveCall(app, store, served, call.removeStockAlert, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const alerts = alertsOf(store);
    const index = alerts.findIndex((alert) => alert.id === input.id && alert.user_id === user.id);
    if (index < 0) return { key: 'fail', msg: catalogMsg('stockAlertNotFound', lang), status: 404 };
    alerts.splice(index, 1);
    store.changed();
    return { msg: catalogMsg('stockAlertRemoved', lang), data: null };
  });

  app.post('/__demo/products/:id/restock', async (c) => {
    const product = catalogIndex(store.state.catalog).byId.get(Number(c.req.param('id')));
    if (!product) return c.json({ key: 'fail', msg: 'Not found', data: null }, 404);
    const body: unknown = await c.req.json().catch(() => ({}));
    const field = (name: string) =>
      body && typeof body === 'object' && name in body
        ? (body as Record<string, unknown>)[name]
        : undefined;
    const variantId = typeof field('variant_id') === 'number' ? Number(field('variant_id')) : null;
    const quantity = typeof field('quantity') === 'number' ? Number(field('quantity')) : 10;
    if (!Number.isInteger(quantity) || quantity < 1) {
      return c.json(
        { key: 'fail', msg: 'quantity must be a whole number from 1', data: null },
        422,
      );
    }
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (variantId !== null && !variant) {
      return c.json({ key: 'fail', msg: 'No such variant', data: null }, 422);
    }
    if (variant) variant.stock += quantity;
    product.stock += quantity;
    // Those waiting for this variant, or for the product whatever its variant, hear of it once.
    const alerts = alertsOf(store);
    const due = alerts.filter(
      (alert) =>
        alert.product_id === product.id &&
        (alert.variant_id === null || alert.variant_id === variantId),
    );
    for (const alert of due) {
      addNotification(store, alert.user_id, {
        type: 'back_in_stock',
        title: { ar: 'المنتج متوفر من جديد', en: 'Back in stock' },
        body: {
          ar: `${product.name.ar} متوفر الآن. أضفه إلى سلتك قبل نفاده.`,
          en: `${product.name.en} is available again. Add it to your cart before it runs out.`,
        },
        product_id: product.id,
      });
      alerts.splice(alerts.indexOf(alert), 1);
    }
    store.changed();
    return c.json({
      key: 'success',
      msg: '',
      data: { stock: product.stock, notified: due.length },
    });
  });
}
