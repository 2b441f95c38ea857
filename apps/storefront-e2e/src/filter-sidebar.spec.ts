import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.js';

/** The horizontal extent of the filters panel and of the product grid. */
async function columns(page: Page) {
  const panel = await page.locator('.catalog-list-controls__panel').boundingBox();
  const grid = await page.locator('main ul.catalog-product-grid').boundingBox();
  return { panel, grid };
}

test.describe('the filters of a product list on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('in English: a sidebar on the left sorts and filters as it is used, and the filters on are chips that remove theirs', async ({
    page,
  }) => {
    await gotoHydrated(page, '/categories/1?lang=en');
    const { panel, grid } = await columns(page);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(grid?.x ?? 0);
    // One way to sort: the choices in the sidebar (the phone's menu is not drawn).
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    await page.getByRole('radio', { name: 'Top rated' }).check();
    await expect(page).toHaveURL(/sort=top_rated/);

    await page.getByRole('switch', { name: 'Discounted only' }).check();
    const chips = page.getByRole('list', { name: 'Filters on' });
    await expect(
      chips.getByRole('button', { name: 'Remove filter: Discounted only' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/discounted=1/);

    // The price applies as the customer leaves it: no "Apply" to press.
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await page.getByRole('textbox', { name: 'Minimum price' }).fill('5');
    await page.getByRole('textbox', { name: 'Minimum price' }).press('Tab');
    await page.getByRole('textbox', { name: 'Maximum price' }).press('Tab');
    await expect(chips.getByRole('button', { name: 'Remove filter: Price from 5' })).toBeVisible();
    await expect(page).toHaveURL(/min=5/);

    await chips.getByRole('button', { name: 'Remove filter: Discounted only' }).click();
    await expect(page).not.toHaveURL(/discounted=1/);
    await expect(page.getByRole('switch', { name: 'Discounted only' })).not.toBeChecked();
    await expect(page).toHaveURL(/min=5/);
    await expect(page).toHaveURL(/sort=top_rated/);

    await chips.getByRole('button', { name: 'Clear filters' }).click();
    await expect(chips).toHaveCount(0);
    await expect(page).not.toHaveURL(/min=5/);
    await expect(page.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('');
  });

  test('in Arabic: the sidebar stands on the right, beside the grid', async ({ page }) => {
    await gotoHydrated(page, '/categories/1');
    const { panel, grid } = await columns(page);
    expect(panel?.x ?? 0).toBeGreaterThanOrEqual((grid?.x ?? 0) + (grid?.width ?? 0));
    await expect(page.getByRole('group', { name: 'ترتيب حسب' })).toBeVisible();
  });
});

test.describe('the filters of a product list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fold behind "Filters", with the sort as a menu', async ({ page }) => {
    await gotoHydrated(page, '/categories/1?lang=en');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sort by' })).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(page.getByRole('switch', { name: 'Discounted only' })).toBeHidden();
    await filters.click();
    await page.getByRole('switch', { name: 'Discounted only' }).check();
    await expect(
      page.getByRole('button', { name: 'Remove filter: Discounted only' }),
    ).toBeVisible();
  });
});
