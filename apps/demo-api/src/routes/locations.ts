import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoStore } from '../state.js';

/** Saved addresses. */
export function serveLocations(app: Hono, store: DemoStore, served: Set<string>): void {
  serveCall(app, store, served, calls.locations.list, ({ input, user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (!user.is_active) return { key: 'needActive', msg: 'needActive', data: null };
    const mine = store.state.locations
      .filter((location) => location.user_id === user.id)
      .map(({ user_id: _owner, ...location }) => location);
    return { data: page(mine, input) };
  });
}
