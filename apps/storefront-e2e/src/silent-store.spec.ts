import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Customer, newCustomer, signIn } from './customers.js';
import { apiPort, storefrontPort } from './e2e-env.js';
import {
  type PageProblems,
  allowFailedConnections,
  expect,
  gotoHydrated,
  test,
} from './fixtures.js';
import { startServer, waitForServer } from './servers.js';
import { addAddress, addToCart, ordersOf } from './store-api.js';

/**
 * A store that stops answering: its process is paused (SIGSTOP), so it still takes connections and
 * never answers, as a store stuck on its database does. The storefront and the store here are this
 * spec's own, so pausing the store leaves the other journeys alone.
 */
const silentApiPort = apiPort + 70;
const silentApi = `http://localhost:${silentApiPort}/`;
const silentStorefront = `http://localhost:${storefrontPort + 70}`;

let api: ChildProcess | undefined;
let storefront: ChildProcess | undefined;

const pause = () => api?.kill('SIGSTOP');
const resume = () => api?.kill('SIGCONT');

/** What the customer reads, in each language. */
const texts = {
  ar: {
    error: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    retry: 'إعادة المحاولة',
    timeout: 'تأخر الخادم في الرد، يرجى المحاولة مرة أخرى.',
    feedback: 'ملاحظة على الطلب',
    anotherRecipient: 'شخص آخر سيستلم الطلب',
    recipientName: 'اسم المستلم',
    recipientPhone: 'جوال المستلم',
    cash: /الدفع عند الاستلام/,
    place: 'تأكيد الطلب',
    placed: 'تم إرسال طلبك بنجاح',
    note: 'البوابة الشمالية، الدور الثاني',
    name: 'هدى',
    phone: '٥١٢٣٤٥٦٧٨',
  },
  en: {
    error: 'Something went wrong. Please try again.',
    retry: 'Try again',
    timeout: 'The server took too long to answer. Please try again.',
    feedback: 'Note for the order',
    anotherRecipient: 'Someone else receives the order',
    recipientName: "Recipient's name",
    recipientPhone: "Recipient's phone",
    cash: /Cash on delivery/,
    place: 'Place order',
    placed: 'Your order has been placed',
    note: 'North gate, second floor',
    name: 'Huda',
    phone: '512345678',
  },
} as const;

type Lang = keyof typeof texts;

/** A page of the store, and what it shows once the store answers again. */
interface Visit {
  path: string;
  /** Whether the browser asks the store for the page's data (else the server draws it). */
  isDrawnInBrowser: boolean;
  shows: (page: Page, lang: Lang) => ReturnType<Page['getByText']>;
}

const visits: Visit[] = [
  {
    path: '/cart',
    isDrawnInBrowser: true,
    shows: (page, lang) =>
      page.getByRole('button', { name: lang === 'ar' ? 'زيادة الكمية' : 'Increase quantity' }),
  },
  {
    path: '/orders',
    isDrawnInBrowser: true,
    shows: (page, lang) =>
      page.getByText(lang === 'ar' ? 'لا توجد لديك طلبات جديدة' : 'You have no new orders'),
  },
  {
    path: '/wallet',
    isDrawnInBrowser: true,
    shows: (page, lang) =>
      page.getByRole('button', { name: lang === 'ar' ? 'شحن الرصيد' : 'Recharge balance' }),
  },
  {
    path: '/notifications',
    isDrawnInBrowser: true,
    shows: (page, lang) =>
      page.getByText(lang === 'ar' ? 'لا توجد لديك إشعارات' : 'You have no notifications'),
  },
  {
    path: '/myAddresses',
    isDrawnInBrowser: true,
    shows: (page) => page.getByText('Olaya Street، الرياض'),
  },
  {
    path: '/products/3',
    isDrawnInBrowser: false,
    shows: (page, lang) =>
      page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: lang === 'ar' ? 'نعناع مديني ريف' : 'Reef Madinah mint' }),
  },
  {
    path: '/',
    isDrawnInBrowser: false,
    shows: (page, lang) =>
      page
        .getByRole('link', { name: lang === 'ar' ? /الفواكه والخضروات/ : /Fruits & Vegetables/ })
        .first(),
  },
];

