import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './customers.js';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { startServer, waitForServer } from './servers.js';

/** Ports beside the suite's own servers, for a store whose lists hold five thousand items. */
const longApiPort = apiPort + 50;
const longStorefrontPort = storefrontPort + 50;
const api = `http://localhost:${longApiPort}/`;
const storefront = `http://localhost:${longStorefrontPort}`;
const dataFile = join(tmpdir(), `matjar-e2e-long-lists-${Date.now()}.json`);

/** How many items each long list gets. */
const ITEMS = 5000;
/** The most rows a list may keep in the page, whatever its length. */
const MAX_ROWS = 200;
/** The product whose reviews are the long list. */
const PRODUCT_ID = 5;
/** The demo customer 500000001 (Sara), who keeps the long lists. */
const SARA_ID = 1;

type Text = { ar: string; en: string };

/** The parts of the demo API's snapshot this spec fills (see apps/demo-api/src/state.ts). */
interface Snapshot {
  nextId: number;
  locations: {
    id: number;
    user_id: number;
    name: string;
    address: string;
    lat: number | null;
    lng: number | null;
    is_default: boolean;
  }[];
  catalog: {
    faqs: { id: number; question: Text; answer: Text }[];
    reviews: {
      id: number;
      product_id: number;
      user_id: number | null;
      user_name: string;
      rating: number;
      comment: string;
      created_at: string;
    }[];
    products: { id: number; rating?: number; reviews_count?: number }[];
  };
  account: {
    notifications: {
      id: number;
      user_id: number;
      type: string;
      title: Text;
      body: Text;
      order_id: number | null;
      is_read: boolean;
      created_at: string;
    }[];
  };
}

/**
 * `n` minutes before a moment older than anything in the seed: item 1 is the newest of the long
 * list, item 5000 the oldest of the whole list.
 */
const minutesAgo = (n: number) => new Date(Date.UTC(2020, 0, 1) - n * 60_000).toISOString();

/** Five thousand saved addresses for Sara, FAQs, reviews of one product and notifications. */
function fillLongLists(state: Snapshot): void {
  for (let index = 1; index <= ITEMS; index += 1) {
    state.nextId += 1;
    state.locations.push({
      id: state.nextId,
      user_id: SARA_ID,
      name: `عنوان رقم ${index}`,
      address: `شارع ${index}، حي الملقا، الرياض`,
      lat: null,
      lng: null,
      is_default: false,
    });
  }
  state.catalog.faqs = Array.from({ length: ITEMS }, (_, index) => ({
    id: index + 1,
    question: { ar: `السؤال رقم ${index + 1}؟`, en: `Question number ${index + 1}?` },
    answer: { ar: `<p>الجواب رقم ${index + 1}.</p>`, en: `<p>Answer number ${index + 1}.</p>` },
  }));
  const firstReviewId = Math.max(0, ...state.catalog.reviews.map((review) => review.id)) + 1;
  state.catalog.reviews = state.catalog.reviews.filter(
    (review) => review.product_id !== PRODUCT_ID,
  );
  for (let index = 1; index <= ITEMS; index += 1) {
    state.catalog.reviews.push({
      id: firstReviewId + index,
      product_id: PRODUCT_ID,
      user_id: null,
      user_name: `مراجع ${index}`,
      rating: (index % 5) + 1,
      comment: `التقييم رقم ${index}`,
      created_at: minutesAgo(index),
    });
  }
  const product = state.catalog.products.find((candidate) => candidate.id === PRODUCT_ID);
  if (!product) throw new Error(`the demo store has no product ${PRODUCT_ID}`);
  product.reviews_count = ITEMS;
  product.rating = 3;
  for (let index = 1; index <= ITEMS; index += 1) {
    state.nextId += 1;
    state.account.notifications.push({
      id: state.nextId,
      user_id: SARA_ID,
      type: 'general',
      title: { ar: `الإشعار رقم ${index}`, en: `Notification number ${index}` },
      body: { ar: 'نص الإشعار', en: 'The notification text' },
      order_id: null,
      is_read: true,
      created_at: minutesAgo(index),
    });
  }
}

/** Stops a server with SIGTERM and waits until it has exited (the demo API saves its data). */
function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) {
      resolve();
      return;
    }
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** Signs Sara in through this spec's demo API, as the sign-in flow would; returns her token. */
async function signInAsSara(page: Page): Promise<string> {
  const response = await page.request.post(`${api}sign-in`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ phone: '500000001', password: '123456' }).toString(),
  });
  const body = (await response.json()) as {
    data: { id: number; name: string; phone: string; token: string };
  };
  await signIn(page, { ...body.data, password: '123456' });
  return body.data.token;
}

/** The rows of a virtual list of `total` items that are in the page. */
const rowsOf = (scope: Page | Locator, total: number) =>
  scope.locator(`li[aria-setsize="${total}"]`);

