import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundNotificationOf,
  pushLanguage,
  rememberPushLanguage,
} from './background-notification.js';
import type { PushMessage } from './push-message.js';

const message = (type: string, orderId: number | null = 42): PushMessage => ({
  type,
  title_ar: 'تم تسليم طلبك',
  title_en: 'Your order is delivered',
  body_ar: 'شكراً لتسوقك معنا',
  body_en: 'Thank you for shopping with us',
  order_id: orderId,
  product_id: null,
});

describe('backgroundNotificationOf', () => {
  it('shows an order message in English, linking to the order, when the language is en', () => {
    const { title, options } = backgroundNotificationOf(message('finish_order'), 'en');
    expect(title).toBe('Your order is delivered');
    expect(options).toMatchObject({
      body: 'Thank you for shopping with us',
      lang: 'en',
      dir: 'ltr',
      icon: '/icons/icon-192.png',
      data: { link: '/order-details?id=42' },
    });
  });

  it.each([['ar'], [null]])(
    'shows it in Arabic, right to left, when the language is %s',
    (lang) => {
      const { title, options } = backgroundNotificationOf(message('finish_order'), lang);
      expect(title).toBe('تم تسليم طلبك');
      expect(options).toMatchObject({
        body: 'شكراً لتسوقك معنا',
        lang: 'ar',
        dir: 'rtl',
        icon: '/icons/icon-192.png',
        data: { link: '/order-details?id=42' },
      });
    },
  );

  it('links other messages to the notifications page', () => {
    const { options } = backgroundNotificationOf(message('admin_message'), 'en');
    expect(options.data.link).toBe('/notifications');
    expect(options.icon).toBe('/icons/icon-192.png');
  });

  it('links an order type without an order to the notifications page', () => {
    const { options } = backgroundNotificationOf(message('create_order', null), 'ar');
    expect(options.data.link).toBe('/notifications');
  });
});

describe('the language kept for the push worker', () => {
  beforeEach(() => {
    // As in jsdom and in browsers without storage (private browsing): no IndexedDB.
    vi.stubGlobal('indexedDB', undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not kept, without failing, when there is no IndexedDB', async () => {
    await expect(rememberPushLanguage('en')).resolves.toBeUndefined();
    await expect(pushLanguage()).resolves.toBeNull();
  });
});
