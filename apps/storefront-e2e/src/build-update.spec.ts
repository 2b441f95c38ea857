import { expect, test } from './fixtures.js';

test.describe('new build notice', () => {
  test('offers a reload an hour after the server starts running a newer build', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await page.route('**/build.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', time: new Date().toISOString() } }),
    );
    await expect(page.getByText('يتوفر إصدار جديد من متجر.')).toHaveCount(0);

    await page.clock.runFor(60 * 60 * 1000);

    await expect(page.getByText('يتوفر إصدار جديد من متجر.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  });
});
