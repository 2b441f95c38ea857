/**
 * @packageDocumentation
 * `@matjar/api-client/contract`: the contract for servers and tools — every call's definition,
 * the wire decoding of request fields, and the route of each call. The demo API implements it.
 */
export { calls } from './core/calls.js';
export { decodeWireFields, routeOf } from './core/wire.js';
export { type AnyCall, type CallDefinition } from './core/define-call.js';

import { calls } from './core/calls.js';
import type { AnyCall } from './core/define-call.js';

/** Every call, flattened: `[id, definition]`. */
export function allCalls(): AnyCall[] {
  return Object.values(calls).flatMap((domain) => Object.values(domain) as AnyCall[]);
}
