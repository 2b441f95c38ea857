import { describe, expect, it } from 'vitest';
import { deliverySlot, paymentStateOf } from './order-rules.js';

describe('deliverySlot', () => {
  it('reads the day and the time range in Riyadh time, whatever the time zone of the machine', () => {
    const slot = deliverySlot('2026-11-25', '16:00-19:00');
    expect(slot.day.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(slot.from?.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(slot.to?.toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('reads a range written with spaces around its dash', () => {
    const slot = deliverySlot('2026-11-25', '09:00 - 12:00');
    expect(slot.from?.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(slot.to?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('keeps the day alone when the store gives no time range, or one it cannot read', () => {
    for (const time of [null, '', 'evening', '4pm-7pm']) {
      expect(deliverySlot('2026-11-25', time)).toEqual({
        day: new Date('2026-11-25T09:00:00.000Z'),
        from: undefined,
        to: undefined,
      });
    }
  });

  it('gives a time without an end no range', () => {
    expect(deliverySlot('2026-11-25', '16:00').to).toBeUndefined();
  });
});

describe('paymentStateOf', () => {
  it('says a paid order is paid, whatever its method and status', () => {
    expect(paymentStateOf({ is_paid: true, payment_method: 'cash', status: 'new' })).toBe('paid');
    expect(paymentStateOf({ is_paid: true, payment_method: 'card', status: 'returned' })).toBe(
      'paid',
    );
  });

  it('says a cash order on its way is paid on delivery', () => {
    for (const status of ['new', 'current', 'on_way', 'scheduled', 'waiting'] as const) {
      expect(paymentStateOf({ is_paid: false, payment_method: 'cash', status })).toBe(
        'on-delivery',
      );
    }
  });

  it('says a cash order cancelled, refused or delivered without payment is not paid', () => {
    for (const status of ['cancelled', 'rejected', 'finished'] as const) {
      expect(paymentStateOf({ is_paid: false, payment_method: 'cash', status })).toBe('unpaid');
    }
  });

  it('says an unpaid order by any other method is not paid, even on its way', () => {
    expect(paymentStateOf({ is_paid: false, payment_method: 'card', status: 'new' })).toBe(
      'unpaid',
    );
    expect(
      paymentStateOf({ is_paid: false, payment_method: 'bank_transfer', status: 'waiting' }),
    ).toBe('unpaid');
  });
});
