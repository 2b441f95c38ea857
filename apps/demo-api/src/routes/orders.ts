import type { Hono } from 'hono';
import type { DemoStore } from '../state.js';

/** Not served yet. */
export function serveOrders(_app: Hono, _store: DemoStore, _served: Set<string>): void {}
