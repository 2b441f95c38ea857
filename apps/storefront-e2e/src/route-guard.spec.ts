import { expect, gotoHydrated, simulateSignIn, test } from './fixtures.js';

test.describe('route guard', () => {
  // Every page whose route's handle says `access: 'customer'`, whatever its path.
  for (const path of [
    '/orders',
    '/cart',
    '/notifications',
    '/wallet',
    '/wallet/points',
    '/myAddresses',
    '/complaints',
    '/profile/password',
    '/orderDetailes/5',
    '/tracking',
  ]) {
    test(`sends a visitor from ${path} to sign in, on the server`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
    });
  }

  test('keeps the way back, query included, and lets the customer back in after signing in', async ({
    page,
  }) => {
    await page.goto('/orders/newOrders?page=2');
    await expect(page).toHaveURL('/auth?redirect=%2Forders%2FnewOrders%3Fpage%3D2');
    await simulateSignIn(page);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    await page.goto(redirect);
    await expect(page).toHaveURL('/orders/newOrders?page=2');
  });

  test('keeps customers’ pages out of search engines, and the catalog in, as pages change', async ({
    page,
  }) => {
    const robots = page.locator('head meta[name="robots"]');
    await gotoHydrated(page, '/products/1');
    await expect(robots).toHaveCount(0);
    await simulateSignIn(page);
    await gotoHydrated(page, '/profile/password');
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    // To the home page in the app (no new document): the head follows the page.
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    await expect(robots).toHaveCount(0);
  });

  test('sends a visitor who follows the cart link to sign in, in the browser', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('header').getByRole('link', { name: 'السلة' }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Fcart');
  });

  for (const redirectTo of ['//evil.example/', '/.//evil.example/']) {
    test(`refuses the off-origin way back ${JSON.stringify(redirectTo)}`, async ({ request }) => {
      const response = await request.post('/lang', {
        form: { lang: 'en', redirectTo },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/');
    });
  }

  // Ways back that would leave the storefront: a protocol-relative or backslashed host, a scheme
  // without slashes, encoded and full-width slashes, a script, a data URL, dot segments. A property
  // test of the same check over 1,000 generated targets lives beside it (libs/auth
  // route-guard.test.ts).
  const offOrigin = [
    '//evil.example/',
    '/\\evil.example/',
    'https:evil.example',
    'https://evil.example/',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '\uFF0F\uFF0Fevil.example',
    '\u3002evil.example',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    // Dot segments that resolve to two leading slashes.
    '/.//evil.example/',
  ];
  for (const [index, target] of offOrigin.entries()) {
    test(`signing in with the way back ${JSON.stringify(target)} stays on the storefront (${index + 1} of ${offOrigin.length})`, async ({
      page,
      baseURL,
    }) => {
      const leaks: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.includes('evil')) leaks.push(request.url());
      });
      await gotoHydrated(page, `/auth?redirect=${encodeURIComponent(target)}`);
      await page.getByLabel('رقم الجوال').fill('500000001');
      await page.getByLabel('كلمة المرور').fill('123456');
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      // Signed in, on a page of the storefront: home, or a path of its own it does not have.
      await expect(page).toHaveURL(
        (url) => url.origin === baseURL && !url.pathname.startsWith('/auth'),
      );
      await expect(page.locator('header').getByRole('link', { name: /سارة/ })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(leaks).toEqual([]);
    });
  }
});
