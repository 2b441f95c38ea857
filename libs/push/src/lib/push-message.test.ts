import { describe, expect, it } from 'vitest';
import { ORDER_ALERT_TYPES, alertOf, readPushMessage } from './push-message.js';

const message = (type: string, orderId: number | null = 7) => ({
  type,
  title_ar: 'عنوان',
  title_en: 'Title',
  body_ar: 'نص',
  body_en: 'Body',
  order_id: orderId,
  product_id: null,
});

describe('push messages', () => {
  it.each(ORDER_ALERT_TYPES)('makes a %s alert a link to the order', (type) => {
    const alert = alertOf(readPushMessage(message(type)) ?? message(type), 'ar');
    expect(alert.href).toBe('/order-details?id=7');
  });

  it('shows other types, and order types without an order, as plain text', () => {
    expect(alertOf(message('admin'), 'ar').href).toBeUndefined();
    expect(alertOf(message('create_order', null), 'ar').href).toBeUndefined();
  });

  it("makes a product's back-in-stock alert a link to the product, its id sent as text too", () => {
    const data = { ...message('back_in_stock', null), product_id: '42' };
    const read = readPushMessage(data);
    expect(read?.product_id).toBe(42);
    expect(alertOf(read ?? message('admin'), 'ar').href).toBe('/products/42');
    expect(alertOf({ ...message('admin'), product_id: 42 }, 'ar').href).toBeUndefined();
  });

  it('speaks English only when the stored language is en', () => {
    expect(alertOf(message('admin'), 'en')).toMatchObject({ title: 'Title', body: 'Body' });
    expect(alertOf(message('admin'), 'ar')).toMatchObject({ title: 'عنوان', body: 'نص' });
    expect(alertOf(message('admin'), null)).toMatchObject({ title: 'عنوان' });
    expect(alertOf(message('admin'), 'fr')).toMatchObject({ title: 'عنوان' });
  });

  it('refuses data that is not a push message', () => {
    expect(readPushMessage(null)).toBeUndefined();
    expect(readPushMessage({ title_en: 'x' })).toBeUndefined();
    expect(readPushMessage({ type: 'admin', order_id: 'abc' })).toBeUndefined();
  });
});
