import type { Locator } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { allowLoggedStatus, expect, gotoHydrated, test } from './fixtures.js';

/** How a link is drawn: underlined or not, and whether it has a background of its own. */
function lookOf(link: Locator) {
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      isUnderlined: style.textDecorationLine.includes('underline'),
      isFilled: style.backgroundColor !== 'rgba(0, 0, 0, 0)',
    };
  });
}

const buttonLook = { isUnderlined: false, isFilled: true };

test.describe('links that lead on from an empty or missing page are drawn as buttons', () => {
  test('a visitor’s favorites: the way to sign in', async ({ page }) => {
    await gotoHydrated(page, '/favorites');
    const signInLink = page.getByRole('main').getByRole('link', { name: 'تسجيل الدخول' });
    await expect(signInLink).toBeVisible();
    expect(await lookOf(signInLink)).toEqual(buttonLook);
  });

  test('a new customer’s orders and complaints, and an order that is not theirs', async ({
    page,
    request,
    problems,
  }) => {
    await signIn(page, await newCustomer(request));
    const main = page.getByRole('main');

    await gotoHydrated(page, '/orders');
    const startShopping = main.getByRole('link', { name: 'ابدأ التسوق' });
    await expect(startShopping).toBeVisible();
    expect(await lookOf(startShopping)).toEqual(buttonLook);

    await gotoHydrated(page, '/complaints');
    const newComplaint = main.getByRole('link', { name: 'شكوى أو اقتراح جديد' });
    await expect(newComplaint).toBeVisible();
    expect(await lookOf(newComplaint)).toEqual(buttonLook);

    await gotoHydrated(page, '/orderDetailes/999999?lang=en');
    // The store answers after hydration: wait for its message, then take the link under it (the
    // account's navigation has one too, and another leads back from above the page).
    await expect(main.getByText('We could not find this order among yours.')).toBeVisible();
    const myOrders = main.getByRole('link', { name: 'My orders' }).last();
    await expect(myOrders).toBeVisible();
    expect(await lookOf(myOrders)).toEqual(buttonLook);
    // The store's answer for the order that is not theirs.
    allowLoggedStatus(problems, 404, 1);
  });
});

test.describe('an account page’s action stands on its title’s line on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [lang, action] of [
    ['ar', 'شكوى أو اقتراح جديد'],
    ['en', 'New complaint or suggestion'],
  ] as const) {
    test(`complaints, ${lang}`, async ({ page, request }) => {
      await signIn(page, await newCustomer(request));
      await gotoHydrated(page, `/complaints?lang=${lang}`);
      const title = page.getByRole('heading', { level: 1 });
      const link = page.getByRole('main').getByRole('link', { name: action });
      await expect(link).toBeVisible();
      const [titleBox, linkBox] = await Promise.all([title.boundingBox(), link.boundingBox()]);
      if (!titleBox || !linkBox) throw new Error('The title or the action is not drawn');
      const linkMiddle = linkBox.y + linkBox.height / 2;
      expect(linkMiddle).toBeGreaterThan(titleBox.y);
      expect(linkMiddle).toBeLessThan(titleBox.y + titleBox.height);
      // At the end of the line: the left in Arabic, the right in English.
      if (lang === 'ar') expect(linkBox.x).toBeLessThan(titleBox.x);
      else expect(linkBox.x).toBeGreaterThan(titleBox.x + titleBox.width);
    });
  }
});
