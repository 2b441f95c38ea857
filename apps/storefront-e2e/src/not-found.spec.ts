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

test.describe('pages that found nothing', () => {
  test('a product that does not exist answers 404 with a search, the categories and the best sellers', async ({
    page,
  }) => {
    const response = await page.goto('/products/999999?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    const bestSellers = page.getByRole('region', { name: 'Best sellers' });
    await expect(bestSellers.getByRole('listitem').first()).toBeVisible();
    // The search under the message finds products.
    const main = page.getByRole('main');
    await main.getByRole('searchbox').fill('tea');
    await main.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tea/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tea');
  });

  test('a search without results offers the categories and the best sellers, without filters', async ({
    page,
  }) => {
    await page.goto('/search?q=zzqxv&lang=en');
    await expect(
      page.getByRole('heading', { level: 2, name: 'No results match your search' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Best sellers' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Nothing to sort or filter.
    await expect(page.getByRole('button', { name: /Filter/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /Sort/ })).toHaveCount(0);
  });
});

test.describe('the 404 page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is no wider than the screen, its search box included', async ({ page }) => {
    const response = await page.goto('/products/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
