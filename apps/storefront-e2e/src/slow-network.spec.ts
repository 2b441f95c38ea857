import type { Locator } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, ordersOf } from './store-api.js';

/** Chromium's "Slow 3G": 2 s of latency, about 400 kbit/s each way. */
const SLOW_3G = {
  offline: false,
  latency: 2_000,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};

/** How soon after a press the page being opened must show its skeleton. */
const SKELETON_WITHIN_MS = 300;

const texts = {
  ar: {
    category: /الفواكه والخضروات/,
    product: /تفاح أحمر حقول الأحساء/,
    weight: '500 جم',
    add: 'أضف إلى السلة',
    added: 'تمت إضافة المنتج إلى السلة',
    checkout: 'إتمام الطلب',
    cash: /الدفع عند الاستلام/,
    place: 'تأكيد الطلب',
    placed: 'تم إرسال طلبك بنجاح',
  },
  en: {
    category: /Fruits & Vegetables/,
    product: /Al-Ahsa Fields Red apples/,
    weight: '500 g',
    add: 'Add to cart',
    added: 'Product added to cart',
    checkout: 'Checkout',
    cash: /Cash on delivery/,
    place: 'Place order',
    placed: 'Your order has been placed',
  },
} as const;

test.describe('a slow 3G connection', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: every page opened shows its skeleton within 300 ms, and the checkout completes`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'ليان' : 'Layan');
      await addAddress(request, customer);
      await signIn(page, customer);
      await gotoHydrated(page, `/?lang=${lang}`);
      // The page has settled once its footer, whose code comes when the page is idle (decision
      // 038), is live: its payment marks are drawn then. The presses below come after.
      await expect(page.locator('.sf-footer__marks li')).toHaveCount(5);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);

      // In the page: how long after each press the page being opened shows, as its skeleton or
      // already as itself.
      await page.evaluate(() => {
        const shownAfter: number[] = [];
        Object.assign(window, { __shownAfter: shownAfter });
        document.addEventListener(
          'click',
          (event) => {
            if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
            const pressed = performance.now();
            const from = location.href;
            const check = () => {
              const skeleton = [...document.querySelectorAll('main .mj-skeleton')].some((element) =>
                element.checkVisibility(),
              );
              const arrived =
                location.href !== from && !document.querySelector('main[aria-busy="true"]');
              if (skeleton || arrived) shownAfter.push(Math.round(performance.now() - pressed));
              else if (performance.now() - pressed < 60_000) requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true },
        );
      });
      // Every page opens in the app: a whole document over this connection would take seconds.
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(sent.url());
      });
      /** Presses `link` and waits for the page it opens (`path`) to arrive. */
      const open = async (link: Locator, path: RegExp) => {
        // The customer presses once the page has settled (its idle work done), as on a phone.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestIdleCallback(() => resolve(), { timeout: 5_000 }),
            ),
        );
        await link.click();
        await expect(page).toHaveURL(path, { timeout: 60_000 });
        await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true', {
          timeout: 60_000,
        });
      };

      await open(page.getByRole('link', { name: t.category }).first(), /\/categories\/1/);
      await open(page.getByRole('link', { name: t.product }).first(), /\/products\/1$/);
      await page.getByRole('radio', { name: t.weight }).check({ timeout: 60_000 });
      await page.getByRole('button', { name: t.add }).click();
      await expect(page.getByText(t.added).first()).toBeVisible({ timeout: 60_000 });
      await open(page.locator('header').getByRole('link', { name: /^(السلة|Cart)/ }), /\/cart$/);
      await open(page.getByRole('link', { name: t.checkout }), /\/cart\/summary$/);
      const shownAfter = await page.evaluate(
        () => (window as unknown as { __shownAfter: number[] }).__shownAfter,
      );
      console.log(`slow 3G (${lang}): each page opened showed after ${shownAfter.join(', ')} ms`);
      expect(shownAfter).toHaveLength(4);
      expect(documents).toEqual([]);
      for (const elapsed of shownAfter) expect(elapsed).toBeLessThanOrEqual(SKELETON_WITHIN_MS);
      await expect(page.getByRole('radio', { name: t.cash })).toBeEnabled({ timeout: 60_000 });
      await page.getByRole('radio', { name: t.cash }).check();
      await page.getByRole('button', { name: t.place }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed, {
        timeout: 60_000,
      });

      expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
    });
  }
});
