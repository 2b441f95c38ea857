import type { Page } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { allowFailedConnections, expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, addToCart, ordersOf } from './store-api.js';

const texts = {
  ar: {
    cart: 'السلة',
    addToCart: 'أضف إلى السلة',
    weight: '500 جم',
    cash: /الدفع عند الاستلام/,
    note: 'ملاحظة على الطلب',
    placeOrder: 'تأكيد الطلب',
    placed: 'تم إرسال طلبك بنجاح',
    failed: 'حدث خطأ أثناء الاتصال بالخادم.',
    oneItem: 'السلة، منتج واحد',
    offline: 'أنت غير متصل بالإنترنت',
  },
  en: {
    cart: 'Cart',
    addToCart: 'Add to cart',
    weight: '500 g',
    cash: /Cash on delivery/,
    note: 'Note for the order',
    placeOrder: 'Place order',
    placed: 'Your order has been placed',
    failed: 'An error occurred connecting to the server.',
    oneItem: 'Cart, 1 item',
    offline: 'You are offline',
  },
} as const;

const cartLink = (page: Page) =>
  page.locator('header').getByRole('link', { name: /^(السلة|Cart)/ });

test.describe('the cart and the checkout across tabs and reloads', () => {
  for (const lang of ['ar', 'en'] as const) {
    const t = texts[lang];

    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a second tab's badge follows within 2 s, and the checkout's choices outlive a reload and a closed tab`, async ({
      page,
      context,
      request,
    }) => {
      const customer = await newCustomer(request, lang === 'ar' ? 'سلمى' : 'Salma');
      await addAddress(request, customer);
      await signIn(page, customer);
      await gotoHydrated(page, `/products/3?lang=${lang}`);
      const second = await context.newPage();
      await gotoHydrated(second, '/');
      await expect(cartLink(second)).toHaveAccessibleName(t.cart);

      // Added in the first tab: the second tab's badge shows it within 2 s, without a reload.
      await page.getByRole('radio', { name: t.weight }).check();
      await page.getByRole('button', { name: t.addToCart }).click();
      await expect(cartLink(second)).not.toHaveAccessibleName(t.cart, { timeout: 2_000 });
      await expect(cartLink(second)).toHaveAccessibleName(t.oneItem);

      // The checkout's choices survive a reload…
      await gotoHydrated(page, '/cart/summary');
      await page.getByRole('radio', { name: t.cash }).check();
      await page.getByLabel(t.note).fill('الباب الخلفي — back door');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('radio', { name: t.cash })).toBeChecked();
      await expect(page.getByLabel(t.note)).toHaveValue('الباب الخلفي — back door');

      // …and the tab being closed: the other tab takes the order on from there.
      await page.close();
      await gotoHydrated(second, '/cart/summary');
      await expect(second.getByRole('radio', { name: t.cash })).toBeChecked();
      await expect(second.getByLabel(t.note)).toHaveValue('الباب الخلفي — back door');
      await second.getByRole('button', { name: t.placeOrder }).click();
      await expect(second.getByRole('heading', { level: 1 })).toHaveText(t.placed);
      await expect(cartLink(second)).toHaveAccessibleName(t.cart);
      expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
      await second.close();
    });

    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: an order whose answer is lost, then double-clicked, is one request per press and one order under the same idempotency key`, async ({
      page,
      request,
      problems,
    }) => {
      const customer = await newCustomer(request, lang === 'ar' ? 'أروى' : 'Arwa');
      await addAddress(request, customer);
      await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
      await signIn(page, customer);
      const keys: string[] = [];
      let dropAnswer = true;
      await page.route(
        (url) => url.href.startsWith(apiUrl) && url.pathname.endsWith('/orders'),
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          keys.push(route.request().headers()['idempotency-key'] ?? '');
          if (!dropAnswer) return route.fallback();
          // The store takes the order, and its answer is lost on the way back.
          dropAnswer = false;
          await route.fetch();
          return route.abort('connectionreset');
        },
      );
      await gotoHydrated(page, `/cart/summary?lang=${lang}`);
      await page.getByRole('radio', { name: t.cash }).check();
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.failed }).first()).toBeVisible();
      await expect(page.getByRole('radio', { name: t.cash })).toBeChecked();

      await page.getByRole('button', { name: t.placeOrder }).dblclick();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
      allowFailedConnections(problems);
    });

    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: offline mid-checkout, the page says so and keeps every choice; back online, the order is placed once`, async ({
      page,
      context,
      request,
      problems,
    }) => {
      const customer = await newCustomer(request, lang === 'ar' ? 'غدير' : 'Ghadeer');
      await addAddress(request, customer);
      await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
      await signIn(page, customer);
      await gotoHydrated(page, `/cart/summary?lang=${lang}`);
      await page.getByRole('radio', { name: t.cash }).check();
      await page.getByLabel(t.note).fill('اتصل قبل الوصول — call first');

      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByRole('radio', { name: t.cash })).toBeChecked();
      await expect(page.getByLabel(t.note)).toHaveValue('اتصل قبل الوصول — call first');

      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: t.offline })).toHaveCount(0);
      // The press made offline waited for the connection, and goes through now.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed);
      expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
      // What the browser and the router log about requests made while offline.
      problems.expectedConsoleErrors = [
        /net::ERR_INTERNET_DISCONNECTED/,
        /^Failed to fetch manifest patches TypeError: Failed to fetch/,
      ];
    });
  }
});
