import { newCustomer, signIn } from './customers.js';
import { allowLoggedStatus, expect, gotoHydrated, test } from './fixtures.js';
import { apiUrl } from './e2e-env.js';
import { addToCart } from './store-api.js';

test.describe('the cart', () => {
  test('in Arabic: change a quantity, apply a coupon, remove the line and see the empty cart @phone', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    // 3 × 34.95 SR: above the 100 SR the WELCOME10 coupon asks for.
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 3 });
    await signIn(page, customer);
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('السلة');
    const line = page.getByRole('listitem').filter({ hasText: 'نعناع مديني ريف' });
    await expect(line).toBeVisible();

    await line.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(
      page.locator('header').getByRole('link', { name: /^السلة، (4|٤) منتجات$/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page.getByText('يرجى إدخال رمز الكوبون')).toBeVisible();
    await page.getByLabel('رمز الكوبون').fill('welcome10');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page.getByText('تم تطبيق الكوبون WELCOME10')).toBeVisible();
    await expect(page.getByText(/خصم الكوبون/)).toBeVisible();

    await line.getByRole('button', { name: 'حذف نعناع مديني ريف' }).click();
    await expect(page.getByRole('heading', { name: 'سلة المشتريات فارغة' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/');
  });

  test("a customer's lines are asked for as the page is read, before the app's code, and once", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 1 });
    await signIn(page, customer);
    const cartCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && sent.url() === `${apiUrl}cart`) cartCalls.push(sent.url());
    });
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('listitem').filter({ hasText: 'نعناع مديني ريف' })).toBeVisible();
    const started = await page.evaluate((cartUrl) => {
      const resources = performance.getEntriesByType('resource');
      const scripts = resources.filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
      return {
        cart: resources.find((entry) => entry.name === cartUrl)?.startTime ?? Infinity,
        code: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    }, `${apiUrl}cart`);
    expect(started.cart).toBeLessThan(started.code);
    expect(cartCalls).toHaveLength(1);
  });

  test('in English: a refused coupon keeps the code and says why', async ({
    page,
    request,
    problems,
  }) => {
    const customer = await newCustomer(request, 'Noura');
    await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
    await signIn(page, customer);
    await gotoHydrated(page, '/cart?lang=en');
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByLabel('Coupon code')).toHaveValue('NOSUCHCODE');
    await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    allowLoggedStatus(problems, 422, 1);
  });
});
