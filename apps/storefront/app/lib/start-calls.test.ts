import { describe, expect, it } from 'vitest';
import { startCallsOf } from './start-calls.js';

describe("what a route's handle names", () => {
  const cart = { startCalls: ['cart', 'checkout'], earlyCalls: ['cart'] };

  it('is read field by field', () => {
    expect(startCallsOf(cart, 'startCalls')).toEqual(['cart', 'checkout']);
    expect(startCallsOf(cart, 'earlyCalls')).toEqual(['cart']);
  });

  it('is nothing for a route without a handle, or with a handle naming something else', () => {
    expect(startCallsOf(undefined, 'startCalls')).toEqual([]);
    expect(startCallsOf(null, 'earlyCalls')).toEqual([]);
    expect(startCallsOf({ breadcrumb: 'السلة' }, 'earlyCalls')).toEqual([]);
    expect(startCallsOf({ earlyCalls: 'cart' }, 'earlyCalls')).toEqual([]);
  });
});
