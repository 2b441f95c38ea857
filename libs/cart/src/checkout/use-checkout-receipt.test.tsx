import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import type { PickedImage } from '@matjar/ui';
import { useCheckoutReceipt } from './use-checkout-receipt.js';

const customer = (id: number) =>
  createSessionTestContext({
    baseUrl: 'http://store.test/api/',
    isLoggedIn: true,
    authUser: { id, name: 'Sara', phone: '500000001', email: null, image: null, city_id: null },
    locale: 'en',
  });

const receipt = (id: string): PickedImage => ({
  id,
  file: new File(['transfer'], `${id}.jpg`, { type: 'image/jpeg' }),
});

describe('the bank-transfer receipt chosen at the checkout', () => {
  it('is still chosen when the customer comes back to the checkout from another page', () => {
    const { wrapper } = customer(51);
    const first = renderHook(() => useCheckoutReceipt(), { wrapper });
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1](receipt('r1')));
    expect(first.result.current[0]?.id).toBe('r1');
    first.unmount();

    const again = renderHook(() => useCheckoutReceipt(), { wrapper });
    expect(again.result.current[0]?.id).toBe('r1');
  });

  it('is the same in every part of the page that shows it, and removed from all at once', () => {
    const { wrapper } = customer(52);
    const picker = renderHook(() => useCheckoutReceipt(), { wrapper });
    const summary = renderHook(() => useCheckoutReceipt(), { wrapper });
    act(() => picker.result.current[1](receipt('r2')));
    expect(summary.result.current[0]?.id).toBe('r2');
    act(() => summary.result.current[1](null));
    expect(picker.result.current[0]).toBeNull();
  });

  it("is one customer's own: another customer on the same device starts without it", () => {
    const mine = renderHook(() => useCheckoutReceipt(), { wrapper: customer(53).wrapper });
    act(() => mine.result.current[1](receipt('r3')));
    const theirs = renderHook(() => useCheckoutReceipt(), { wrapper: customer(54).wrapper });
    expect(theirs.result.current[0]).toBeNull();
  });
});
