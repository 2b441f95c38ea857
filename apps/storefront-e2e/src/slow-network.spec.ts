import type { Locator, Route } from '@playwright/test';
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
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: every page opened shows its skeleton before its answers come, and the checkout completes`, async ({
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

      // Every page opens in the app: a whole document over this connection would take seconds.
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(sent.url());
      });
      let pagesShown = 0;
      /**
       * Presses `link` and waits for the page it opens (`path`) to arrive. Every request made
       * from the press on is held until that page shows, as its skeleton or, when it needs
       * nothing from the network, already as itself: the customer never waits on a frozen page
       * for the network. (How soon it shows is the bench's figure, `npm run bench`.)
       */
      const open = async (link: Locator, path: RegExp) => {
        // The customer presses once the page has settled (its idle work done), as on a phone.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestIdleCallback(() => resolve(), { timeout: 5_000 }),
            ),
        );
        const from = page.url();
        const held: Route[] = [];
        const hold = (route: Route) => {
          held.push(route);
        };
        await page.route('**/*', hold);
        await link.click();
        await expect
          .poll(
            () =>
              page.evaluate(
                (before) =>
                  [...document.querySelectorAll('main .mj-skeleton')].some((element) =>
                    element.checkVisibility(),
                  ) ||
                  (location.href !== before && !document.querySelector('main[aria-busy="true"]')),
                from,
              ),
            { message: `the page opened from ${from} shows while its answers are held` },
          )
          .toBe(true);
        pagesShown += 1;
        await page.unroute('**/*', hold);
        await Promise.all(held.map((route) => route.fallback().catch(() => undefined)));
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
      expect(pagesShown).toBe(4);
      expect(documents).toEqual([]);
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
