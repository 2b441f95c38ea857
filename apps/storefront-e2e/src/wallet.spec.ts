import type { APIRequestContext } from '@playwright/test';
import { type Customer, newCustomer, signIn } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { allowFailedConnections, expect, gotoHydrated, test } from './fixtures.js';
import {
  addAddress,
  advanceOrder,
  bearer,
  chargeWallet,
  placeOrder,
  walletOf,
} from './store-api.js';

/** Saves a bank account through the store API. */
async function addBankAccount(request: APIRequestContext, customer: Customer) {
  const response = await request.post(`${apiUrl}bank-accounts`, {
    headers: bearer(customer),
    multipart: {
      account_name: 'Huda Alqahtani',
      bank_name: 'Saudi National Bank',
      account_number: '12345678901234',
      iban: 'SA8510000012345678901234',
    },
  });
  expect(((await response.json()) as { key: string }).key).toBe('success');
}

test.describe('the wallet', () => {
  test('in Arabic: recharges through the hosted page, pressed twice, and is charged once', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await signIn(page, customer);
    await gotoHydrated(page, '/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المحفظة');
    await expect(page.getByText('لا توجد حركات بعد')).toBeVisible();

    await page.getByRole('button', { name: 'شحن الرصيد' }).click();
    const dialog = page.getByRole('dialog', { name: 'شحن الرصيد' });
    await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    await expect(dialog.getByText('يرجى إدخال المبلغ')).toBeVisible();
    await dialog.getByLabel(/^المبلغ بالريال/).fill('١٥٠');
    await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).dblclick();

    await expect(page.getByRole('heading', { name: 'دفع آمن' })).toBeVisible();
    await page.getByRole('button', { name: 'ادفع الآن' }).click();
    // Back from the provider's page: a whole document, loaded and started before it can say so.
    await expect(page).toHaveURL('/wallet', { timeout: 15_000 });
    await expect(page.getByText('تم شحن محفظتك').first()).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('list', { name: 'حركات المحفظة' }).getByRole('listitem'),
    ).toHaveCount(1);
    expect((await walletOf(request, customer)).balance).toBe(150);
  });

  test('in Arabic: a bank account with an IBAN typed in Arabic-Indic digits; a wrong check digit is refused before any request', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await signIn(page, customer);
    await gotoHydrated(page, '/wallet/bank-accounts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الحسابات المالية');
    const sent: string[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.method() === 'POST' && sentRequest.url().includes('bank-accounts')) {
        sent.push(sentRequest.url());
      }
    });

    await page.getByRole('button', { name: 'إضافة حساب بنكي' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة حساب بنكي' });
    await dialog.getByLabel(/^اسم صاحب الحساب/).fill('هدى القحطاني');
    await dialog.getByLabel(/^اسم البنك/).fill('البنك الأهلي السعودي');
    await dialog.getByLabel(/^رقم الحساب البنكي/).fill('١٢٣٤٥٦٧٨٩٠١٢٣٤');
    // SA85 is right; SA86 is a wrong check digit.
    await dialog.getByLabel(/^رقم الآيبان/).fill('SA٨٦ ١٠٠٠ ٠٠١٢ ٣٤٥٦ ٧٨٩٠ ١٢٣٤');
    await dialog.getByRole('button', { name: 'حفظ الحساب البنكي' }).click();
    await expect(dialog.getByText('رقم الآيبان غير صحيح')).toBeVisible();
    expect(sent).toEqual([]);

    await dialog.getByLabel(/^رقم الآيبان/).fill('SA٨٥ ١٠٠٠ ٠٠١٢ ٣٤٥٦ ٧٨٩٠ ١٢٣٤');
    await dialog.getByRole('button', { name: 'حفظ الحساب البنكي' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('SA85 1000 0012 3456 7890 1234')).toBeVisible();
    expect(sent).toHaveLength(1);
    // Deleting is drawn in the danger colour, as every destructive action of the store.
    await expect(
      page.getByRole('button', { name: 'حذف حساب البنك الأهلي السعودي المنتهي بـ 1234' }),
    ).toHaveCSS('color', 'rgb(180, 35, 24)');
  });

  test('in English: withdraws to a saved bank account, held as pending', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Huda');
    await chargeWallet(request, customer, 200);
    await addBankAccount(request, customer);
    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, '/wallet');

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your balance' });
    await dialog.getByLabel(/^Amount in riyals/).fill('250');
    await dialog.getByRole('button', { name: 'Send withdrawal request' }).click();
    await expect(dialog.getByText(/More than your balance/)).toBeVisible();
    await dialog.getByLabel(/^Amount in riyals/).fill('75.50');
    await dialog.getByRole('radio', { name: /Saudi National Bank/ }).check();
    await dialog.getByRole('button', { name: 'Send withdrawal request' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your withdrawal request has been sent').first()).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    expect(await walletOf(request, customer)).toMatchObject({
      balance: 124.5,
      pending_withdrawals: 75.5,
    });
  });

  test('in English: converts all rewards points, and the wallet grows by exactly their worth', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Reem');
    const headers = bearer(customer);
    const locationId = await addAddress(request, customer);
    const order = await placeOrder(request, customer, locationId, {
      lines: [{ product_id: 94, variant_id: 339, quantity: 1 }],
    });
    for (let step = 0; step < 3; step += 1) await advanceOrder(request, order.id);
    // Reading the finished order settles it: its points are earned.
    await request.get(`${apiUrl}orders/${order.id}`, { headers });
    const points = (
      (await (await request.get(`${apiUrl}points`, { headers })).json()) as {
        data: { points: number; value: number };
      }
    ).data;
    expect(points.points).toBeGreaterThanOrEqual(100);

    await signIn(page, customer);
    await gotoHydrated(page, '/?lang=en');
    await gotoHydrated(page, '/wallet/points');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards points');
    await expect(page.getByText('100 points = ')).toBeVisible();
    await page.getByLabel(/^Points to convert/).fill('50');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByText('At least 100 points per conversion')).toBeVisible();

    const before = (await walletOf(request, customer)).balance;
    await page.getByRole('button', { name: 'Convert all' }).click();
    await expect(page.getByText(/added to your wallet/).first()).toBeVisible();
    expect((await walletOf(request, customer)).balance).toBeCloseTo(before + points.value, 2);
    await gotoHydrated(page, '/wallet');
    await expect(page.getByText('Points converted', { exact: true })).toBeVisible();
  });

  const rechargeTexts = {
    ar: {
      recharge: 'شحن الرصيد',
      amount: /^المبلغ بالريال/,
      submit: 'المتابعة إلى الدفع',
      lost: 'حدث خطأ أثناء الاتصال بالخادم.',
      hosted: 'دفع آمن',
      pay: 'ادفع الآن',
      charged: 'تم شحن محفظتك',
    },
    en: {
      recharge: 'Recharge balance',
      amount: /^Amount in riyals/,
      submit: 'Continue to payment',
      lost: 'An error occurred connecting to the server.',
      hosted: 'Secure payment',
      pay: 'Pay now',
      charged: 'Your wallet has been charged',
    },
  } as const;

  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a recharge whose answer is lost, then double-pressed, is one request per press and one payment under the same idempotency key`, async ({
      page,
      request,
      problems,
    }) => {
      const t = rechargeTexts[lang];
      const customer = await newCustomer(request, lang === 'ar' ? 'بشرى' : 'Bushra');
      await signIn(page, customer);
      const keys: string[] = [];
      let dropAnswer = true;
      await page.route(
        (url) => url.pathname.endsWith('/wallet/charge'),
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          keys.push(route.request().headers()['idempotency-key'] ?? '');
          if (!dropAnswer) return route.fallback();
          // The store starts the payment, and its answer is lost on the way back.
          dropAnswer = false;
          await route.fetch();
          return route.abort('connectionreset');
        },
      );
      await gotoHydrated(page, `/wallet?lang=${lang}`);
      await page.getByRole('button', { name: t.recharge }).first().click();
      const dialog = page.getByRole('dialog', { name: t.recharge });
      await dialog.getByLabel(t.amount).fill('75');
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog.getByText(t.lost)).toBeVisible();
      await expect(dialog.getByLabel(t.amount)).toHaveValue(/75|٧٥/);

      await dialog.getByRole('button', { name: t.submit }).dblclick();
      await expect(page.getByRole('heading', { name: t.hosted })).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      await page.getByRole('button', { name: t.pay }).click();
      // Back from the provider's page: a whole document, loaded and started before it can say so.
      await expect(page).toHaveURL(/\/wallet(\?|$)/, { timeout: 15_000 });
      await expect(page.getByText(t.charged).first()).toBeVisible({ timeout: 20_000 });
      expect((await walletOf(request, customer)).balance).toBe(75);
      allowFailedConnections(problems);
    });
  }
});

test.describe("the wallet's history on a phone", () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: each movement's amount ends where its row ends, also on a line of its own`, async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request);
      await chargeWallet(request, customer, 250);
      await signIn(page, customer);
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, `/wallet?lang=${lang}`);
      const history = page.getByRole('list', {
        name: lang === 'ar' ? 'حركات المحفظة' : 'Wallet transactions',
      });
      const row = history.getByRole('listitem').first();
      await expect(row).toBeVisible();
      const rowBox = await row.boundingBox();
      const amountBox = await row.locator('.wallet-transactions__amount').boundingBox();
      if (!rowBox || !amountBox) throw new Error('The movement is not drawn');
      // The line's end is on the left in Arabic, on the right in English.
      const gap =
        lang === 'ar'
          ? amountBox.x - rowBox.x
          : rowBox.x + rowBox.width - (amountBox.x + amountBox.width);
      expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    });
  }
});
