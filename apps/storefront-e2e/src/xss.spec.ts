import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { XSS_HOOK, xssChunks, xssPayloads } from '../../../tools/security/xss-corpus.mjs';
import { type Customer, signIn } from './customers.js';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { HOSTILE_CUSTOMER, type HostileTexts, writeHostileStore } from './hostile-store.js';
import { startServer, waitForServer } from './servers.js';

/** A demo store whose every text is hostile, and a storefront in front of it. */
const hostileApiPort = apiPort + 40;
const hostileStorefront = `http://localhost:${storefrontPort + 40}`;

const servers: ChildProcess[] = [];
let texts: HostileTexts;

/** Payloads of the corpus seen as text, by kind of server text, over the whole suite. */
const seenAsText = new Map<string, Set<string>>();
const payloadCount = xssPayloads().length;

function noteSeen(kind: string, text: string) {
  const seen = seenAsText.get(kind) ?? new Set<string>();
  for (const payload of text.split(' ‖ ')) seen.add(payload);
  seenAsText.set(kind, seen);
}

/** Counts every payload that runs on the page: each calls `window.__xssFired(n)`. */
async function countExecutions(page: Page): Promise<number[]> {
  const fired: number[] = [];
  await page.exposeFunction(XSS_HOOK, (id: number) => fired.push(id));
  return fired;
}

/** Elements that could run something: handlers, script URLs, frames and objects. */
const runnableElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => {
      const found = [...element.attributes]
        .filter(
          ({ name, value }) =>
            name.startsWith('on') ||
            name === 'srcdoc' ||
            (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
              /^\s*(javascript|vbscript|data):/i.test(value)),
        )
        .map(({ name }) => `${name} on <${element.localName}>`);
      if (['iframe', 'object', 'embed', 'base', 'frame'].includes(element.localName)) {
        found.push(`<${element.localName}>`);
      }
      // The browser hides a script's nonce from its attributes once the policy has read it.
      if (
        element instanceof HTMLScriptElement &&
        !element.nonce &&
        element.type !== 'application/ld+json'
      ) {
        found.push('<script> without the nonce');
      }
      return found;
    }),
  );

