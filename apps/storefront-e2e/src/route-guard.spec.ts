import { expect, gotoHydrated, simulateSignIn, test } from './fixtures.js';

test.describe('route guard', () => {
  for (const path of ['/orders', '/cart', '/notifications']) {
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

  test('sends a visitor who follows the cart link to sign in, in the browser', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('header').getByRole('link', { name: 'السلة' }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Fcart');
  });

  test('refuses an off-origin way back', async ({ request }) => {
    const response = await request.post('/lang', {
      form: { lang: 'en', redirectTo: '//evil.example/' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/');
  });
});
