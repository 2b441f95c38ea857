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
      // The rail's heading, and where it stands on the screen.
      const railHeadingId =
        (await card.evaluate((link) => link.closest('section')?.getAttribute('aria-labelledby'))) ??
        '';
      const railHeading = page.locator(`[id="${railHeadingId}"]`);
      const railTop = await railHeading.evaluate((heading) => heading.getBoundingClientRect().top);
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
      // Home where it was left: the rail where it stood on the screen. (The card itself may stand
      // outside its rail's width now, and the rail of recently viewed products joins the page below.)
      await expect(railHeading).toBeInViewport();
      await expect
        .poll(() =>
          railHeading.evaluate((heading) => Math.round(heading.getBoundingClientRect().top)),
        )
        .toBeGreaterThanOrEqual(Math.round(railTop) - 2);
      expect(
        await railHeading.evaluate((heading) => heading.getBoundingClientRect().top),
      ).toBeLessThanOrEqual(railTop + 2);
    });
  }

  test('on home, each part drawn only as it comes into view stands as tall before as after @phone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const parts = await page.locator('.catalog-home').evaluate((home) => {
      const drawnLater = [...home.querySelectorAll('*')].filter(
        (element) =>
          getComputedStyle(element).contentVisibility === 'auto' &&
          // A banner is as tall as the screen is wide, and the first is drawn with the page.
          !element.closest('[data-variant="banners"]'),
      );
      // Every part drawn, as while a scroll is put back.
      document.documentElement.setAttribute('data-restoring-scroll', '');
      return drawnLater.map((element) => ({
        part: element.getAttribute('aria-labelledby') ?? element.className,
        // "auto 424px": the height it stands at before it is first drawn.
        estimate: Number(
          /(\d+(?:\.\d+)?)px/.exec(getComputedStyle(element).containIntrinsicBlockSize)?.[1],
        ),
        drawn: element.getBoundingClientRect().height,
      }));
    });
    // Three bands, and the cards of the rails.
    expect(parts.length).toBeGreaterThan(20);
    for (const { part, estimate, drawn } of parts) {
      const message = `${part}: ${estimate} px before, ${drawn} px drawn`;
      // Never above (a rail would stay taller than its cards), less than a pixel below.
      expect(drawn - estimate, message).toBeGreaterThanOrEqual(0);
      expect(drawn - estimate, message).toBeLessThan(1);
    }
  });
});
