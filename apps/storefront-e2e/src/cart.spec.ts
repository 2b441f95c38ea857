import { newCustomer, signIn } from './customers.js';
import {
  HYDRATION_TIMEOUT_MS,
  allowLoggedStatus,
  expect,
  gotoHydrated,
  holdAppCode,
  simulateSignIn,
  test,
} from './fixtures.js';
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
    // What to buy instead: the store's categories and best sellers under the empty cart.
    await expect(
      page.getByRole('region', { name: 'تسوّق حسب القسم' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'الأكثر مبيعًا' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test("the demo customer's cart holds the seeded line as one that can be ordered", async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await simulateSignIn(page);
    await gotoHydrated(page, '/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'تفاح أحمر حقول الأحساء' });
    await expect(line).toBeVisible();
    await expect(line).not.toContainText('لم يعد متوفرًا');
    await expect(line.getByRole('button', { name: 'زيادة الكمية' })).toBeEnabled();
    await expect(page.getByRole('main')).not.toContainText('لم يعد متوفرًا');
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

  test("a returning customer's cart comes drawn in the page, and the browser does not ask for it @phone", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 2 });
    await signIn(page, customer);
    // Any page of the app leaves the token's copy for the cart, strict same-site and for it only.
    await gotoHydrated(page, '/');
    const tokenCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'matjar_token',
    );
    expect(tokenCookie).toMatchObject({ value: customer.token, path: '/cart', sameSite: 'Strict' });

    const sent: { url: string; cookie: string }[] = [];
    page.on('request', (outgoing) => {
      // A request still being sent as the test ends (a late picture) has no headers left to read.
      outgoing.allHeaders().then(
        (headers) => sent.push({ url: outgoing.url(), cookie: headers['cookie'] ?? '' }),
        () => undefined,
      );
    });
    const cartCalls: string[] = [];
    page.on('request', (outgoing) => {
      if (outgoing.method() === 'GET' && outgoing.url() === `${apiUrl}cart`) {
        cartCalls.push(outgoing.url());
      }
    });
    const documentResponse = page.waitForResponse(
      (response) => response.request().isNavigationRequest() && response.url().endsWith('/cart'),
    );
    await gotoHydrated(page, '/cart');
    const html = await (await documentResponse).text();
    expect(html).toContain('نعناع مديني ريف');
    expect(html).not.toContain(customer.token);

    const line = page.getByRole('listitem').filter({ hasText: 'نعناع مديني ريف' });
    await expect(line.getByRole('status')).toHaveText(/^(2|٢)$/);
    expect(cartCalls).toHaveLength(0);
    // The page is the app's once hydrated: a change goes to the store and comes back.
    await line.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(line.getByRole('status')).toHaveText(/^(3|٣)$/);
    await expect(
      page.locator('header').getByRole('link', { name: /^السلة، (3|٣) منتجات$/ }),
    ).toBeVisible();

    // Only the cart's document carried the token; the page's scripts, styles and pictures did not.
    const withToken = sent.filter((entry) => entry.cookie.includes(customer.token));
    expect(withToken.map((entry) => new URL(entry.url).pathname)).toEqual(['/cart']);
    expect(sent.length).toBeGreaterThan(withToken.length);
  });

  test("a press on a drawn cart before the app's code has come is made once it has @phone", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 2 });
    await signIn(page, customer);
    await gotoHydrated(page, '/');
    // The app's code is on its way (a slow network): the server's page is all there is.
    const releaseCode = await holdAppCode(page);
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'نعناع مديني ريف' });
    await line.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(line.getByRole('status')).toHaveText(/^(2|٢)$/);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

    releaseCode();
    await expect(line.getByRole('status')).toHaveText(/^(3|٣)$/, {
      timeout: HYDRATION_TIMEOUT_MS,
    });
    await expect(
      page.locator('header').getByRole('link', { name: /^السلة، (3|٣) منتجات$/ }),
    ).toBeVisible();
  });

  test('a cart token the store no longer accepts: the page is drawn without it, and the customer signs in again', async ({
    page,
    request,
    problems,
  }) => {
    const customer = await newCustomer(request);
    await signIn(page, customer);
    await gotoHydrated(page, '/');
    await page.evaluate(() => localStorage.setItem('matjar_token', 'a-token-the-store-forgot'));
    await page.context().addCookies([
      {
        name: 'matjar_token',
        value: 'a-token-the-store-forgot',
        domain: new URL(page.url()).hostname,
        path: '/cart',
        sameSite: 'Strict',
      },
    ]);
    const cartDocument = await page.goto('/cart');
    expect(cartDocument?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcart/, { timeout: HYDRATION_TIMEOUT_MS });
    await expect(page.getByRole('status').filter({ hasText: 'انتهت جلستك' })).toBeVisible();
    // The copy went with the session.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'matjar_token')).toBeUndefined();
    // The browser's own calls (the cart, its count, the notifications, the favorites) met the
    // refusal together; the server's call is not in the page's log.
    allowLoggedStatus(problems, 401, { min: 1, max: 4 });
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

test.describe("the header's cart on a wide screen", () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: the count stands beside the word "cart", not over it`, async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request);
      await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
      await signIn(page, customer);
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, `/?lang=${lang}`);
      const cart = page
        .locator('header')
        .getByRole('link', { name: new RegExp(`^${lang === 'ar' ? 'السلة' : 'Cart'}`) });
      const word = cart.getByText(lang === 'ar' ? 'السلة' : 'Cart', { exact: true });
      const count = cart.getByText('1', { exact: true });
      // The count first: until it has come, the link's hidden name is the word alone too.
      await expect(count).toBeVisible();
      await expect(word).toBeVisible();
      const wordBox = await word.boundingBox();
      const countBox = await count.boundingBox();
      if (!wordBox || !countBox) throw new Error('The cart link is not drawn');
      const overlap =
        Math.min(wordBox.x + wordBox.width, countBox.x + countBox.width) -
        Math.max(wordBox.x, countBox.x);
      expect(overlap, 'width of the word under the count').toBeLessThanOrEqual(0);
    });
  }
});
