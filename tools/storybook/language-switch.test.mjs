// The built Storybook (dist/storybook, from `npm run build-storybook`) in the system Chromium:
// switching the toolbar's language to English flips a story's text and direction, for one story of
// every library. The toolbar writes its choice as the `globals` of the story's address, which is
// what this opens.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const storybook = join(root, 'dist/storybook');

/** A story per library whose own words (buttons, labels, messages) come from the catalogues. */
const SAMPLES = {
  account: 'account-addresslist--two-addresses',
  auth: 'auth-restorepasswordform--phone-step',
  cart: 'cart-cartlines--lines',
  catalog: 'catalog-productcard--with-favorite-and-quick-add',
  maps: 'maps-addresspicker--without-map',
  orders: 'orders-cancelorderdialog--choosing-a-reason',
  push: 'push-alertstack--order-link',
  ui: 'ui-errorstate--default',
  wallet: 'wallet-bankaccountform--adding',
};

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Serves the built Storybook from a port of its own. */
function serve() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(storybook, path === '/' ? 'index.html' : path);
    if (!file.startsWith(storybook) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('the built Storybook follows its language switch', () => {
  /** @type {import('node:http').Server} */
  let server;
  /** @type {import('puppeteer-core').Browser} */
  let browser;
  let origin = '';

  before(async () => {
    assert.ok(
      existsSync(join(storybook, 'iframe.html')),
      'dist/storybook is built first (npm run build-storybook)',
    );
    server = await serve();
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await puppeteer.launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs,
    });
  });

  after(async () => {
    await browser?.close();
    server?.close();
  });

  it('has a sample for every library with stories', () => {
    const index = JSON.parse(readFileSync(join(storybook, 'index.json'), 'utf8'));
    const ids = new Set(Object.keys(index.entries));
    const libraries = new Set(
      Object.values(index.entries).map((entry) => String(entry.importPath).split('/')[2]),
    );
    assert.deepEqual([...libraries].sort(), Object.keys(SAMPLES).sort());
    for (const id of Object.values(SAMPLES)) assert.ok(ids.has(id), `the story ${id} exists`);
  });

  /** The story drawn in a language: the document's language and direction, and its words. */
  async function drawn(id, locale) {
    const page = await browser.newPage();
    try {
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`);
      // Storybook marks the body once the story has rendered (or failed to).
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') ||
          document.body.classList.contains('sb-show-errordisplay'),
      );
      await page.waitForFunction(() => document.body.innerText.trim().length > 0);
      const state = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        text: document.body.innerText,
        failed: document.body.classList.contains('sb-show-errordisplay'),
      }));
      assert.equal(state.failed, false, `${id} renders`);
      assert.deepEqual(errors, [], `${id} runs without errors`);
      return state;
    } finally {
      await page.close();
    }
  }

  for (const [library, id] of Object.entries(SAMPLES)) {
    it(`${library}: ${id} turns from Arabic, right to left, to English, left to right`, async () => {
      const arabic = await drawn(id, 'ar');
      assert.equal(arabic.lang, 'ar');
      assert.equal(arabic.dir, 'rtl');
      assert.match(arabic.text, ARABIC);

      const english = await drawn(id, 'en');
      assert.equal(english.lang, 'en');
      assert.equal(english.dir, 'ltr');
      assert.match(english.text, LATIN_WORD);
      const words = (text) => new Set(text.split(/\s+/).filter((word) => ARABIC.test(word)));
      const arabicWords = words(arabic.text);
      const left = [...words(english.text)].filter((word) => arabicWords.has(word));
      // The story's data (a product's or a bank's name) may stay as written; its own words turn.
      assert.ok(
        left.length < arabicWords.size,
        `${id}: some of its Arabic words turn to English (${arabicWords.size} before, ${left.length} left)`,
      );
    });
  }
});
