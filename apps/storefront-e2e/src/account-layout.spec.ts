import type { Page } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { expectDeclaredLayout } from './page-boxes.js';
import { addAddress, placeOrder } from './store-api.js';

const wide = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

const texts = {
  ar: {
    nav: 'صفحات الحساب',
    orders: 'طلباتي',
    wallet: 'المحفظة',
    points: 'نقاط المكافآت',
    addresses: 'عناويني',
    edit: 'تعديل الحساب',
    complaints: 'الشكاوى والمقترحات',
    trail: 'أنت هنا',
    details: 'تفاصيل الطلب',
    returns: 'طلبات الاسترجاع',
    cancelled: 'الملغاة',
  },
  en: {
    nav: 'Account pages',
    orders: 'My orders',
    wallet: 'Wallet',
    points: 'Rewards points',
    addresses: 'My addresses',
    edit: 'Edit account',
    complaints: 'Complaints and suggestions',
    trail: 'You are here',
    details: 'Order details',
    returns: 'Return orders',
    cancelled: 'Cancelled',
  },
} as const;

/** The boxes of `<main>`'s content, the account's frame and its two columns, in CSS pixels. */
async function frameBoxes(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const frame = document.querySelector('main .mj-account-layout');
    const nav = frame?.querySelector('.mj-account-layout__nav');
    const column = frame?.querySelector('.mj-account-layout__page');
    if (!main || !frame || !nav || !column) return null;
    const style = getComputedStyle(main);
    const mainBox = main.getBoundingClientRect();
    const box = (element: Element) => {
      const { left, right, width } = element.getBoundingClientRect();
      return { left, right, width };
    };
    return {
      content: {
        left: mainBox.left + parseFloat(style.paddingLeft),
        right: mainBox.right - parseFloat(style.paddingRight),
      },
      frame: box(frame),
      nav: box(nav),
      column: box(column),
    };
  });
}

test.describe("the account's pages on a wide screen", () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: each page fills the content width beside the account's navigation, which marks it and stays while another is opened`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'ريم' : 'Reem');
      const locationId = await addAddress(request, customer);
      // A variant no other test buys: the scarce ones (product 3) are the journeys' to spend.
      const order = await placeOrder(request, customer, locationId, {
        lines: [{ product_id: 94, variant_id: 337, quantity: 1 }],
      });
      await signIn(page, customer);
      await page.setViewportSize(wide);

      for (const [path, current, width] of [
        ['/orders', t.orders, 'wide'],
        [`/orderDetailes/${order.id}`, t.orders, 'wide'],
        [`/orderDetailes/${order.id}/rate`, t.orders, 'form'],
        ['/wallet', t.wallet, 'wide'],
        ['/wallet/points', t.points, 'wide'],
        ['/myAddresses', t.addresses, 'wide'],
        ['/complaints/new', t.complaints, 'form'],
        ['/profile/edit', t.edit, 'form'],
      ] as const) {
        await gotoHydrated(page, `${path}?lang=${lang}`);
        const nav = page.getByRole('navigation', { name: t.nav });
        await expect(nav, path).toBeVisible();
        await expect(nav.locator('[aria-current="page"]'), path).toHaveText(current);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

        const boxes = await frameBoxes(page);
        expect(boxes, `${path} is drawn in the account's frame`).not.toBeNull();
        if (!boxes) continue;
        // The frame spans the whole content width: not a column against one side.
        expect(Math.abs(boxes.frame.left - boxes.content.left), path).toBeLessThanOrEqual(1);
        expect(Math.abs(boxes.frame.right - boxes.content.right), path).toBeLessThanOrEqual(1);
        // The navigation on the inline start (right in Arabic), the page filling the rest.
        if (lang === 'ar') {
          expect(boxes.nav.right, path).toBeCloseTo(boxes.frame.right, 0);
          expect(boxes.column.left, path).toBeCloseTo(boxes.frame.left, 0);
        } else {
          expect(boxes.nav.left, path).toBeCloseTo(boxes.frame.left, 0);
          expect(boxes.column.right, path).toBeCloseTo(boxes.frame.right, 0);
        }
        expect(boxes.column.width, path).toBeGreaterThan(boxes.frame.width * 0.7);
        // The page inside the column: the width it declares, from the column's start, filled.
        expect(await expectDeclaredLayout(page, path)).toBe(width);
      }

      // A page under an order leads back the way every nested page does: by its breadcrumbs.
      await gotoHydrated(page, `/orderDetailes/${order.id}/rate?lang=${lang}`);
      const trail = page.getByRole('navigation', { name: t.trail });
      await expect(trail.getByRole('link')).toHaveText([t.orders, t.details]);
      await trail.getByRole('link', { name: t.details }).click();
      await expect(page).toHaveURL(`/orderDetailes/${order.id}`);

      // Another account page opened from the navigation, its code slow to come: the navigation
      // stays and marks it at once, and the page column shows the page's skeleton.
      await gotoHydrated(page, `/myAddresses?lang=${lang}`);
      let release = () => undefined as void;
      const codeArrives = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = 0;
      await page.route(/\/assets\/points-[\w-]+\.js$/, async (route) => {
        held += 1;
        await codeArrives;
        await route.fallback();
      });
      const nav = page.getByRole('navigation', { name: t.nav });
      await nav.getByRole('link', { name: t.points }).click();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.points);
      await expect(
        page.locator('main .mj-account-layout__page .mj-skeleton').first(),
      ).toBeVisible();
      await expect(nav).toBeVisible();
      expect(held).toBeGreaterThan(0);
      release();
      await expect(page).toHaveURL(/\/wallet\/points/);
      await expect(page.locator('main .mj-skeleton')).toHaveCount(0);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.points);
    });

    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a phone shows the page alone, and the orders' tabs are one row that scrolls to the tab opened, not the page`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'ريم' : 'Reem');
      await signIn(page, customer);
      await page.setViewportSize(phone);

      await gotoHydrated(page, `/orders/returnOrders?lang=${lang}`);
      await expect(page.getByRole('navigation', { name: t.nav })).toBeHidden();
      const returns = page.getByRole('link', { name: t.returns });
      await expect(returns).toHaveAttribute('aria-current', 'page');
      await expect(returns).toBeInViewport({ ratio: 1 });
      const cancelled = page.getByRole('link', { name: t.cancelled });
      // One row: every tab on the same line, however many there are.
      const [returnsBox, cancelledBox] = [
        await returns.boundingBox(),
        await cancelled.boundingBox(),
      ];
      expect(returnsBox?.y).toBe(cancelledBox?.y);
      // The row scrolls; the page does not.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
        scrolled: window.scrollX,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      expect(widths.scrolled).toBe(0);
    });
  }
});
