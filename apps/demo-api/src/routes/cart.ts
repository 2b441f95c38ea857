import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';

/** The cart. */
export function serveCart(app: Hono, store: DemoStore, served: Set<string>): void {
  serveCall(app, store, served, calls.cart.count, ({ owner }): Reply => {
    const count = store.state.cartLines
      .filter((line) => line.owner === owner)
      .reduce((sum, line) => sum + line.quantity, 0);
    return { data: count };
  });
}
