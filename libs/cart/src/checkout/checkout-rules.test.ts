import { describe, expect, it } from 'vitest';
import type { CartSummary } from '@matjar/api-client';
import { emptyCheckoutDraft } from './checkout-draft.js';
import {
  canPayWith,
  checkoutProblems,
  chosenLocationId,
  placeOrderInput,
} from './checkout-rules.js';

const summary: CartSummary = {
  products_price: 100,
  discount: 0,
  shipping: 15,
  vat: 17.25,
  total: 132.25,
  lines: [],
  count: 2,
  coupon: null,
  has_unavailable: false,
  free_shipping_threshold: 200,
  free_shipping_remaining: 100,
  order_type: 'scheduled',
  location: { id: 7, name: 'البيت', address: 'الرياض، حي الملقا', lat: null, lng: null },
  delivery_slots: [
    { date: '2026-12-07', times: [{ id: '09:00-12:00', from: '09:00', to: '12:00' }] },
  ],
  payment_methods: ['cash', 'card', 'wallet', 'amount', 'bank_transfer'],
  wallet_balance: 50,
  banks: [
    {
      id: 3,
      name: 'مصرف الراجحي',
      account_name: 'متجر',
      account_number: '608010167519',
      iban: 'SA0380000000608010167519',
    },
  ],
};

describe('the address an order goes to', () => {
  const saved = [
    { id: 1, is_default: false },
    { id: 2, is_default: true },
    { id: 3, is_default: false },
  ];

  it('is the one chosen for the order while it is still saved', () => {
    expect(chosenLocationId(saved, 3, 1)).toBe(3);
  });

  it("falls back to the header's choice, then the default, then the first address", () => {
    expect(chosenLocationId(saved, 99, 1)).toBe(1);
    expect(chosenLocationId(saved, 99, null)).toBe(2);
    expect(chosenLocationId([{ id: 5, is_default: false }], undefined)).toBe(5);
  });

  it('is none for a customer without addresses', () => {
    expect(chosenLocationId([], 1)).toBeNull();
  });
});

describe('whether a method can pay the order', () => {
  it('needs the store to offer it', () => {
    expect(canPayWith({ ...summary, payment_methods: ['cash'] }, 'card')).toBe(false);
    expect(canPayWith(summary, null)).toBe(false);
    expect(canPayWith(summary, 'cash')).toBe(true);
  });

  it('pays by wallet only when the wallet covers the total', () => {
    expect(canPayWith(summary, 'wallet')).toBe(false);
    expect(canPayWith({ ...summary, wallet_balance: 132.25 }, 'wallet')).toBe(true);
  });

  it('uses part of the wallet only when it holds some credit', () => {
    expect(canPayWith(summary, 'amount')).toBe(true);
    expect(canPayWith({ ...summary, wallet_balance: 0 }, 'amount')).toBe(false);
  });
});

describe('what keeps an order from being placed', () => {
  const ready = {
    ...emptyCheckoutDraft,
    order_type: 'scheduled' as const,
    date: '2026-12-07',
    time: '09:00-12:00',
    payment_method: 'bank_transfer' as const,
    bank_id: 3,
  };

  it('is nothing when every choice is made', () => {
    expect(checkoutProblems({ draft: ready, locationId: 7, summary, hasReceipt: true })).toEqual(
      {},
    );
  });

  it('is the address, and the method it decides, while there is no summary', () => {
    const draft = { ...emptyCheckoutDraft, payment_method: 'cash' as const };
    expect(
      checkoutProblems({ draft, locationId: null, summary: undefined, hasReceipt: false }),
    ).toEqual({ location: 'missing', method: 'missing' });
  });

  it('is a day and time the store no longer offers', () => {
    const draft = { ...ready, time: '18:00-21:00' };
    expect(checkoutProblems({ draft, locationId: 7, summary, hasReceipt: true })).toEqual({
      slot: 'missing',
    });
  });

  it("is a bank transfer without the store's bank or without the receipt", () => {
    const draft = { ...ready, bank_id: 99 };
    expect(checkoutProblems({ draft, locationId: 7, summary, hasReceipt: false })).toEqual({
      bank: 'missing',
      receipt: 'missing',
    });
  });

  it("is another recipient's missing name and a phone that is not a Saudi mobile", () => {
    const draft = {
      ...ready,
      has_recipient: true,
      recipient_name: '   ',
      recipient_phone: '12345',
    };
    expect(checkoutProblems({ draft, locationId: 7, summary, hasReceipt: true })).toEqual({
      recipientName: 'missing',
      recipientPhone: 'incorrect',
    });
    expect(
      checkoutProblems({
        draft: { ...draft, recipient_phone: ' ' },
        locationId: 7,
        summary,
        hasReceipt: true,
      }).recipientPhone,
    ).toBe('missing');
  });
});

describe("the place-order call's input", () => {
  const context = {
    locationId: 7,
    returnUrl: 'https://matjar.example/cart/checkout/completed',
    receipt: new Blob(['receipt'], { type: 'image/jpeg' }),
  };

  it("holds a scheduled day and time, trimmed notes and the recipient in the store's form", () => {
    const draft = {
      ...emptyCheckoutDraft,
      order_type: 'scheduled' as const,
      date: '2026-12-07',
      time: '09:00-12:00',
      feedback: '  الباب الخلفي ',
      has_recipient: true,
      recipient_name: ' سارة ',
      recipient_phone: '0551234567',
    };
    const input = placeOrderInput(draft, { ...context, method: 'cash' });
    expect(input).toMatchObject({
      location_id: 7,
      order_type: 'scheduled',
      payment_method: 'cash',
      date: '2026-12-07',
      time: '09:00-12:00',
      feedback: 'الباب الخلفي',
      recipient_name: 'سارة',
    });
    expect(input.recipient_phone).toMatch(/^(?:\+?966)?5\d{8}$/);
    expect(input).not.toHaveProperty('return_url');
    expect(input).not.toHaveProperty('transfer_receipt');
  });

  it('sends what only the chosen method uses', () => {
    const draft = { ...emptyCheckoutDraft, date: '2026-12-07', time: '09:00-12:00', bank_id: 3 };
    expect(placeOrderInput(draft, { ...context, method: 'card' })).toEqual({
      location_id: 7,
      order_type: 'normal',
      payment_method: 'card',
      return_url: context.returnUrl,
    });
    expect(placeOrderInput(draft, { ...context, method: 'bank_transfer' })).toEqual({
      location_id: 7,
      order_type: 'normal',
      payment_method: 'bank_transfer',
      bank_id: 3,
      transfer_receipt: context.receipt,
    });
  });
});
