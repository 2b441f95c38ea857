import type { Locator, Page } from '@playwright/test';
import { newCustomer } from './customers.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, ordersOf } from './store-api.js';

/**
 * Presses Tab (or Shift+Tab, `backwards`) until `target` has the focus, so that a journey does not
 * depend on how many stops a page has on the way; fails after `max` presses.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  await expect(target, `${key} pressed ${max} times reaches it`).toBeFocused({ timeout: 1 });
}

/**
 * The focused element is not `<body>` (focus was not lost) and shows where it is: an outline, or a
 * ring (a box-shadow spread round it, not a drop shadow), drawn by the element or by the frame a
 * control sits in (a text field's box, a radio button's row).
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'lost to <body>';
    const drawsRing = (element: Element) => {
      const style = getComputedStyle(element);
      const hasOutline =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)';
      // `rgb(…) 0px 0px 0px 2px`: no offset and no blur, only a spread round the box (not inset).
      const hasRing = /(^|,\s*)(rgba?\([^)]*\)\s+)?0px 0px 0px [1-9][\d.]*px(?!\s*inset)/.test(
        style.boxShadow,
      );
      return hasOutline || hasRing;
    };
    for (
      let element: Element | null = active, depth = 0;
      element && depth <= 2;
      element = element.parentElement, depth += 1
    ) {
      if (drawsRing(element)) return 'visible';
    }
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return `invisible on <${active.tagName.toLowerCase()}> ${name ?? ''}`;
  });
  expect(focus, 'the focus is on an element and can be seen').toBe('visible');
}

/** Expects `target` to have the focus, visibly. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

/** Tab and Shift+Tab, each pressed more times than `dialog` has controls, keep the focus in it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} keeps the focus in the dialog`,
      ).toBe(true);
      await expectVisibleFocus(page);
    }
  }
}

/** The focus has gone into `dialog`, visibly. */
async function expectFocusInside(page: Page, dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expectVisibleFocus(page);
}

/** Presses `key` (an arrow) until `option` is checked, a few times at most. */
async function pressUntilChecked(page: Page, key: string, option: Locator): Promise<void> {
  for (let press = 0; press < 6 && !(await option.isChecked()); press += 1) {
    await page.keyboard.press(key);
  }
  await expect(option).toBeChecked();
}