/** The browser logs each page the server answered with 503 and each call it gave up on. */
function allowTheOutage(problems: PageProblems): void {
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !/status of 503 \(Service Unavailable\)/.test(text),
  );
  allowFailedConnections(problems, 0);
}

test.describe('a store that stops answering, then answers again', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const runDir = process.env['MATJAR_E2E_RUN_DIR'] ?? '';
    api = startServer('apps/demo-api/dist/main.js', {
      PORT: String(silentApiPort),
      DEMO_API_DATA: join(runDir, `demo-api-${silentApiPort}.json`),
    });
    storefront = startServer('apps/storefront/server.mjs', {
      PORT: String(storefrontPort + 70),
      MATJAR_API_URL: silentApi,
      // Every page asks the store: nothing kept from before the pause hides it.
      MATJAR_API_CACHE_SECONDS: '0',
    });
    await waitForServer(`${silentApi}health`);
    await waitForServer(`${silentStorefront}/build.json`);
  });

  test.afterEach(() => {
    resume();
  });

  test.afterAll(() => {
    resume();
    api?.kill();
    storefront?.kill();
  });

  for (const lang of ['ar', 'en'] as const) {
    const t = texts[lang];
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: every page shows its skeleton, then a message with a retry; once the store is back the retries work, and the checkout keeps every field and places one order`, async ({
      page,
      context,
      request,
      problems,
    }) => {
      test.slow();
      const customer: Customer = await newCustomer(request, t.name, silentApi);
      await addAddress(request, customer, 'Home', 'Olaya Street', silentApi);
      await addToCart(request, customer, { product_id: 3, variant_id: 5, quantity: 1 }, silentApi);
      await signIn(page, customer);

      // The checkout, filled in while the store answers.
      await gotoHydrated(page, `${silentStorefront}/cart/summary?lang=${lang}`);
      await page.getByRole('radio', { name: t.cash }).check();
      await page.getByLabel(t.feedback).fill(t.note);
      await page.getByRole('checkbox', { name: t.anotherRecipient }).check();
      await page.getByLabel(t.recipientName).fill(t.name);
      await page.getByLabel(t.recipientPhone).fill(t.phone);

      pause();

      // The order is sent to a store that does not answer: a message, and nothing typed is lost.
      const place = page.getByRole('button', { name: t.place });
      await place.click();
      await expect(page.getByRole('alert').filter({ hasText: t.timeout })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByLabel(t.feedback)).toHaveValue(t.note);
      await expect(page.getByLabel(t.recipientName)).toHaveValue(t.name);
      // The field writes the number in Western digits, however it was typed.
      await expect(page.getByLabel(t.recipientPhone)).toHaveValue('512345678');
      await expect(page.getByRole('radio', { name: t.cash })).toBeChecked();

      // Every other page, opened while the store is silent.
      const tabs = await Promise.all(
        visits.map(async (visit) => {
          const tab = await context.newPage();
          await tab.goto(`${silentStorefront}${visit.path}`);
          if (visit.isDrawnInBrowser) {
            // The page's data is on its way: its skeleton stands in for it meanwhile, and once the
            // page runs, the wait has a bound: STORE_READ_TIMEOUT_MS (6 s), and room for a busy
            // machine to draw the message.
            await expect(tab.locator('main .mj-skeleton').first(), visit.path).toBeVisible();
            await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
            await expect(tab.getByText(t.error).first(), visit.path).toBeVisible({
              timeout: 10_000,
            });
          }
          return { visit, tab };
        }),
      );
      for (const { visit, tab } of tabs) {
        await expect(tab.getByText(t.error).first(), visit.path).toBeVisible();
        await expect(tab.getByRole('button', { name: t.retry }).first(), visit.path).toBeVisible();
        await expect(tab.locator('main'), visit.path).not.toContainText(
          /TimeoutError|AbortError|ApiError|timed out|ECONN/,
        );
      }

      resume();

      for (const { visit, tab } of tabs) {
        await tab.getByRole('button', { name: t.retry }).first().click();
        await expect(visit.shows(tab, lang), visit.path).toBeVisible({ timeout: 15_000 });
        await tab.close();
      }

      // The same order, sent again: placed once, with what was typed.
      await place.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed, {
        timeout: 15_000,
      });
      const placed = await ordersOf(request, customer, 'new', silentApi);
      expect(placed).toHaveLength(1);
      allowTheOutage(problems);
    });
  }
});
