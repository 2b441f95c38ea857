import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { type Customer, newCustomer, signIn } from './customers.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { addAddress, placeOrder } from './store-api.js';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page's WCAG 2.1 A/AA violations, once it has settled (no skeleton left). axe is evaluated
 * by the test runner, outside the page's CSP.
 */
async function violationsOf(page: Page): Promise<string[]> {
  await expect(page.locator('.mj-skeleton')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return results.violations;
  }, WCAG_TAGS);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const inLanguage = (path: string, lang: 'ar' | 'en') =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Pages every visitor can open. */
const PUBLIC_PAGES = [
  '/',
  '/categories/7',
  '/providers/4',
  '/providers/4/products',
  '/products/3',
  '/search',
  '/offers',
  '/newly-added',
  '/most-selling',
  '/aboutUs',
  '/termsAndConditions',
  '/termsAndPolicy',
  '/faqs',
  '/contactUs',
  '/auth',
  '/auth/sign-up',
  '/auth/restore-password',
  '/join/delegate',
  '/join/provider',
  '/profile',
  '/no-such-page',
];

/** Pages of a signed-in customer with an address and an order. */
const customerPages = (orderId: number) => [
  '/cart',
  '/cart/summary',
  '/cart/change-location',
  '/orders',
  '/orders/cancelledOrders',
  '/schedulesOrders',
  `/orderDetailes/${orderId}`,
  `/orderDetailes/${orderId}/chat`,
  '/favorites',
  '/notifications',
  '/complaints',
  '/complaints/new',
  '/myAddresses',
  '/wallet',
  '/wallet/points',
  '/wallet/bank-accounts',
  '/profile',
  '/profile/edit',
  '/profile/phone',
  '/profile/password',
];

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const lang of ['ar', 'en'] as const) {
    test(`every public page in ${lang === 'ar' ? 'Arabic' : 'English'} has no violation`, async ({
      page,
    }) => {
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await gotoHydrated(page, inLanguage(path, lang));
        found.push(...(await violationsOf(page)).map((violation) => `${path}: ${violation}`));
      }
      expect(found).toEqual([]);
    });

    test(`every customer page in ${lang === 'ar' ? 'Arabic' : 'English'} has no violation`, async ({
      page,
      request,
    }) => {
      const customer: Customer = await newCustomer(request, lang === 'ar' ? 'هند' : 'Hind');
      const locationId = await addAddress(request, customer);
      const order = await placeOrder(request, customer, locationId, {
        lines: [{ product_id: 3, variant_id: 4, quantity: 1 }],
      });
      await signIn(page, customer);
      const found: string[] = [];
      for (const path of customerPages(order.id)) {
        await gotoHydrated(page, inLanguage(path, lang));
        found.push(...(await violationsOf(page)).map((violation) => `${path}: ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('hydration across time zones', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const timezoneId of ['Asia/Riyadh', 'UTC', 'America/Los_Angeles']) {
    test(`public pages hydrate cleanly in ${timezoneId}, in both languages`, async ({
      browser,
    }) => {
      // The server runs in UTC; the browser in each zone.
      const context = await browser.newContext({
        timezoneId,
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      const recoveries: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('recoverable hydration error')) recoveries.push(page.url());
      });
      page.on('pageerror', (error) => recoveries.push(`${page.url()}: ${error.message}`));
      for (const lang of ['ar', 'en'] as const) {
        for (const path of PUBLIC_PAGES.filter((p) => p !== '/no-such-page')) {
          await gotoHydrated(page, inLanguage(path, lang));
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        }
      }
      await context.close();
      expect(recoveries).toEqual([]);
    });
  }
});
