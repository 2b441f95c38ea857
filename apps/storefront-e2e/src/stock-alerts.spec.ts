import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { newCustomer, signIn } from './customers.js';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { startServer, waitForServer } from './servers.js';

/**
 * "Notify me when available", on a store of its own: restocking a product here leaves the suite's
 * sold-out products as the other journeys expect them.
 */
const storePort = apiPort + 75;
const port = storefrontPort + 75;
const store = `http://localhost:${storePort}/`;
const origin = `http://localhost:${port}`;
/** Sold out in the demo's seed. */
const tomatoes = { id: 2, ar: 'طماطم ريف', en: 'Reef Tomatoes' };
const feta = 79;
/** Sold by weight in the demo's seed; its kilo bag is sold out, the smaller ones are not. */
const croissants = { id: 9, ar: 'كرواسون بالزبدة', kilo: 15 };

const servers: ChildProcess[] = [];

test.describe('stock alerts', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const runDir = process.env['MATJAR_E2E_RUN_DIR'] ?? '';
    servers.push(
      startServer('apps/demo-api/dist/main.js', {
        PORT: String(storePort),
        DEMO_API_DATA: join(runDir, `demo-api-${storePort}.json`),
      }),
      startServer('apps/storefront/server.mjs', {
        PORT: String(port),
        MATJAR_API_URL: store,
        MATJAR_DEMO_PUSH: '1',
        MATJAR_API_CACHE_SECONDS: '0',
      }),
    );
    await waitForServer(`${store}health`);
    await waitForServer(`${origin}/build.json`);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill();
  });

  test('in Arabic: a visitor who asks to be told is asked to sign in first', async ({ page }) => {
    await gotoHydrated(page, `${origin}/products/${tomatoes.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tomatoes.ar);
    await page.getByRole('button', { name: 'أعلمني عند التوفر' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('in English: a customer asks, the store restocks, and the alert leads to the product', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Reem', store);
    await signIn(page, customer);
    await gotoHydrated(page, `${origin}/?lang=en`);
    await gotoHydrated(page, `${origin}/products/${tomatoes.id}`);
    await page.getByRole('button', { name: 'Notify me when available' }).click();
    await expect(page.getByText("We'll let you know when it is back in stock.")).toBeVisible();

    // Elsewhere in the store when the product comes back.
    await gotoHydrated(page, `${origin}/`);
    const restocked = await request.post(`${store}__demo/products/${tomatoes.id}/restock`, {
      data: { quantity: 5 },
    });
    expect(restocked.ok()).toBe(true);
    const alert = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: /Back in stock/ });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(tomatoes.en);
    await alert.click();
    await expect(page).toHaveURL(`${origin}/products/${tomatoes.id}`);
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  });

  test('in Arabic: a customer chooses a sold-out weight, asks for it, finds it in the account and hears when it is back', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Reem', store);
    await signIn(page, customer);
    await gotoHydrated(page, `${origin}/products/${croissants.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(croissants.ar);
    const weights = page.getByRole('radiogroup', { name: 'الوزن' });
    const kilo = weights.getByRole('radio', { name: '1 كجم' });
    await expect(kilo).toHaveAccessibleDescription('نفدت الكمية');
    await kilo.click();
    await expect(kilo).toBeChecked();
    await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toHaveCount(0);
    await page.getByRole('button', { name: 'أعلمني عند التوفر' }).click();
    await expect(page.getByText('سنخبرك عند توفر المنتج.')).toBeVisible();
    // A weight in stock is still bought as before.
    await weights.getByRole('radio', { name: '250 جم' }).click();
    await expect(page.getByRole('button', { name: 'أضف إلى السلة' }).first()).toBeEnabled();

    // The account names the weight waited for, and its link opens the page with it chosen.
    await gotoHydrated(page, `${origin}/stock-alerts`);
    const item = page.getByRole('list', { name: 'منتجات تنتظر توفرها' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('1 كجم');
    await item.getByRole('link', { name: new RegExp(croissants.ar) }).click();
    await expect(page).toHaveURL(`${origin}/products/${croissants.id}?variant=${croissants.kilo}`);
    await expect(page.getByRole('radio', { name: '1 كجم' })).toBeChecked();
    await expect(page.getByText('سنخبرك عند توفر المنتج.')).toBeVisible();

    // The store restocks the kilo bag: the alert comes, and leads to the product.
    await gotoHydrated(page, `${origin}/`);
    const restocked = await request.post(`${store}__demo/products/${croissants.id}/restock`, {
      data: { variant_id: croissants.kilo, quantity: 4 },
    });
    expect(restocked.ok()).toBe(true);
    expect(await restocked.json()).toMatchObject({ data: { notified: 1 } });
    const alert = page
      .getByRole('region', { name: 'الإشعارات' })
      .getByRole('link', { name: /متوفر من جديد/ });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await alert.click();
    await expect(page).toHaveURL(`${origin}/products/${croissants.id}`);
    await page.getByRole('radio', { name: '1 كجم' }).click();
    await expect(page.getByRole('button', { name: 'أضف إلى السلة' }).first()).toBeEnabled();
  });

  test('in English: the account lists what the customer waits for, and removes it', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Reem', store);
    const asked = await request.post(`${store}products/${feta}/stock-alert`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(asked.ok()).toBe(true);
    await signIn(page, customer);
    await gotoHydrated(page, `${origin}/?lang=en`);
    await gotoHydrated(page, `${origin}/stock-alerts`);
    const list = page.getByRole('list', { name: 'Products you are waiting for' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('button', { name: /Remove the alert for/ }).click();
    await expect(page.getByRole('heading', { name: 'No stock alerts' })).toBeVisible();
  });
});
