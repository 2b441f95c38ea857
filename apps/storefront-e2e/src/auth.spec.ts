import type { Page } from '@playwright/test';
import { newCustomer, signedUpCustomer, uniquePhone } from './customers.js';
import {
  HYDRATION_TIMEOUT_MS,
  type PageProblems,
  allowLoggedStatus,
  expect,
  gotoHydrated,
  holdAppCode,
  test,
  expectSignedInAs,
} from './fixtures.js';

/** The store answers a refused form (wrong password, wrong code) with HTTP 422. */
const allowRefusedSubmissions = (problems: PageProblems, count: number) =>
  allowLoggedStatus(problems, 422, count);

async function signUp(page: Page, phone: string, name: string) {
  await gotoHydrated(page, '/auth/sign-up');
  await page.getByLabel('الاسم الكامل').fill(name);
  await page.getByLabel('رقم الجوال').fill(phone);
  await page.getByLabel('المدينة').selectOption({ index: 1 });
  await page.getByLabel(/^كلمة المرور/).fill('123456');
  await page.getByLabel('تأكيد كلمة المرور').fill('123456');
  await page.getByLabel('أوافق على الشروط والأحكام').check();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  // The chosen city travels to activation, to be saved to the profile once the account is active.
  await expect(page).toHaveURL(
    new RegExp(`/auth/activate\\?phone=${phone}&city=\\d+&country=\\d+$`),
  );
}

