import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { XSS_HOOK, xssPayloads } from '../../../tools/security/xss-corpus.mjs';
import { type Customer, signIn } from './customers.js';
import { apiPort, storefrontPort } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import {
  HOSTILE_CUSTOMER,
  type HostileTexts,
  fieldTexts,
  payloadsOf,
  writeHostileStore,
} from './hostile-store.js';
import { startServer, waitForServer } from './servers.js';

/**
 * A demo store whose every text is hostile, and a storefront in front of it: one pair for each
 * worker that runs these tests, so that the languages run side by side.
 */
let hostileApiPort = apiPort + 40;
let hostileStorefront = `http://localhost:${storefrontPort + 40}`;

const servers: ChildProcess[] = [];

/** A 1×1 transparent PNG: what every picture of the hostile store is drawn as. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let texts: HostileTexts;

type Lang = 'ar' | 'en';

const corpus = new Set(xssPayloads());
const payloadCount = xssPayloads().length;

/** Payloads of the corpus seen as text, by language and kind of server text. */
const seenAsText: Record<Lang, Map<string, Set<string>>> = { ar: new Map(), en: new Map() };

/** Notes the payloads of `text`, shown as text: each must be one of the corpus. */
function noteSeen(lang: Lang, kind: string, text: string) {
  const payloads = payloadsOf(text);
  expect(
    payloads.filter((payload) => !corpus.has(payload)).length,
    `${kind}: parts of a text that are not payloads of the corpus`,
  ).toBe(0);
  const seen = seenAsText[lang].get(kind) ?? new Set<string>();
  for (const payload of payloads) seen.add(payload);
  seenAsText[lang].set(kind, seen);
}

/**
 * Checks that each of `kinds` showed every payload of the corpus in `lang`: no fewer, and no more,
 * as only payloads of the corpus are counted.
 */
function expectWholeCorpus(lang: Lang, kinds: readonly string[]): void {
  expect(
    kinds.map((kind) => `${kind} ${seenAsText[lang].get(kind)?.size ?? 0}`),
    `payloads seen as text in ${lang}, by kind`,
  ).toEqual(kinds.map((kind) => `${kind} ${payloadCount}`));
}

/** Where `actual` first differs from `expected`, briefly; null when they are the same. */
function difference(actual: string | null, expected: string): string | null {
  if (actual === expected) return null;
  if (actual === null) return 'no text';
  let at = 0;
  while (actual[at] === expected[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 20), at + 40));
  return `at ${at}: ${around(actual)} instead of ${around(expected)}`;
}