test.describe('keyboard only', () => {
  test('in Arabic: skip link → product → weight → sign in → cart → checkout → cash on delivery → placed', async ({
    page,
    request,
  }) => {
    test.slow();
    const customer = await newCustomer(request, 'نورة');
    await addAddress(request, customer, 'المنزل', 'شارع التحلية');
    await gotoHydrated(page, '/');
    const main = page.getByRole('main');

    // The skip link is the first stop, and takes the focus to the page's content.
    await tabTo(page, page.getByRole('link', { name: 'انتقل إلى المحتوى' }), { max: 1 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, main);

    await tabTo(page, main.getByRole('link', { name: /^نعناع مديني ريف/ }).first(), { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نعناع مديني ريف');
    await expectFocusOn(page, main);

    // Space chooses the weight Tab comes to; the left arrow, the next one in Arabic.
    const weights = page.getByRole('radiogroup', { name: 'الوزن' });
    await tabTo(page, weights.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(weights.getByRole('radio', { name: '250 جم' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, weights.getByRole('radio', { name: '500 جم' }));
    await expect(weights.getByRole('radio', { name: '500 جم' })).toBeChecked();

    // A visitor is asked to sign in: the prompt holds the focus, and Escape gives it back.
    const addToCart = main.getByRole('button', { name: 'أضف إلى السلة' });
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: 'يرجى تسجيل الدخول أولًا' });
    await expect(prompt).toBeVisible();
    await expectFocusInside(page, prompt);
    await expectFocusTrapped(page, prompt);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expectFocusOn(page, addToCart);
    await page.keyboard.press('Enter');
    await expect(prompt).toBeVisible();
    await tabTo(page, prompt.getByRole('button', { name: 'تسجيل الدخول' }), { max: 4 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/auth?redirect=%2Fproducts%2F3');
    await expectFocusOn(page, main);

    await tabTo(page, main.getByRole('textbox', { name: 'رقم الجوال' }));
    await page.keyboard.type(customer.phone);
    await tabTo(page, main.getByLabel(/^كلمة المرور/), { max: 3 });
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نعناع مديني ريف');
    await expectFocusOn(page, main);

    // Back on the product, signed in: the left arrow chooses the weight, Space adds it.
    await tabTo(page, weights.getByRole('radio').first());
    await page.keyboard.press('ArrowLeft');
    await expect(weights.getByRole('radio', { name: '500 جم' })).toBeChecked();
    await tabTo(page, addToCart);
    await page.keyboard.press('Space');
    await expect(page.getByText('تمت إضافة المنتج إلى السلة').first()).toBeVisible();
    await expectFocusOn(page, addToCart);

    // The cart, from the header: Shift+Tab goes back up to it.
    const cartLink = page.locator('header').getByRole('link', { name: /^السلة/ });
    await expect(cartLink).toHaveAccessibleName(/^السلة، /);
    await tabTo(page, cartLink, { backwards: true, max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('السلة');
    await expectFocusOn(page, cartLink);

    await tabTo(page, main.getByRole('link', { name: 'إتمام الطلب' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart/summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الطلب');
    await expectFocusOn(page, main);

    // Cash on delivery, with the arrow keys; Enter places the order.
    const methods = main.getByRole('radiogroup', { name: 'طريقة الدفع' });
    const cash = methods.getByRole('radio', { name: /^الدفع عند الاستلام/ });
    await tabTo(page, methods.getByRole('radio').first(), { max: 60 });
    await pressUntilChecked(page, 'ArrowLeft', cash);
    await expectFocusOn(page, cash);
    await tabTo(page, main.getByRole('button', { name: 'تأكيد الطلب' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart\/completed\?order_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم إرسال طلبك بنجاح');
    await expectFocusOn(page, main);
    expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
  });

  test('in English: skip link → header search → product → colour and size → sign in → cart → checkout → cash on delivery → placed', async ({
    page,
    request,
  }) => {
    test.slow();
    const customer = await newCustomer(request, 'Noura');
    await addAddress(request, customer, 'Home', 'Olaya Street');
    // A link with `?lang=en` stores English for the pages that follow.
    await gotoHydrated(page, '/?lang=en');
    const main = page.getByRole('main');

    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 1 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, main);

    // Shift+Tab goes back up to the header's search box; Enter searches what was typed.
    const searchBox = page.locator('header').getByRole('searchbox', { name: 'Search products' });
    await tabTo(page, searchBox, { backwards: true, max: 10 });
    await page.keyboard.type('naseej thobe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=naseej+thobe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “naseej thobe”');
    // The header's search form is drawn again for the word searched: the focus goes on to the results.
    await expectFocusOn(page, main);

    await tabTo(page, main.getByRole('link', { name: /^Naseej Men's thobe 2/ }), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products/94');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Naseej Men's thobe 2");
    await expectFocusOn(page, main);

    // The right arrow chooses the next colour, then the next size, in English.
    const colors = main.getByRole('radiogroup', { name: 'Color' });
    const sizes = main.getByRole('radiogroup', { name: 'Size' });
    await tabTo(page, colors.getByRole('radio').first());
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, colors.getByRole('radio', { name: 'Green' }));
    await expect(colors.getByRole('radio', { name: 'Green' })).toBeChecked();
    await tabTo(page, sizes.getByRole('radio').first(), { max: 1 });
    await page.keyboard.press('ArrowRight');
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();

    // A visitor is asked to sign in: the prompt holds the focus, and Escape gives it back.
    const addToCart = main.getByRole('button', { name: 'Add to cart' });
    await tabTo(page, addToCart);
    await page.keyboard.press('Space');
    const prompt = page.getByRole('dialog', { name: 'Please sign in first' });
    await expect(prompt).toBeVisible();
    await expectFocusInside(page, prompt);
    await expectFocusTrapped(page, prompt);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expectFocusOn(page, addToCart);
    await page.keyboard.press('Space');
    await expect(prompt).toBeVisible();
    await tabTo(page, prompt.getByRole('button', { name: 'Sign in' }), { max: 4 });
    await page.keyboard.press('Space');
    await expect(page).toHaveURL('/auth?redirect=%2Fproducts%2F94');
    await expectFocusOn(page, main);

    await tabTo(page, main.getByRole('textbox', { name: 'Mobile number' }));
    await page.keyboard.type(customer.phone);
    await tabTo(page, main.getByLabel(/^Password/), { max: 3 });
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products/94');
    await expectFocusOn(page, main);

    // Signed in: Space chooses the colour Tab comes to, the right arrow the next size.
    await tabTo(page, colors.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(colors.getByRole('radio', { name: 'Navy' })).toBeChecked();
    await tabTo(page, sizes.getByRole('radio').first(), { max: 1 });
    await page.keyboard.press('ArrowRight');
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Product added to cart').first()).toBeVisible();
    await expectFocusOn(page, addToCart);

    const cartLink = page.locator('header').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
    await tabTo(page, cartLink, { backwards: true, max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
    await expectFocusOn(page, cartLink);

    await tabTo(page, main.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart/summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete the order');
    await expectFocusOn(page, main);

    const methods = main.getByRole('radiogroup', { name: 'Payment method' });
    const cash = methods.getByRole('radio', { name: /^Cash on delivery/ });
    await tabTo(page, methods.getByRole('radio').first(), { max: 60 });
    await pressUntilChecked(page, 'ArrowRight', cash);
    await expectFocusOn(page, cash);
    await tabTo(page, main.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/cart\/completed\?order_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been placed');
    await expect(main.getByText('Cash on delivery', { exact: true })).toBeVisible();
    await expectFocusOn(page, main);
    expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
  });
});
