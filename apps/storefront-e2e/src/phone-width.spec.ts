import { expect, gotoHydrated, test } from './fixtures.js';

/** A small Android phone's screen, narrower than the Pixel 7 of the phone project. */
const smallPhone = { width: 360, height: 780 };

/** The public pages a visitor can open, each with what it holds at its widest (a search field). */
const pages = [
  '/',
  '/categories/1',
  '/products/1',
  '/search?q=تفاح',
  '/search',
  '/providers/1',
  '/providers/1/products',
  '/offers',
  '/aboutUs',
  '/faqs',
  '/contactUs',
  '/auth',
] as const;

test.describe("every public page on a small phone's screen", () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: no page is wider than the screen, so none scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize(smallPhone);
      for (const path of pages) {
        await gotoHydrated(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        expect(widths.page, `the width of ${path} against the screen's`).toBeLessThanOrEqual(
          widths.screen,
        );
      }
    });
  }
});
