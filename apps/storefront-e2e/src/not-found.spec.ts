import { expect, test } from './fixtures.js';

test.describe('unknown routes', () => {
  test('answer 404 with the localized not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'كل ما تحتاجه، يصلك إلى باب بيتك',
    );
  });

  test('answer 404 in English for the English cookie', async ({ request }) => {
    const response = await request.get('/products-that-do-not-exist/9', {
      headers: { Cookie: 'lang=en' },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});
