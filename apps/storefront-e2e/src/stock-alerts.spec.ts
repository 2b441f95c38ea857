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
