import { type APIRequestContext, type Locator, type Page, devices } from '@playwright/test';
import { type Customer, newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, addToCart, bearer, ordersOf } from './store-api.js';

// A phone in the hand, in whichever project runs this file: the shop as most customers see it.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, channel: undefined });

type Lang = 'ar' | 'en';
const langs: readonly Lang[] = ['ar', 'en'];
const inLang = (lang: Lang) => (lang === 'ar' ? 'in Arabic' : 'in English');

const texts = {
  ar: {
    banners: 'مختارات مميزة',
    categories: 'تسوّق حسب القسم',
    tabs: 'التنقل السريع',
    cart: 'السلة',
    orders: 'طلباتي',
    added: 'تمت إضافة المنتج إلى السلة',
    quickAdd: (name: string) => `أضف ${name} إلى السلة`,
    addToCart: 'أضف إلى السلة',
    scheduled: /جدولة لوقت لاحق/,
    day: 'يوم التوصيل',
    time: 'وقت التوصيل',
    tomorrow: /^غدًا/,
    cash: /الدفع عند الاستلام/,
    placeOrder: 'تأكيد الطلب',
    placed: 'تم إرسال طلبك بنجاح',
    fixErrors: 'بعض الخيارات ناقصة، وقد أشرنا إليها أدناه.',
    payment: 'طريقة الدفع',
    methodRequired: 'يرجى اختيار طريقة الدفع',
    back: 'رجوع',
    trail: 'أنت هنا',
    search: 'تفاح',
  },
  en: {
    banners: 'Featured',
    categories: 'Shop by category',
    tabs: 'Quick navigation',
    cart: 'Cart',
    orders: 'My orders',
    added: 'Product added to cart',
    quickAdd: (name: string) => `Add ${name} to cart`,
    addToCart: 'Add to cart',
    scheduled: /Schedule for later/,
    day: 'Delivery day',
    time: 'Delivery time',
    tomorrow: /^Tomorrow/,
    cash: /Cash on delivery/,
    placeOrder: 'Place order',
    placed: 'Your order has been placed',
    fixErrors: 'Some choices are missing; they are marked below.',
    payment: 'Payment method',
    methodRequired: 'Please choose a payment method',
    back: 'Back',
    trail: 'You are here',
    search: 'apple',
  },
} as const;

/** A product's name as the store gives it in `lang`. */
async function productName(request: APIRequestContext, id: number, lang: Lang): Promise<string> {
  const response = await request.get(`${apiUrl}products/${String(id)}`, { headers: { lang } });
  const body = (await response.json()) as { data: { name?: string; product?: { name: string } } };
  const name = body.data.product?.name ?? body.data.name;
  if (!name) throw new Error(`product ${String(id)} has no name`);
  return name;
}

/** The product, variant and quantity of each line of the customer's cart, as the store keeps it. */
async function cartLines(request: APIRequestContext, customer: Customer) {
  const response = await request.get(`${apiUrl}cart`, { headers: bearer(customer) });
  const body = (await response.json()) as {
    data: { lines: { product_id: number; variant: { id: number } | null; quantity: number }[] };
  };
  return body.data.lines.map((line) => ({
    productId: line.product_id,
    variantId: line.variant?.id ?? null,
    quantity: line.quantity,
  }));
}

const tabBar = (page: Page, lang: Lang) => page.getByRole('navigation', { name: texts[lang].tabs });

/** Whether the element is wholly inside the screen as it is now, without scrolling. */
async function isOnFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + Math.min(box.height, 40) <= viewport.height;
}

