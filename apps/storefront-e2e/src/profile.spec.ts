import type { APIRequestContext } from '@playwright/test';
import { newCustomer, signIn, uniquePhone } from './customers.js';
import { apiUrl } from './e2e-env.js';
import { expect, gotoHydrated, test, expectSignedInAs } from './fixtures.js';

async function signInThroughApi(request: APIRequestContext, phone: string, password: string) {
  const response = await request.post(`${apiUrl}sign-in?count_notifications`, {
    multipart: { phone, password },
  });
  return (await response.json()) as { key: string; data: { token?: string } | null };
}

test.describe('profile', () => {
  test('sends a visitor from an account page to sign in, and shows the public menu on /profile', async ({
    page,
  }) => {
    await gotoHydrated(page, '/profile');
    await expect(page.getByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fprofile',
    );
    await expect(page.getByRole('link', { name: 'التسجيل كمتجر' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toHaveCount(0);
    await gotoHydrated(page, '/profile/password');
    await expect(page).toHaveURL('/auth?redirect=%2Fprofile%2Fpassword');
  });

  test('edits the profile and the new name shows in the header @phone', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await signIn(page, customer);
    await gotoHydrated(page, '/profile');
    await page.getByRole('link', { name: 'تعديل الحساب' }).first().click();
    await expect(page).toHaveURL('/profile/edit');
    await expect(page).toHaveTitle(/تعديل الحساب/);

    const name = page.getByLabel('الاسم');
    await name.fill('نورة العتيبي');
    await page.getByRole('combobox', { name: 'المدينة' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'حفظ التعديلات' }).click();

    await expect(page.getByText('تم تحديث بياناتك', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expectSignedInAs(page, 'نورة العتيبي');
    await expect(page.getByRole('heading', { level: 1, name: 'نورة العتيبي' })).toBeVisible();
  });

  test('changes the phone with the code 1234, in English', async ({ page, request }) => {
    const customer = await newCustomer(request);
    const newPhone = uniquePhone();
    // Shown grouped as it is read out: +966 5X XXX XXXX.
    const shownPhone = `+966 ${newPhone.slice(0, 2)} ${newPhone.slice(2, 5)} ${newPhone.slice(5)}`;
    await signIn(page, customer);
    await gotoHydrated(page, '/profile?lang=en');
    await page.getByRole('link', { name: 'Change phone' }).click();
    await expect(page).toHaveURL('/profile/phone');

    await page.getByLabel('New phone number').fill(newPhone);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page).toHaveURL('/profile/codePhone');
    await expect(page.getByText(shownPhone)).toBeVisible();

    await page.getByRole('textbox', { name: 'Verification code' }).fill('1234');
    await expect(
      page.getByText('Your phone number has been changed', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText(shownPhone)).toBeVisible();

    const signedIn = await signInThroughApi(request, newPhone, customer.password);
    expect(signedIn.key).toBe('success');
  });

  test('changes the password, which then signs in', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await signIn(page, customer);
    await gotoHydrated(page, '/profile/password');

    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('يرجى إدخال كلمة المرور الحالية')).toBeVisible();

    await page.getByLabel('كلمة المرور الحالية').fill(customer.password);
    await page.getByLabel('كلمة المرور الجديدة', { exact: false }).first().fill('secret77');
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('secret77');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();

    await expect(page.getByText('تم تغيير كلمة المرور', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/profile');
    expect((await signInThroughApi(request, customer.phone, 'secret77')).key).toBe('success');
  });

  for (const [lang, t] of [
    ['ar', { signOut: 'تسجيل الخروج', signIn: 'تسجيل الدخول' }],
    ['en', { signOut: 'Log out', signIn: 'Sign in' }],
  ] as const) {
    test(`signs out from the menu, and nothing of the session is left (${lang})`, async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request);
      await signIn(page, customer);
      await gotoHydrated(page, `/profile?lang=${lang}`);
      await page.getByRole('button', { name: t.signOut }).click();

      await expect(page).toHaveURL('/');
      await expect(page.locator('header').getByRole('link', { name: t.signIn })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('matjar_token'))).toBeNull();
      // Nothing of the session is left on the device: not the token anywhere, not the customer.
      const left = await page.evaluate(() => ({
        storage: [localStorage, sessionStorage].flatMap((store) =>
          Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
        ),
        cookies: document.cookie,
      }));
      expect(left.storage.join('\n')).not.toContain(customer.token);
      expect(left.cookies).not.toContain(customer.token);
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.value).join('\n')).not.toContain(customer.token);
      const authCookie = cookies.find((cookie) => cookie.name === 'matjar_auth');
      expect(JSON.parse(decodeURIComponent(authCookie?.value ?? '{}'))).toMatchObject({
        isLoggedIn: false,
        authUser: null,
      });
      expect(decodeURIComponent(authCookie?.value ?? '')).not.toContain(customer.phone);
    });
  }

  test('deletes the account after confirming, and the store refuses it afterwards', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await signIn(page, customer);
    await gotoHydrated(page, '/profile');
    await page.getByRole('button', { name: 'حذف الحساب' }).click();
    const dialog = page.getByRole('dialog', { name: 'هل تريد حذف حسابك؟' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'احذف حسابي' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.locator('header').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    expect((await signInThroughApi(request, customer.phone, customer.password)).key).toBe('fail');
  });

  test('sends a provider request with a category and subcategory @phone', async ({ page }) => {
    await gotoHydrated(page, '/profile');
    await page.getByRole('link', { name: 'التسجيل كمتجر' }).click();
    await expect(page).toHaveURL('/join/provider');
    // The form is ready once its lists have come (the cities, the sections).
    await expect(page.getByRole('option', { name: 'الرياض' })).toBeAttached();
    await expect(page.getByRole('option', { name: 'التمور والحلويات' })).toBeAttached();

    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('يرجى اختيار المدينة')).toBeVisible();

    await page.getByLabel('اسم المتجر').fill('بيت التمور');
    await page.getByLabel('اسم المالك').fill('سارة');
    await page.getByLabel('رقم الجوال').fill(uniquePhone());
    await page.getByRole('combobox', { name: 'المدينة' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'القسم', exact: true }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'القسم الفرعي' }).selectOption({ index: 1 });
    await page.getByLabel('العلامة التجارية').fill('نخيل');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();

    await expect(page).toHaveURL(/\/join\/sent\?number=/);
    await expect(page.getByRole('heading', { name: 'تم إرسال الطلب' })).toBeVisible();
    const number = new URL(page.url()).searchParams.get('number') ?? '';
    expect(number).not.toBe('');
    await expect(page.getByText(number, { exact: true })).toBeVisible();
  });
});