/** The row of the `position`th item (from 1), once it is in the page. */
const rowAt = (scope: Page | Locator, total: number, position: number) =>
  scope.locator(`li[aria-setsize="${total}"][aria-posinset="${position}"]`);

/** Scrolls the page down to its end until the list's last row is in the page. */
async function scrollPageToEnd(page: Page, last: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return last.count();
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(1);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
}

const servers: ChildProcess[] = [];

test.describe('lists of five thousand items', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The demo API writes its seed to the file on SIGTERM; the long lists are added to that.
    const seeding = startServer('apps/demo-api/dist/main.js', {
      PORT: String(longApiPort),
      DEMO_API_DATA: dataFile,
    });
    await waitForServer(`${api}health`);
    await stop(seeding);
    const state = JSON.parse(readFileSync(dataFile, 'utf8')) as Snapshot;
    fillLongLists(state);
    writeFileSync(dataFile, JSON.stringify(state));
    servers.push(
      startServer('apps/demo-api/dist/main.js', {
        PORT: String(longApiPort),
        DEMO_API_DATA: dataFile,
      }),
      startServer('apps/storefront/server.mjs', {
        PORT: String(longStorefrontPort),
        MATJAR_API_URL: api,
      }),
    );
    await waitForServer(`${api}health`);
    await waitForServer(`${storefront}/build.json`);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stop));
  });

  for (const lang of ['ar', 'en'] as const) {
    const t = (ar: string, en: string) => (lang === 'ar' ? ar : en);

    test(`saved addresses (${lang}): a few rows in the page, Tab and the end reach further`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const total = ITEMS + 2;
      await gotoHydrated(page, `${storefront}/?lang=${lang}`);
      await signInAsSara(page);
      await gotoHydrated(page, `${storefront}/myAddresses`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('عناويني', 'My addresses'),
      );
      const rows = rowsOf(page, total);
      await expect(rows.first()).toBeVisible({ timeout: 60_000 });
      const atTop = await rows.count();
      expect(atTop).toBeLessThanOrEqual(MAX_ROWS);

      // Tab goes from row to row, each scrolled into view as it takes focus.
      await rows
        .first()
        .getByRole('button', { name: t('تعديل «المنزل»', 'Edit “المنزل”') })
        .focus();
      // At a person's pace: each press once the row it reached is in view (a loaded machine draws
      // the next rows later than a key can be pressed).
      for (let press = 0; press < 45; press += 1) {
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toBeInViewport();
      }
      const focusedRow = rows.filter({ has: page.locator(':focus') });
      await expect(focusedRow).toHaveCount(1);
      await expect(page.locator(':focus')).toBeInViewport();
      const focusedAt = Number(await focusedRow.getAttribute('aria-posinset'));
      expect(focusedAt).toBeGreaterThan(10);
      expect(await rows.count()).toBeLessThanOrEqual(MAX_ROWS);

      const last = rowAt(page, total, total);
      await scrollPageToEnd(page, last);
      await expect(last).toContainText(`عنوان رقم ${ITEMS}`);
      const atEnd = await rows.count();
      expect(atEnd).toBeLessThanOrEqual(MAX_ROWS);
      console.log(
        `saved addresses (${lang}): ${total} items; rows in the DOM ${atTop} at the top, ${atEnd} at the end; Tab ×45 reached row ${focusedAt}`,
      );
    });

    test(`delivery address choice (${lang}): one page of twenty radios, the last address on the last page`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const total = ITEMS + 2;
      await gotoHydrated(page, `${storefront}/?lang=${lang}`);
      await signInAsSara(page);
      await gotoHydrated(page, `${storefront}/cart/change-location`);
      const choice = page.getByRole('radiogroup', {
        name: t('العناوين المحفوظة', 'Saved addresses'),
      });
      // The default address comes first, checked.
      await expect(choice.getByRole('radio', { name: 'المنزل' })).toBeChecked({
        timeout: 60_000,
      });
      const perPage = await choice.getByRole('radio').count();
      expect(perPage).toBeLessThanOrEqual(MAX_ROWS);

      const lastPage = Math.ceil(total / perPage);
      await page
        .getByRole('navigation', { name: t('التنقل بين الصفحات', 'Pagination') })
        .getByRole('link', { name: t(`الصفحة ${lastPage}`, `Page ${lastPage}`), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
      const lastAddress = choice.getByRole('radio', { name: `عنوان رقم ${ITEMS}` });
      await lastAddress.check();
      expect(await choice.getByRole('radio').count()).toBeLessThanOrEqual(MAX_ROWS);
      await page
        .getByRole('button', { name: t('التوصيل إلى هذا العنوان', 'Deliver to this address') })
        .click();
      await expect(page).toHaveURL(/\/cart\/summary$/);
      await expect(page.getByText(`شارع ${ITEMS}، حي الملقا، الرياض`)).toBeVisible();
      console.log(
        `delivery address choice (${lang}): ${total} items; ${perPage} radios in the DOM per page, ${lastPage} pages`,
      );
    });

    test(`frequently asked questions (${lang}): the server renders the first screen, the page a few rows`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const response = await page.request.get(`${storefront}/faqs`, {
        headers: { Cookie: `lang=${lang}` },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const serverRows = html.match(/aria-posinset="/g)?.length ?? 0;
      expect(serverRows).toBeGreaterThan(0);
      expect(serverRows).toBeLessThanOrEqual(MAX_ROWS);

      await gotoHydrated(page, `${storefront}/faqs?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('الأسئلة الشائعة', 'Frequently asked questions'),
      );
      const rows = rowsOf(page, ITEMS);
      await expect(rows.first()).toContainText(t('السؤال رقم 1؟', 'Question number 1?'));
      const atTop = await rows.count();
      expect(atTop).toBeLessThanOrEqual(MAX_ROWS);

      const last = rowAt(page, ITEMS, ITEMS);
      await scrollPageToEnd(page, last);
      await last.getByText(t(`السؤال رقم ${ITEMS}؟`, `Question number ${ITEMS}?`)).click();
      await expect(
        last.getByText(t(`الجواب رقم ${ITEMS}.`, `Answer number ${ITEMS}.`)),
      ).toBeVisible();
      const atEnd = await rows.count();
      expect(atEnd).toBeLessThanOrEqual(MAX_ROWS);
      console.log(
        `FAQs (${lang}): ${ITEMS} items; ${serverRows} rows in the server's HTML; rows in the DOM ${atTop} at the top, ${atEnd} at the end`,
      );
    });

    test(`product reviews (${lang}): every review loaded, a few rows in the dialog`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await gotoHydrated(page, `${storefront}/products/${PRODUCT_ID}?lang=${lang}`);
      const previous = t('التقييمات السابقة', 'Previous reviews');
      await page.getByRole('button', { name: previous }).click();
      const dialog = page.getByRole('dialog', { name: previous });
      const more = dialog.getByRole('button', {
        name: t('عرض المزيد من التقييمات', 'Show more reviews'),
      });
      const loaded = async () =>
        Number(
          (await dialog.locator('li[aria-setsize]').first().getAttribute('aria-setsize')) ?? 0,
        );
      await expect(dialog.locator('li[aria-setsize]').first()).toBeVisible();
      let pages = 1;
      for (let count = await loaded(); count < ITEMS; count = await loaded()) {
        // From the keyboard: the button may still move a little while new rows are measured.
        await more.focus();
        await page.keyboard.press('Enter');
        await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(count);
        pages += 1;
      }
      await expect(more).toHaveCount(0);
      const rows = rowsOf(dialog, ITEMS);
      const afterLoading = await rows.count();
      expect(afterLoading).toBeLessThanOrEqual(MAX_ROWS);

      const last = rowAt(dialog, ITEMS, ITEMS);
      await expect
        .poll(
          async () => {
            await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
            return last.count();
          },
          { timeout: 60_000, intervals: [100] },
        )
        .toBe(1);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await expect(last).toContainText(`التقييم رقم ${ITEMS}`);
      const atEnd = await rows.count();
      expect(atEnd).toBeLessThanOrEqual(MAX_ROWS);
      console.log(
        `product reviews (${lang}): ${ITEMS} items in ${pages} pages; rows in the DOM ${afterLoading} after loading, ${atEnd} at the end`,
      );
    });

    test(`notifications (${lang}): one page of twenty at a time, the oldest on the last page`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${storefront}/?lang=${lang}`);
      const token = await signInAsSara(page);
      await gotoHydrated(page, `${storefront}/notifications`);
      const first = page.getByText(t('الإشعار رقم 1', 'Notification number 1'), { exact: true });
      await expect(first).toBeVisible({ timeout: 60_000 });
      const rows = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
      const perPage = await rows.count();
      expect(perPage).toBeGreaterThan(0);
      expect(perPage).toBeLessThanOrEqual(MAX_ROWS);

      // Sara's own notifications from the seed come first; the long list's oldest ends the last page.
      const answer = await page.request.get(`${api}notifications?page=1&per_page=${perPage}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { total } = ((await answer.json()) as { data: { pagination: { total: number } } }).data
        .pagination;
      const lastPage = Math.ceil(total / perPage);
      await gotoHydrated(page, `${storefront}/notifications?page=${lastPage}`);
      const oldest = page.getByText(t(`الإشعار رقم ${ITEMS}`, `Notification number ${ITEMS}`), {
        exact: true,
      });
      await oldest.scrollIntoViewIfNeeded();
      await expect(oldest).toBeInViewport();
      expect(await rows.count()).toBeLessThanOrEqual(MAX_ROWS);
      console.log(
        `notifications (${lang}): ${ITEMS} items; ${perPage} rows in the DOM per page, ${lastPage} pages`,
      );
    });
  }
});
