import { describe, expect, it } from 'vitest';
import { earlyCallsOf, startCallsOf } from './start-calls.js';

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

describe('the early calls a page asks for as it is read', () => {
  const cart = { earlyCalls: ['cart'] };
  const notifications = { earlyCalls: ['notifications', 'cart'] };

  it("are its routes' own, each once", () => {
    expect(
      earlyCallsOf([
        { handle: undefined, loaderData: { locale: 'ar' } },
        { handle: notifications, loaderData: undefined },
        { handle: cart, loaderData: { isDrawnOnServer: false } },
      ]),
    ).toEqual(['notifications', 'cart']);
  });

  it('leave out the calls of a route whose loader drew its data on the server', () => {
    expect(earlyCallsOf([{ handle: cart, loaderData: { isDrawnOnServer: true } }])).toEqual([]);
    expect(
      earlyCallsOf([
        { handle: { earlyCalls: ['notifications'] }, loaderData: null },
        { handle: cart, loaderData: { isDrawnOnServer: true } },
      ]),
    ).toEqual(['notifications']);
  });
});
