import type { APIRequestContext, Page } from '@playwright/test';
import { type Customer, newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { allowLoggedStatus, expect, gotoHydrated, test, shellLink } from './fixtures.js';
import {
  addAddress,
  addToCart,
  bearer,
  chargeWallet,
  ordersOf,
  photo,
  walletOf,
} from './store-api.js';

const cartLink = (page: Page) => shellLink(page, /^(السلة|Cart)/);

test.describe('the checkout', () => {
  test('in Arabic: two products with variants → stock limit → coupon → another address → scheduled → card on the hosted page → completed', async ({
    page,
    request,
  }) => {
    // The whole checkout in one journey: about 20 s alone, more beside the other suites.
    test.slow();
    const customer = await newCustomer(request);
    await addAddress(request, customer, 'المنزل', 'شارع الأمير محمد بن سلمان');
    await addAddress(request, customer, 'العمل', 'طريق الملك فهد');
    await signIn(page, customer);

    await gotoHydrated(page, '/products/94');
    await page
      .getByRole('radiogroup', { name: 'اللون' })
      .getByRole('radio', { name: 'أخضر' })
      .click();
    await page.getByRole('radio', { name: 'XL', exact: true }).check();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('تمت إضافة المنتج إلى السلة').first()).toBeVisible();
    await gotoHydrated(page, '/products/3');
    await page.getByRole('radio', { name: '500 جم' }).check();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('تمت إضافة المنتج إلى السلة').first()).toBeVisible();

    // Green XL has 3 in stock: the stepper stops there and says so.
    await cartLink(page).click();
    await expect(page).toHaveURL('/cart');
    const thobe = page.getByRole('listitem').filter({ hasText: 'ثوب رجالي نسيج 2' });
    await thobe.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(thobe.getByText(/^(2|٢)$/)).toBeVisible();
    await thobe.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(thobe.getByText('وصلت إلى الحد الأقصى للكمية المتاحة')).toBeVisible();
    await page.getByLabel('رمز الكوبون').fill('WELCOME10');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page.getByText('تم تطبيق الكوبون WELCOME10')).toBeVisible();

    await page.getByRole('link', { name: 'إتمام الطلب' }).click();
    await expect(page).toHaveURL('/cart/summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الطلب');
    await expect(page.getByText('شارع الأمير محمد بن سلمان، الرياض')).toBeVisible();
    await expect(page.getByText(/خصم الكوبون/)).toBeVisible();
    // The lines to order name the mint's weight in Arabic grams, as the product page did.
    await expect(page.getByText('500 جم', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'تغيير عنوان التوصيل' }).click();
    await expect(page).toHaveURL('/cart/change-location');
    await page.getByRole('radio', { name: 'العمل' }).check();
    await page.getByRole('button', { name: 'التوصيل إلى هذا العنوان' }).click();
    await expect(page).toHaveURL('/cart/summary');
    await expect(page.getByText('طريق الملك فهد، الرياض')).toBeVisible();

    await page.getByRole('radio', { name: /جدولة لوقت لاحق/ }).check();
    const days = page.getByRole('radiogroup', { name: 'يوم التوصيل' });
    await days.getByRole('radio').nth(1).check();
    const times = page.getByRole('radiogroup', { name: 'وقت التوصيل' });
    await times.getByRole('radio').nth(2).check();
    await page.getByRole('radio', { name: /بطاقة/ }).check();
    await page.getByRole('checkbox', { name: 'شخص آخر سيستلم الطلب' }).check();
    await page.getByLabel('اسم المستلم').fill('هدى');
    await page.getByLabel('جوال المستلم').fill('٥١٢٣٤٥٦٧٨');

    // A reload keeps every choice.
    await page.reload();
    await expect(page.getByText('طريق الملك فهد، الرياض')).toBeVisible();
    await expect(page.getByRole('radio', { name: /جدولة لوقت لاحق/ })).toBeChecked();
    await expect(days.getByRole('radio').nth(1)).toBeChecked();
    await expect(times.getByRole('radio').nth(2)).toBeChecked();
    await expect(page.getByRole('radio', { name: /بطاقة/ })).toBeChecked();
    await expect(page.getByLabel('اسم المستلم')).toHaveValue('هدى');

    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByRole('heading', { name: 'دفع آمن' })).toBeVisible();
    await page.getByRole('button', { name: 'ادفع الآن' }).click();

    // Back from the provider's page: a whole document, loaded and started before it can say so.
    await expect(page).toHaveURL(/\/cart\/completed\?.*payment=success/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم إرسال طلبك بنجاح', {
      timeout: 20_000,
    });
    const [scheduled] = await ordersOf(request, customer, 'scheduled');
    expect(scheduled).toBeDefined();
    await expect(
      page.getByRole('link', { name: `رقم الطلب ${scheduled?.number ?? ''}` }),
    ).toHaveAttribute('href', `/orderDetailes/${scheduled?.id ?? ''}`);
    await expect(page.getByText(/مدفوع/)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('السلة');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم إرسال طلبك بنجاح');

    // The order is in the orders: scheduled, with the address and recipient chosen.
    await page.getByRole('link', { name: `رقم الطلب ${scheduled?.number ?? ''}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `الطلب رقم ${scheduled?.number ?? ''}`,
    );
    await expect(page.getByText('طريق الملك فهد، الرياض')).toBeVisible();
    await expect(page.getByText('هدى')).toBeVisible();
    await gotoHydrated(page, '/schedulesOrders');
    await expect(
      page.getByRole('link', { name: new RegExp(`طلب رقم ${scheduled?.number ?? ''}`) }),
    ).toBeVisible();
  });

  test('in Arabic: a visitor opening the checkout signs in, comes back, and adds the first address by hand @phone', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
    // The server sends the visitor to sign in; the form is used once the page is interactive.
    await gotoHydrated(page, '/cart/summary');
    await expect(page).toHaveURL('/auth?redirect=%2Fcart%2Fsummary');
    await page.getByLabel('رقم الجوال').fill(customer.phone);
    await page.getByLabel(/^كلمة المرور/).fill(customer.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL('/cart/summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الطلب');

    // No address yet: placing is refused in place until one is chosen.
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByText('يرجى تحديد الموقع')).toBeVisible();
    await page.getByRole('link', { name: 'اختر عنوان التوصيل' }).click();
    await expect(page).toHaveURL('/cart/change-location');
    await page.getByRole('button', { name: 'إضافة عنوان جديد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عنوان جديد' });
    await dialog.getByLabel(/^اسم العنوان/).fill('الاستراحة');
    await dialog.getByLabel(/^المدينة/).selectOption('الرياض');
    await dialog.getByLabel(/^الحي/).fill('الملقا');
    await dialog.getByLabel(/^الشارع/).fill('أنس بن مالك');
    await dialog.getByLabel(/^رقم المبنى/).fill('٨٢٢٨');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(page).toHaveURL('/cart/summary');
    await expect(page.getByRole('main').getByText('الاستراحة', { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'طريقة الدفع' })).toBeVisible();
  });

  test('in English: cash on delivery, and a double click places exactly one order @phone', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Noura');
    await addAddress(request, customer, 'Home', 'Olaya Street');
    await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 2 });
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, '/cart/summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete the order');

    // Nothing chosen yet: the page says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'Some choices are missing; they are marked below.',
    );
    await expect(page.getByText('Please choose a payment method')).toBeVisible();

    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByLabel('Note for the order').fill('Ring the bell twice');
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page).toHaveURL(/\/cart\/completed\?order_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been placed');
    await expect(page.getByText('As soon as possible')).toBeVisible();
    await expect(page.getByText('Cash on delivery', { exact: true })).toBeVisible();
    expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await gotoHydrated(page, '/orders');
    await expect(page.getByRole('link', { name: /^Order \d+/ })).toHaveCount(1);
  });

  test('in Arabic: pays with the wallet, and the balance shrinks by the total', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await addAddress(request, customer, 'المنزل', 'شارع التحلية');
    await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
    await chargeWallet(request, customer, 500);
    await signIn(page, customer);
    await gotoHydrated(page, '/cart/summary');
    const wallet = page.getByRole('radio', { name: 'المحفظة', exact: true });
    await expect(wallet).toBeEnabled();
    await wallet.check();
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم إرسال طلبك بنجاح');
    const [order] = await ordersOf(request, customer, 'new');
    expect(order).toBeDefined();
    expect((await walletOf(request, customer)).balance).toBeLessThan(500);
  });

  test('in English: a bank transfer with its receipt survives a reload and waits for approval', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Huda');
    await addAddress(request, customer, 'Home', 'Tahlia Street');
    await addToCart(request, customer, { product_id: 94, variant_id: 331, quantity: 1 });
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, '/cart/summary');

    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please choose the bank you transferred to')).toBeVisible();
    await expect(page.getByText('Please attach the transfer receipt')).toBeVisible();

    await page.getByRole('radio', { name: /Saudi National Bank/ }).check();
    await expect(page.getByText('SA85 1000 0012 3456 7890 1234')).toBeVisible();
    await page.getByLabel('Transfer receipt').setInputFiles(photo('receipt.png'));
    await expect(
      page.getByRole('list', { name: 'Transfer receipt' }).getByRole('img'),
    ).toBeVisible();
    // The receipt is written to the device's store (IndexedDB) in the background: a reload
    // before the write ends would lose it, as it would on any site.
    await page.waitForFunction(receiptIsKept);

    await page.reload();
    await expect(page.getByRole('radio', { name: /Saudi National Bank/ })).toBeChecked();
    await expect(
      page.getByRole('list', { name: 'Transfer receipt' }).getByRole('img'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been placed');
    await expect(page.getByText(/checking your transfer/)).toBeVisible();
    const [order] = await ordersOf(request, customer, 'waiting');
    expect(order).toBeDefined();
    // The alert that follows says what the page says: the transfer is being checked.
    const alerts = page.getByRole('region', { name: 'Notifications' });
    const alert = alerts.getByRole('link', { name: /Checking your transfer/ });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(`We received the transfer receipt of order ${order?.number}`);
    await expect(alerts).not.toContainText(/awaiting payment|Complete the payment/);
  });

  test('in English: a card payment that fails keeps the order, and paying again completes it', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Reem');
    await addAddress(request, customer, 'Home', 'Prince Sultan Street');
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 1 });
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, '/cart/summary');
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/payment=failed/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The payment did not go through',
    );
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/payment=success/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been placed', {
      timeout: 20_000,
    });
    expect(await ordersOf(request, customer, 'new')).toHaveLength(1);
  });

  test('in Arabic: an address refused by the store keeps every choice', async ({
    page,
    request,
    problems,
  }) => {
    const customer = await newCustomer(request);
    await addAddress(request, customer, 'المنزل', 'شارع العروبة');
    await addToCart(request, customer, { product_id: 3, variant_id: 4, quantity: 1 });
    await signIn(page, customer);
    await gotoHydrated(page, '/cart/summary');
    const wallet = page.getByRole('radio', { name: 'المحفظة', exact: true });
    // A new customer's wallet is empty: the wallet cannot be chosen and says why.
    await expect(wallet).toBeDisabled();
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check();
    await page.getByLabel('ملاحظة على الطلب').fill('الباب الخلفي');

    // The cart empties in another tab meanwhile: the order is refused with the store's message.
    await request.delete(`${apiUrl}cart/${await firstLineId(request, customer)}`, {
      headers: bearer(customer),
    });
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByRole('alert').first()).not.toBeEmpty();
    await expect(page.getByLabel('ملاحظة على الطلب')).toHaveValue('الباب الخلفي');
    await expect(page.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeChecked();
    allowLoggedStatus(problems, 422, 1);
  });
});

/** The id of the first line of the customer's cart. */
async function firstLineId(request: APIRequestContext, customer: Customer): Promise<number> {
  const response = await request.get(`${apiUrl}cart`, { headers: bearer(customer) });
  return ((await response.json()) as { data: { lines: { id: number }[] } }).data.lines[0]?.id ?? 0;
}

test.describe('the checkout with products no longer available', () => {
  /** Answers the store's carts and summaries with the lines of `productIds` no longer available. */
  async function markUnavailable(page: Page, productIds: readonly number[]) {
    await page.route(
      (url) => url.href.startsWith(apiUrl),
      async (route) => {
        const response = await route.fetch();
        if (!response.headers()['content-type']?.includes('json')) {
          await route.fulfill({ response });
          return;
        }
        const body = (await response.json()) as { data?: { lines?: unknown } } | null;
        const lines = body?.data?.lines;
        if (Array.isArray(lines)) {
          for (const line of lines as { product_id: number; is_available: boolean }[]) {
            if (productIds.includes(line.product_id)) line.is_available = false;
          }
        }
        await route.fulfill({ response, json: body });
      },
    );
  }

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('lists only what the order will hold', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await addAddress(request, customer);
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 1 });
    await addToCart(request, customer, { product_id: 94, variant_id: 339, quantity: 1 });
    await signIn(page, customer);
    await markUnavailable(page, [94]);
    await gotoHydrated(page, '/cart/summary?lang=en');
    const items = page.getByRole('list', { name: '1 product' });
    await expect(items).toBeVisible();
    await expect(items.getByRole('listitem')).toHaveCount(1);
  });

  test('lists nothing when none of the products can be ordered', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await addAddress(request, customer);
    await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 2 });
    await signIn(page, customer);
    await markUnavailable(page, [3]);
    await gotoHydrated(page, '/cart/summary?lang=en');
    await expect(
      page.getByText('None of the products in your cart can be ordered now.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: /products?$/ })).toHaveCount(0);
  });
});

/** Whether the checkout's receipt has been written to the browser's store (idb-keyval's database). */
function receiptIsKept(): Promise<boolean> {
  return new Promise((resolve) => {
    const opening = indexedDB.open('keyval-store');
    // Not created yet: the probe does not create it either (the app's store would miss its table).
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('keyval')) {
        database.close();
        resolve(false);
        return;
      }
      const keys = database.transaction('keyval').objectStore('keyval').getAllKeys();
      keys.onerror = () => resolve(false);
      keys.onsuccess = () => {
        database.close();
        resolve(keys.result.some((key) => String(key).startsWith('matjar.checkout-receipt.')));
      };
    };
  });
}