test.describe('the shop on a phone', () => {
  for (const lang of langs) {
    test(`${inLang(lang)}: home's first screen shows a banner, the category icons and a product card`, async ({
      page,
    }) => {
      const t = texts[lang];
      await gotoHydrated(page, `/?lang=${lang}`);
      const banners = page.getByRole('group', { name: t.banners, exact: true });
      const firstBanner = banners.getByRole('img').first();
      await expect(firstBanner).toBeVisible();
      expect(await isOnFirstScreen(page, firstBanner)).toBe(true);
      const categories = page.getByRole('region', { name: t.categories });
      const firstCategory = categories.getByRole('link').first();
      await expect(firstCategory).toBeVisible();
      expect(await isOnFirstScreen(page, firstCategory)).toBe(true);
      const firstCard = page.locator('main a[href^="/products/"]').first();
      await expect(firstCard).toBeVisible();
      expect(await isOnFirstScreen(page, firstCard)).toBe(true);
      // The bottom bar is there, and the page's end is not hidden behind it.
      await expect(tabBar(page, lang)).toBeInViewport();
    });

    test(`${inLang(lang)}: quick add from a card adds a product without options at once, and opens the choice for one with options`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'ريم' : 'Reem');
      await signIn(page, customer);
      const [cheese, yogurt] = await Promise.all([
        productName(request, 5, lang),
        productName(request, 7, lang),
      ]);
      await gotoHydrated(page, `/categories/2?lang=${lang}`);

      await page.getByRole('button', { name: t.quickAdd(cheese) }).click();
      await expect(page.getByText(t.added).first()).toBeVisible();
      await expect
        .poll(() => cartLines(request, customer))
        .toEqual([{ productId: 5, variantId: null, quantity: 1 }]);

      await page.getByRole('button', { name: t.quickAdd(yogurt) }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      await sheet.getByRole('radio', { name: /500/ }).click();
      await sheet.getByRole('button', { name: t.addToCart }).click();
      await expect(sheet).toBeHidden();
      await expect
        .poll(async () => (await cartLines(request, customer)).map((line) => line.variantId))
        .toContain(11);
      await expect(
        tabBar(page, lang).getByRole('link', { name: new RegExp(`^${t.cart}`) }),
      ).toHaveAccessibleName(lang === 'ar' ? 'السلة، منتجان' : 'Cart, 2 items');
    });

    test(`${inLang(lang)}: the product page's bar adds to the cart without scrolling`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'لمى' : 'Lama');
      await signIn(page, customer);
      await gotoHydrated(page, `/products/5?lang=${lang}`);
      const add = page.locator('.ui-sticky-action-bar').getByRole('button', { name: t.addToCart });
      // In reach where the page opens: no scrolling to the button.
      await expect(add).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await add.click();
      await expect(page.getByText(t.added).first()).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect
        .poll(() => cartLines(request, customer))
        .toEqual([{ productId: 5, variantId: null, quantity: 1 }]);
      // The bar takes the bottom bar's place on the product page.
      await expect(tabBar(page, lang)).toBeHidden();
    });

    test(`${inLang(lang)}: the bottom bar reaches the cart and the orders`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'هند' : 'Hind');
      await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
      await signIn(page, customer);
      await gotoHydrated(page, `/?lang=${lang}`);
      const tabs = tabBar(page, lang);
      await tabs.getByRole('link', { name: new RegExp(`^${t.cart}`) }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cart);
      // The cart's own bar takes the bottom bar's place; home brings it back.
      await page.goBack();
      await expect(page).toHaveURL(/\/(\?lang=\w+)?$/);
      await tabs.getByRole('link', { name: lang === 'ar' ? 'طلباتي' : 'Orders' }).click();
      await expect(page).toHaveURL(/\/orders/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orders);
      await expect(
        tabs.getByRole('link', { name: lang === 'ar' ? 'طلباتي' : 'Orders' }),
      ).toHaveAttribute('aria-current', 'page');
    });

    test(`${inLang(lang)}: a nested page leads back by the header's arrow, to the page before it or else to its parent`, async ({
      page,
    }) => {
      const t = texts[lang];
      const header = page.getByRole('banner');
      // Opened from a shared link: the arrow leads to the page the route names as its parent, and
      // stands for the breadcrumbs, which phones do not show.
      await gotoHydrated(page, `/providers/1/products?lang=${lang}`);
      const back = header.getByRole('link', { name: t.back, exact: true });
      await expect(back).toBeVisible();
      await expect(back).toHaveAttribute('href', '/providers/1');
      await expect(page.getByRole('navigation', { name: t.trail })).toBeHidden();
      await back.click();
      await expect(page).toHaveURL(/\/providers\/1$/);
      await expect(back).toHaveAttribute('href', '/');
      // Home is the top: no arrow. Each step up took the place of the page below it, so the
      // browser's own back button leaves the store, as it would have from the shared link.
      await back.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(back).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL('about:blank');

      // Come from a search: the arrow goes back to it, not to the product's parent.
      await gotoHydrated(page, `/search?q=${encodeURIComponent(t.search)}&lang=${lang}`);
      await page.locator('main a[href^="/products/"]').first().click();
      await expect(page).toHaveURL(/\/products\/\d+$/);
      await expect(back).toHaveAttribute('href', '/');
      await back.click();
      await expect(page).toHaveURL(/\/search\?q=/);
    });

    test(`${inLang(lang)}: a scheduled order is placed by tapping a day and a time`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'دانة' : 'Dana');
      await addAddress(request, customer, lang === 'ar' ? 'المنزل' : 'Home', 'Olaya Street');
      await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
      await signIn(page, customer);
      await gotoHydrated(page, `/cart/summary?lang=${lang}`);
      await page.getByRole('radio', { name: t.scheduled }).tap();
      await page
        .getByRole('radiogroup', { name: t.day })
        .getByRole('radio', { name: t.tomorrow })
        .tap();
      const times = page.getByRole('radiogroup', { name: t.time });
      await times.getByRole('radio').first().tap();
      await expect(times.getByRole('radio').first()).toBeChecked();
      await page.getByRole('radio', { name: t.cash }).tap();
      const confirm = page
        .locator('.ui-sticky-action-bar')
        .getByRole('button', { name: t.placeOrder });
      await expect(confirm).toBeInViewport();
      await confirm.tap();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed);
      await expect
        .poll(async () => (await ordersOf(request, customer, 'scheduled')).length)
        .toBe(1);
    });

    test(`${inLang(lang)}: a refused confirm brings the first missing choice into view and focus`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'جود' : 'Joud');
      await addAddress(request, customer, lang === 'ar' ? 'المنزل' : 'Home', 'Tahlia Street');
      await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
      await signIn(page, customer);
      await gotoHydrated(page, `/cart/summary?lang=${lang}`);
      const payment = page.getByRole('radiogroup', { name: t.payment });
      await expect(payment).not.toBeInViewport();
      await page.locator('.ui-sticky-action-bar').getByRole('button', { name: t.placeOrder }).tap();
      await expect(page.getByText(t.fixErrors)).toBeAttached();
      await expect(page.getByText(t.methodRequired)).toBeVisible();
      // Focus is on the payment choice, which is on the screen, not behind the bar.
      await expect
        .poll(() =>
          payment.evaluate(
            (group) => group.contains(document.activeElement) || group === document.activeElement,
          ),
        )
        .toBe(true);
      await expect(payment).toBeInViewport();
      await expect(page.locator(':focus')).toBeInViewport();
      expect(await ordersOf(request, customer, 'new')).toEqual([]);
    });
  }
});
