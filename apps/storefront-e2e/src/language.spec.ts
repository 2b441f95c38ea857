import { checkGuard, expect, gotoHydrated, test, guardContext } from './fixtures.js';

test.describe('language switch', () => {
  test('switches to English without a reload, flips direction and persists across reloads', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.evaluate(() => {
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });

    await page.getByRole('button', { name: 'English' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything you need, delivered to your door',
    );
    expect(
      await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything you need, delivered to your door',
    );

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'كل ما تحتاجه، يصلك إلى باب بيتك',
    );
  });

  test('works without JavaScript as a plain form', async ({ browser, problems }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const watch = await guardContext(context, problems);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
    checkGuard(problems, watch);
  });
});