test.describe('sign-in and sign-up', () => {
  test('signs up with a new number, activates it with the code and is signed in @phone', async ({
    page,
  }) => {
    const phone = uniquePhone();
    await signUp(page, phone, 'ريم العتيبي');
    await expect(page.getByRole('heading', { name: 'رمز التحقق' })).toBeVisible();
    await page.getByLabel('رمز التفعيل').fill('1234');
    // Activated, signed in, and the home page's data fetched: seconds on a loaded machine.
    await expect(page).toHaveURL('/', { timeout: HYDRATION_TIMEOUT_MS });
    await expectSignedInAs(page, 'ريم العتيبي');
  });

  test('shows the sign-up rules inline in English', async ({ page }) => {
    await gotoHydrated(page, '/auth/sign-up?lang=en');
    await page.getByLabel('Full name').fill('Reem');
    await page.getByLabel('Mobile number').fill('4123');
    await page.getByLabel(/^Password/).fill('123');
    await page.getByLabel('Confirm password').fill('124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('You must accept the terms and conditions.')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveValue('Reem');
  });

  test('refuses a wrong password with the store message, keeps the fields, then signs in', async ({
    page,
    problems,
  }) => {
    await gotoHydrated(page, '/auth');
    await page.getByLabel('رقم الجوال').fill('٥٠٠٠٠٠٠٠١');
    await page.getByLabel('كلمة المرور').fill('654321');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('رقم الجوال أو كلمة المرور غير صحيحة');
    await expect(page.getByLabel('رقم الجوال')).toHaveValue('500000001');
    await expect(page.getByLabel('كلمة المرور')).toHaveValue('654321');
    await page.getByLabel('كلمة المرور').fill('123456');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('header').getByRole('link', { name: 'سارة العتيبي' })).toBeVisible();
    allowRefusedSubmissions(problems, 1);
  });

  test('signs in in English', async ({ page }) => {
    await gotoHydrated(page, '/auth?lang=en');
    await page.getByLabel('Mobile number').fill('500000001');
    await page.getByLabel('Password').fill('123456');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('header').getByRole('link', { name: 'سارة العتيبي' })).toBeVisible();
  });

  test('sends a number that is not activated yet to activation, then signs in', async ({
    page,
    request,
  }) => {
    // An account of its own, so the test holds when it runs again against the same store.
    const customer = await signedUpCustomer(request, 'محمد القحطاني');
    await gotoHydrated(page, '/auth');
    await page.getByLabel('رقم الجوال').fill(customer.phone);
    await page.getByLabel('كلمة المرور').fill(customer.password);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(`/auth/activate?phone=${customer.phone}`);
    await page.getByLabel('رمز التفعيل').fill('1234');
    // Activated, signed in, and the home page's data fetched: seconds on a loaded machine.
    await expect(page).toHaveURL('/', { timeout: HYDRATION_TIMEOUT_MS });
    await expect(page.locator('header').getByRole('link', { name: 'محمد القحطاني' })).toBeVisible();
  });

  test('continues as a visitor, who is still kept out of the cart', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await page.getByRole('button', { name: 'المتابعة كزائر' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('header').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'السلة' }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Fcart');
  });

  test('restores the password of a new account and signs in with the new one', async ({ page }) => {
    const phone = uniquePhone();
    await signUp(page, phone, 'نورة');
    await page.getByLabel('رمز التفعيل').fill('1234');
    // Activated, signed in, and the home page's data fetched: seconds on a loaded machine.
    await expect(page).toHaveURL('/', { timeout: HYDRATION_TIMEOUT_MS });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await gotoHydrated(page, '/auth');
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page.getByRole('heading', { name: 'استعادة كلمة المرور' })).toBeVisible();
    await page.getByLabel('رقم الجوال').fill(phone);
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await page.getByLabel('رمز التفعيل').fill('1234');
    await page.getByLabel('كلمة المرور الجديدة').fill('abcdef');
    await page.getByLabel('تأكيد كلمة المرور').fill('abcdef');
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await expect(page).toHaveURL(`/auth?restored=1&phone=${phone}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'تم تغيير كلمة المرور. سجّل دخولك بكلمة المرور الجديدة.',
    );
    await expect(page.getByLabel('رقم الجوال')).toHaveValue(phone);
    await page.getByLabel('كلمة المرور').fill('abcdef');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('header').getByRole('link', { name: 'نورة' })).toBeVisible();
  });

  test('brings a visitor who opened the cart back to it after signing in', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL('/auth?redirect=%2Fcart');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByLabel('رقم الجوال').fill('500000001');
    await page.getByLabel('كلمة المرور').fill('123456');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL('/cart');
  });
});

test.describe('an account whose profile is incomplete', () => {
  const texts = {
    ar: {
      code: 'رمز التفعيل',
      title: 'أكمل بياناتك',
      name: 'الاسم',
      city: 'المدينة',
      save: 'حفظ التعديلات',
      phone: 'رقم الجوال',
      password: /^كلمة المرور/,
      signIn: 'تسجيل الدخول',
      customer: 'هدى الشمري',
    },
    en: {
      code: 'Activation code',
      title: 'Complete your profile',
      name: 'Name',
      city: 'City',
      save: 'Save changes',
      phone: 'Mobile number',
      password: /^Password/,
      signIn: 'Sign in',
      customer: 'Huda Alshammari',
    },
  } as const;
  const phones = { ar: '500000003', en: '500000004' } as const;

  for (const lang of ['ar', 'en'] as const) {
    const t = texts[lang];
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: activation and sign-in both lead to the profile form, and completing it goes on to the page asked for`, async ({
      page,
    }) => {
      const phone = phones[lang];
      await gotoHydrated(page, `/auth/activate?phone=${phone}&redirect=%2Forders&lang=${lang}`);
      await page.getByLabel(t.code).fill('1234');
      // The store asks for the profile: the form is shown, not the sign-in page.
      await expect(page).toHaveURL(
        `/profile/edit?complete=1&redirect=${encodeURIComponent('/orders')}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByLabel(t.name)).toBeVisible();

      // Another time, from sign-in: a signed-in customer with no name or city is asked too.
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      await gotoHydrated(page, `/auth?redirect=%2Forders&lang=${lang}`);
      await page.getByLabel(t.phone).fill(phone);
      await page.getByLabel(t.password).fill('123456');
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(
        `/profile/edit?complete=1&redirect=${encodeURIComponent('/orders')}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

      await page.getByLabel(t.name).fill(t.customer);
      await page.getByLabel(t.city).selectOption({ index: 1 });
      await page.getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL('/orders');
      await expect(page.locator('header').getByRole('link', { name: t.customer })).toBeVisible();
    });
  }
});

test.describe('a form sent before the page is interactive', () => {
  const texts = {
    ar: { phone: 'رقم الجوال', password: /^كلمة المرور/, signIn: 'تسجيل الدخول' },
    en: { phone: 'Mobile number', password: /^Password/, signIn: 'Sign in' },
  } as const;
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: signs in once the page is, with what was typed, and no password in any address`, async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request, lang === 'ar' ? 'هند' : 'Hind');
      // The app's code is on its way (a slow network): the server's page is all there is.
      const releaseCode = await holdAppCode(page);
      const addresses: string[] = [];
      page.on('request', (sent) => addresses.push(sent.url()));

      const signInPage = `/auth?redirect=%2Forders&lang=${lang}`;
      await page.goto(signInPage);
      await page.getByLabel(texts[lang].phone).fill(customer.phone);
      await page.getByLabel(texts[lang].password).fill(customer.password);
      await page.getByRole('button', { name: texts[lang].signIn, exact: true }).click();
      await expect(page).toHaveURL(signInPage);
      await expect(page.getByLabel(texts[lang].phone)).toHaveValue(customer.phone);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

      releaseCode();
      await expect(page).toHaveURL('/orders');
      await expect(page.locator('header').getByRole('link', { name: customer.name })).toBeVisible();
      expect(addresses.filter((address) => address.includes(customer.password))).toEqual([]);
    });
  }
});