/** Opens `path` of the hostile storefront in `lang`, hydrated. */
async function open(page: Page, lang: 'ar' | 'en', path: string): Promise<void> {
  const url = new URL(path, hostileStorefront);
  url.searchParams.set('lang', lang);
  await page.goto(url.href);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Waits until the open page shows every text of `expected` (kind → the texts of that kind),
 * character for character, and checks that nothing of the page can run.
 */
async function expectShownAsText(
  page: Page,
  expected: Record<string, readonly string[]>,
): Promise<void> {
  const path = new URL(page.url()).pathname;
  const wanted = Object.entries(expected).flatMap(([kind, items]) =>
    items.map((item, index) => ({ label: `${kind} ${index + 1}`, item })),
  );
  await expect
    .poll(
      async () => {
        // Text, and the text alternatives of images (a banner's title is its picture's).
        const text = await page.evaluate(() =>
          [
            document.body.textContent ?? '',
            ...[...document.images].map((image) => image.getAttribute('alt') ?? ''),
          ].join('\n'),
        );
        return wanted.filter(({ item }) => !text.includes(item)).map(({ label }) => label);
      },
      { message: `${path}: every hostile text shown as text`, timeout: 10_000 },
    )
    .toEqual([]);
  for (const [kind, items] of Object.entries(expected)) {
    for (const item of items) noteSeen(kind, item);
  }
  expect(await runnableElements(page), `${path}: nothing that runs`).toEqual([]);
}

async function visit(
  page: Page,
  lang: 'ar' | 'en',
  path: string,
  expected: Record<string, readonly string[]>,
): Promise<void> {
  await open(page, lang, path);
  await expectShownAsText(page, expected);
}

test.describe('hostile text from the store', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    const file = join(tmpdir(), `matjar-e2e-hostile-${Date.now()}.json`);
    texts = await writeHostileStore(file, hostileApiPort);
    servers.push(
      startServer('apps/demo-api/dist/main.js', {
        PORT: String(hostileApiPort),
        DEMO_API_DATA: file,
      }),
      startServer('apps/storefront/server.mjs', {
        PORT: String(storefrontPort + 40),
        MATJAR_API_URL: `http://localhost:${hostileApiPort}/`,
        MATJAR_DEMO_PUSH: '1',
      }),
    );
    await waitForServer(`http://localhost:${hostileApiPort}/health`);
    await waitForServer(`${hostileStorefront}/build.json`);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill();
    const figures = [...seenAsText].map(([kind, seen]) => `${kind} ${seen.size}`).join(', ');
    console.log(`cross-site scripting corpus: ${payloadCount} payloads; seen as text: ${figures}`);
  });

  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: the catalog shows every payload as text and runs none`, async ({
      page,
    }) => {
      const fired = await countExecutions(page);
      await visit(page, lang, '/', {
        categories: [...texts.categories.values()],
        banners: texts.banners,
      });
      // Every product name, on the product lists of its provider.
      for (const [providerId, provider] of texts.providers) {
        for (let pageNumber = 1; ; pageNumber += 1) {
          await open(page, lang, `/providers/${providerId}/products?page=${pageNumber}`);
          const ids = await page
            .locator('main a[href^="/products/"]')
            .evaluateAll((links) =>
              links.map((link) => /\/products\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]),
            );
          const names = [...new Set(ids)].flatMap((id) => texts.productNames.get(Number(id)) ?? []);
          expect(names.length, 'products on the page').toBeGreaterThan(0);
          await expectShownAsText(page, { providers: [provider], products: names });
          const hasNext = await page.locator(`main a[href*="page=${pageNumber + 1}"]`).count();
          if (hasNext === 0) break;
        }
      }
      for (const [productId, description] of texts.descriptions) {
        const review = texts.reviews.get(productId);
        await visit(page, lang, `/products/${productId}`, {
          products: [texts.productNames.get(productId) ?? ''],
          descriptions: [description],
          reviews: review ? [review] : [],
        });
      }
      expect(fired, 'payloads that ran').toEqual([]);
    });

    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: the customer's pages, the store's HTML and push alerts run nothing`, async ({
      page,
    }) => {
      const fired = await countExecutions(page);
      await signInHostile(page);
      await visit(page, lang, '/notifications', { notifications: texts.notifications });
      await visit(page, lang, '/complaints', { complaints: texts.complaints });
      await visit(page, lang, `/orderDetailes/${texts.chatOrder}/chat`, { chat: texts.chat });
      for (const [orderId, reason] of texts.reasons) {
        await visit(page, lang, `/orderDetailes/${orderId}`, { reasons: [reason] });
      }
      // The store's HTML is sanitized: what is left of it runs nothing.
      for (const path of ['/aboutUs', '/termsAndConditions', '/termsAndPolicy', '/faqs']) {
        await visit(page, lang, path, {});
      }

      // Push alerts carry the corpus in their titles and bodies. Every stream opened from now on
      // gets them (the page being left may still open one as the next page loads); `retry`
      // keeps the page shown from asking twice.
      const pushes = xssChunks(3);
      await page.route('**/__demo/push/stream**', async (route) => {
        const events = pushes.map((text, index) =>
          [
            'event: push',
            `id: ${900_000 + index}`,
            `data: ${JSON.stringify({ type: 'admin', title_ar: text, title_en: text, body_ar: text, body_en: text, order_id: null })}`,
          ].join('\n'),
        );
        await route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
          body: ['retry: 60000', 'event: ready\ndata: {}', ...events, ''].join('\n\n'),
        });
      });
      await visit(page, lang, '/', {});
      const alerts = page.getByRole('region', {
        name: lang === 'ar' ? 'الإشعارات' : 'Notifications',
      });
      await expect
        .poll(async () => {
          const text = (await alerts.textContent()) ?? '';
          return pushes.filter((push) => !text.includes(push)).length;
        })
        .toBe(0);
      for (const push of pushes) noteSeen('push alerts', push);
      expect(await runnableElements(page), 'alerts: nothing that runs').toEqual([]);
      expect(fired, 'payloads that ran').toEqual([]);
    });
  }
});

/** Signs the hostile store's customer in, through its own demo API. */
async function signInHostile(page: Page): Promise<void> {
  const response = await page.request.post(
    `http://localhost:${hostileApiPort}/sign-in?count_notifications`,
    { form: { phone: HOSTILE_CUSTOMER.phone, password: HOSTILE_CUSTOMER.password } },
  );
  const body = (await response.json()) as { data: { id: number; name: string; token: string } };
  const customer: Customer = {
    id: body.data.id,
    name: body.data.name,
    phone: HOSTILE_CUSTOMER.phone,
    password: HOSTILE_CUSTOMER.password,
    token: body.data.token,
  };
  await signIn(page, customer);
}
