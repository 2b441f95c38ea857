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
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(`تم توصيل طلبك رقم ${order.number}`);
    // Below the header: its icons (the cart, the account) stay in view and reachable.
    const alertTop = (await alert.boundingBox())?.y ?? 0;
    const header = await page.getByRole('banner').boundingBox();
    expect(alertTop).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
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
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toHaveAttribute('href', `/order-details?id=${order.id}`);
    const header = await page.getByRole('banner').boundingBox();
    expect((await alert.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    );
    // The newest alert stays 8 seconds, then it is gone without a click.
    await expect(alert).toHaveCount(0, { timeout: 20_000 });
  });
});

test.describe('web push on this device', () => {
  test('the push worker is served at the site root and registered in its own push scope', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Salem');
    await signIn(page, customer);
    await gotoHydrated(page, '/');
    const origin = new URL(page.url()).origin;
    const registration = () =>
      page.evaluate(async () => {
        const found = await navigator.serviceWorker.getRegistration(
          '/firebase-cloud-messaging-push-scope',
        );
        const worker = found?.active ?? found?.waiting ?? found?.installing;
        return found ? { scope: found.scope, script: worker?.scriptURL } : null;
      });
    await expect.poll(registration, { timeout: 20_000 }).toEqual({
      scope: `${origin}/firebase-cloud-messaging-push-scope`,
      script: `${origin}/firebase-messaging-sw.js`,
    });
    // The worker does not control the store's pages: they load and work as before.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const worker = await request.get('/firebase-messaging-sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(await worker.text()).toContain('self.__MATJAR_PUSH__={"firebase":null}');
  });

  test('in English: the notifications page offers alerts, and turns them on when allowed', async ({
    page,
    context,
    request,
  }) => {
    const customer = await newCustomer(request, 'Reem');
    // The customer answers "Allow" when the browser asks, and only then.
    let asked = 0;
    await page.exposeFunction('__e2eAllowNotifications', async () => {
      asked += 1;
      await context.grantPermissions(['notifications']);
    });
    await page.addInitScript(() => {
      const allow = (window as unknown as { __e2eAllowNotifications: () => Promise<void> })
        .__e2eAllowNotifications;
      Notification.requestPermission = async () => {
        await allow();
        return 'granted';
      };
    });
    await signIn(page, customer);
    await gotoHydrated(page, '/notifications?lang=en');
    const offer = page.getByRole('region', { name: 'Order updates on this device' });
    await expect(offer).toBeVisible();
    expect(asked).toBe(0);
    await offer.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Alerts are on' })).toBeVisible();
    await gotoHydrated(page, '/notifications?lang=en');
    await expect(page.getByRole('button', { name: 'Turn on alerts' })).toHaveCount(0);
  });
});

test.describe('installing the store', () => {
  for (const [lang, name, dir] of [
    ['ar', 'متجر', 'rtl'],
    ['en', 'Matjar', 'ltr'],
  ] as const) {
    test(`the web app manifest is in ${lang === 'ar' ? 'Arabic' : 'English'}, standalone, with its icons`, async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, `/?lang=${lang}`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const response = await page.request.get(href ?? '');
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as {
        name: string;
        lang: string;
        dir: string;
        display: string;
        start_url: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name,
        lang,
        dir,
        display: 'standalone',
        start_url: '/',
        theme_color: '#0b6b5d',
      });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const icon of manifest.icons) {
        const image = await request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
      }
    });
  }
});
