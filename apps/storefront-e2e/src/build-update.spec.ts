import { expect, gotoHydrated, test } from './fixtures.js';

test.describe('new build notice', () => {
  test('offers a reload an hour after the server starts running a newer build', async ({
    page,
    request,
  }) => {
    const running = (await (await request.get('/build.json')).json()) as { id: string };
    await page.clock.install();
    await gotoHydrated(page, '/');
    // From now on the server answers as if a newer build had been deployed.
    await page.route('**/build.json*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(running.id, 'a-newer-build');
      await route.fulfill({ response, body });
    });
    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toHaveCount(0);

    await page.clock.runFor(60 * 60 * 1000);

    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  });

  test('stays silent while the server runs the same build', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const polled = page.waitForRequest((req) => req.url().includes('/build.json'));
    await page.clock.runFor(60 * 60 * 1000);
    await polled;
    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toHaveCount(0);
  });
});
