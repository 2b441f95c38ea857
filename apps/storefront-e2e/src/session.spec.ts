import { allowLoggedStatus, expect, gotoHydrated, test } from './fixtures.js';

const texts = {
  ar: { phone: 'رقم الجوال', password: /^كلمة المرور/, signIn: 'تسجيل الدخول' },
  en: { phone: 'Mobile number', password: /^Password/, signIn: 'Sign in' },
} as const;

test.describe('a session that ends on the server', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: the calls that meet it together end it once, and the customer comes back to the same page`, async ({
      page,
      problems,
    }) => {
      await gotoHydrated(page, `/?lang=${lang}`);
      // A token the store no longer knows (signed out elsewhere, expired) and the cookie of a session.
      await page.evaluate(() => localStorage.setItem('matjar_token', 'a-token-the-store-forgot'));
      await page.context().addCookies([
        {
          name: 'matjar_auth',
          value: encodeURIComponent(
            JSON.stringify({
              isLoggedIn: true,
              authUser: { id: 1, name: 'سارة العتيبي', phone: '500000001' },
            }),
          ),
          url: page.url(),
          sameSite: 'Strict',
        },
      ]);
      const signInPages: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/auth') {
          signInPages.push(frame.url());
        }
      });
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 401) refused.push(response.url());
      });

      // The orders page asks for the orders, the notifications count and the cart count at once.
      await page.goto('/orders/newOrders?page=2');
      await expect(page).toHaveURL('/auth?redirect=%2Forders%2FnewOrders%3Fpage%3D2');
      expect(signInPages).toHaveLength(1);

      await page.getByLabel(texts[lang].phone).fill('500000001');
      await page.getByLabel(texts[lang].password).fill('123456');
      await page.getByRole('button', { name: texts[lang].signIn }).click();

      await expect(page).toHaveURL('/orders/newOrders?page=2');
      await expect(
        page.locator('header').getByRole('link', { name: 'سارة العتيبي' }),
      ).toBeVisible();
      expect(signInPages).toHaveLength(1);
      // Several calls met the ended session together; it still ended once.
      expect(refused.length).toBeGreaterThanOrEqual(2);
      allowLoggedStatus(problems, 401, { min: 2, max: refused.length });
    });
  }
});
