import { expect, gotoHydrated, test } from './fixtures.js';

test.describe('a page opened by a link', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a product opened from a rail far down the home page starts at the top, its skeleton first; back returns to the rail`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/?lang=${lang}`);
      const card = page.locator('main a[href^="/products/"]').last();
      await card.scrollIntoViewIfNeeded();
      const railScroll = await page.evaluate(() => window.scrollY);
      expect(railScroll).toBeGreaterThan(300);
      const href = (await card.getAttribute('href')) ?? '';

      // The product's data held back, as on a slow connection.
      let release = () => undefined as void;
      const dataArrives = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/products\/\d+\.data/, async (route) => {
        await dataArrives;
        await route.fallback();
      });
      await card.click();
      await expect(page.locator('main[aria-busy="true"] .mj-skeleton').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('main .mj-skeleton').first()).toBeInViewport();

      release();
      await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.unrouteAll({ behavior: 'wait' });
      // Back on a slow phone: the page is drawn again slowly, as the scroll is put back.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goBack();
      // Home where it was left: the page at the rail's height. (The card itself may stand outside
      // its rail's width now, and the rail of recently viewed products joins the page's end.)
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThanOrEqual(railScroll - 1);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(railScroll + 1);
    });
  }
});