/** Checks that `element` is visible and its text is `text`, character for character. */
async function expectExactText(element: Locator, text: string, label: string): Promise<void> {
  await expect(element, `${label} visible`).toBeVisible();
  expect(difference(await element.textContent(), text), `${label} shown as its text`).toBeNull();
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
      // The page's own icon, written into it as a picture (decision 021): a browser draws an icon
      // as an image, which runs nothing.
      const isPageIcon = (value: string) =>
        element.localName === 'link' &&
        element.getAttribute('rel') === 'icon' &&
        element.parentElement === document.head &&
        /^data:image\//i.test(value);
      const found = [...element.attributes]
        .filter(
          ({ name, value }) =>
            name.startsWith('on') ||
            name === 'srcdoc' ||
            (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
              /^\s*(javascript|vbscript|data):/i.test(value) &&
              !(name === 'href' && isPageIcon(value))),
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
async function open(page: Page, lang: Lang, path: string): Promise<void> {
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
  lang: Lang,
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
      { message: `${path}: every hostile text shown as text`, timeout: 20_000 },
    )
    .toEqual([]);
  for (const [kind, items] of Object.entries(expected)) {
    for (const item of items) noteSeen(lang, kind, item);
  }
  expect(await runnableElements(page), `${path}: nothing that runs`).toEqual([]);
}

async function visit(
  page: Page,
  lang: Lang,
  path: string,
  expected: Record<string, readonly string[]>,
): Promise<void> {
  await open(page, lang, path);
  await expectShownAsText(page, lang, expected);
}

/** The headings of a complaint's sections. */
const complaintSections = {
  ar: { message: 'رسالتك', response: 'رد المتجر' },
  en: { message: 'Your message', response: 'The store’s answer' },
} as const;

test.describe('hostile text from the store', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async ({}, testInfo) => {
    const offset = 40 + testInfo.parallelIndex * 5;
    hostileApiPort = apiPort + offset;
    hostileStorefront = `http://localhost:${storefrontPort + offset}`;
    const file = join(tmpdir(), `matjar-e2e-hostile-${testInfo.parallelIndex}-${Date.now()}.json`);
    texts = await writeHostileStore(file, hostileApiPort);
    servers.push(
      startServer('apps/demo-api/dist/main.js', {
        PORT: String(hostileApiPort),
        DEMO_API_DATA: file,
      }),
      startServer('apps/storefront/server.mjs', {
        PORT: String(storefrontPort + offset),
        MATJAR_API_URL: `http://localhost:${hostileApiPort}/`,
        MATJAR_DEMO_PUSH: '1',
      }),
    );
    await waitForServer(`http://localhost:${hostileApiPort}/health`);
    await waitForServer(`${hostileStorefront}/build.json`);
  });

  // The texts are the subject here, not the pictures: the demo store draws each of its many
  // hostile products' pictures on first request, which on a busy machine held every page's start
  // (it waits for its largest image) for seconds. Their alternative texts are still checked.
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => url.port === String(hostileApiPort) && url.pathname.startsWith('/__demo/images/'),
      (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
    );
  });

  test.afterAll(() => {
    for (const server of servers) server.kill();
    const figures = (lang: Lang) =>
      [...seenAsText[lang]].map(([kind, seen]) => `${kind} ${seen.size}`).join(', ');
    console.log(
      `cross-site scripting corpus: ${payloadCount} payloads; seen as text in Arabic: ${figures('ar')}; in English: ${figures('en')}`,
    );
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
          await expectShownAsText(page, lang, { providers: [provider], products: names });
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
      expectWholeCorpus(lang, [
        'categories',
        'banners',
        'providers',
        'products',
        'descriptions',
        'reviews',
      ]);
    });

    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: the customer's pages, the store's HTML and push alerts run nothing`, async ({
      page,
    }) => {
      const fired = await countExecutions(page);
      await signInHostile(page);
      await visit(page, lang, '/notifications', {
        'notification titles': texts.notifications.map(({ title }) => title),
        'notification bodies': texts.notifications.map(({ body }) => body),
      });
      // The list shows each complaint's title only, as the link to its page.
      await visit(page, lang, '/complaints', {
        'complaint titles': texts.complaints.map(({ title }) => title),
      });
      for (const { id, title } of texts.complaints) {
        await expectExactText(
          page.locator(`main a[href="/complaints/${id}"]`),
          title,
          `complaint ${id}'s link`,
        );
      }
      // Its page shows the title, the message and the store's response, each its own text.
      for (const { id, title, message, response } of texts.complaints) {
        await visit(page, lang, `/complaints/${id}`, {
          'complaint titles': [title],
          'complaint messages': [message],
          'complaint responses': [response],
        });
        const complaint = page.getByRole('main').getByRole('article');
        const section = (name: string) =>
          complaint.getByRole('region', { name, exact: true }).locator('p[dir="auto"]');
        await expectExactText(
          complaint.getByRole('heading', { level: 1 }),
          title,
          `complaint ${id}'s title`,
        );
        await expectExactText(
          section(complaintSections[lang].message),
          message,
          `complaint ${id}'s message`,
        );
        await expectExactText(
          section(complaintSections[lang].response),
          response,
          `complaint ${id}'s response`,
        );
      }
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
      const pushes = fieldTexts(3, ['title', 'body'] as const);
      await page.route('**/__demo/push/stream**', async (route) => {
        const events = pushes.map(({ title, body }, index) =>
          [
            'event: push',
            `id: ${900_000 + index}`,
            `data: ${JSON.stringify({ type: 'admin', title_ar: title, title_en: title, body_ar: body, body_en: body, order_id: null })}`,
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
          return pushes
            .flatMap(({ title, body }) => [title, body])
            .filter((push) => !text.includes(push)).length;
        })
        .toBe(0);
      for (const { title, body } of pushes) {
        noteSeen(lang, 'push titles', title);
        noteSeen(lang, 'push bodies', body);
      }
      expect(await runnableElements(page), 'alerts: nothing that runs').toEqual([]);
      expect(fired, 'payloads that ran').toEqual([]);
      expectWholeCorpus(lang, [
        'notification titles',
        'notification bodies',
        'complaint titles',
        'complaint messages',
        'complaint responses',
        'chat',
        'reasons',
        'push titles',
        'push bodies',
      ]);
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
