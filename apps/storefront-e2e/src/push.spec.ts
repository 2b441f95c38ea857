import type { APIRequestContext, Page } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, advanceOrder, bearer, placeOrder } from './store-api.js';

/** A customer with a cash order placed through the store API. */
async function customerWithOrder(request: APIRequestContext, name: string) {
  const customer = await newCustomer(request, name);
  const locationId = await addAddress(request, customer);
  const order = await placeOrder(request, customer, locationId, {
    lines: [{ product_id: 3, variant_id: 4, quantity: 1 }],
  });
  return { customer, order };
}

/** Counts the sounds the page tries to play (the bell), before any of its scripts run. */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { soundsPlayed: number };
    counter.soundsPlayed = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playCounted(this: HTMLMediaElement) {
      counter.soundsPlayed += 1;
      return play.call(this).catch(() => undefined);
    };
  });
}

const soundsPlayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { soundsPlayed: number }).soundsPlayed);

test.describe('push alerts', () => {
  test('in Arabic: an order delivered shows an alert with the bell, linking to the order', async ({
    page,
    request,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'نورة');
    await countSounds(page);
    await signIn(page, customer);
    await gotoHydrated(page, '/');
    for (let step = 0; step < 3; step += 1) await advanceOrder(request, order.id);
    const alerts = page.getByRole('region', { name: 'الإشعارات' });
    const alert = alerts.getByRole('link', { name: /تم توصيل طلبك/ });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(alert).toContainText(`تم توصيل طلبك رقم ${order.number}`);
    await expect.poll(() => soundsPlayed(page)).toBeGreaterThan(0);
    await alert.click();
    await expect(page).toHaveURL(`/orderDetailes/${order.id}`);
  });

  test('in English: a cancelled order shows an alert in English, gone after 8 seconds', async ({
    page,
    request,
  }) => {
    const { customer, order } = await customerWithOrder(request, 'Huda');
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await request.post(`${apiUrl}orders/${order.id}/cancel`, {
      headers: bearer(customer),
      multipart: { reason: 'Ordered by mistake' },
    });
    const alert = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: /Order cancelled/ });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(alert).toHaveAttribute('href', `/order-details?id=${order.id}`);
    // The newest alert stays 8 seconds, then it is gone without a click.
    await expect(alert).toHaveCount(0, { timeout: 12_000 });
  });
});
