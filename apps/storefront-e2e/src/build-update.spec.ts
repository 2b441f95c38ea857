import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.js';

/** From now on the server answers `page` as if a newer build than the running one were deployed. */
async function serveNewerBuild(page: Page, request: APIRequestContext): Promise<void> {
  const running = (await (await request.get('/build.json')).json()) as { id: string };
  await page.route('**/build.json*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(running.id, 'a-newer-build');
    await route.fulfill({ response, body });
  });
}

/** The documents `page` asks for from now on (a reload, a navigation the app did not handle). */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  return documents;
}

test.describe('new build notice', () => {
  test('offers a reload an hour after the server starts running a newer build', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await serveNewerBuild(page, request);
    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toHaveCount(0);

    await page.clock.runFor(60 * 60 * 1000);

    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  });

  test('offers the new build at once when code of the running one is gone, without reloading', async ({
    page,
    request,
    problems,
  }) => {
    // A deploy has happened: the dialog's code of this build is gone, and the server runs another.
    await page.route('**/assets/dialog-panel-*.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await serveNewerBuild(page, request);
    const documents = documentsOf(page);
    problems.expectedConsoleErrors = [
      /Failed to load resource: the server responded with a status of 404/,
    ];
    await gotoHydrated(page, '/');
    // The page preloads the dialog's code when idle; its failure asks which build the server runs.
    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    expect(documents).toHaveLength(1);
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

test.describe('a page of the previous build after a deploy', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a chunk gone from the server costs one reload, and the page opens`, async ({
      page,
      problems,
    }) => {
      // A short page: its footer is where it was drawn when the pointer comes to it (on the home
      // page, bands drawn as they come near the screen may still move it, and the press would land
      // on the link beside it).
      await gotoHydrated(page, `/aboutUs?lang=${lang}`);
      const loaded = new Set<string>();
      const documents = documentsOf(page);
      // Every script of the app not loaded yet is gone once (the previous build's files), as after
      // a deploy; the reloaded page is the new build's, whose files the server has: once the page
      // has asked for a new document, every script is served, including those no page asked for
      // before (the app asks for a page's scripts a few at a time, so some may come only then).
      const gone = new Set<string>();
      for (const entry of await page.evaluate(() =>
        performance.getEntriesByType('resource').map((resource) => resource.name),
      )) {
        loaded.add(new URL(entry).pathname);
      }
      await page.route('**/assets/*.js', (route) => {
        const { pathname } = new URL(route.request().url());
        if (documents.length > 0 || loaded.has(pathname) || gone.has(pathname)) {
          return route.fallback();
        }
        gone.add(pathname);
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      });
      // React Router names each route whose code it could not load: the page asked for, and any
      // link the pointer rests on as the page scrolls (prefetched; the reload it asks for is
      // refused, see the next test).
      problems.expectedConsoleErrors = [
        /Failed to load resource: the server responded with a status of 404/,
        /Error loading route module `\/assets\/[\w-]+\.js`, reloading page/,
        /Failed to fetch dynamically imported module/,
      ];

      await page
        .locator('footer')
        .getByRole('link', { name: lang === 'ar' ? 'الأسئلة الشائعة' : 'FAQs' })
        .click();
      await expect(page).toHaveURL(/\/faqs/);
      // The new build's page: a whole document, loaded and started.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
        timeout: 15_000,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'ar' ? 'الأسئلة الشائعة' : 'Frequently asked questions',
      );
      expect(gone.size, 'scripts of the previous build asked for').toBeGreaterThan(0);
      expect(
        documents.length,
        `documents loaded after the deploy: ${documents.join(' ')}`,
      ).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('pointing at a link after a deploy', () => {
  test('in Arabic: a link whose page code is gone keeps the page and what was typed, and offers the new build', async ({
    page,
    request,
    problems,
  }) => {
    await gotoHydrated(page, '/contactUs?lang=ar');
    // Once idle, the tab fetches the code of its toasts, which will tell of the new build.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((resource) => /\/toast-stack-[\w-]+\.js$/.test(resource.name)),
    );
    await page.waitForLoadState('networkidle');
    const loaded = new Set(
      (
        await page.evaluate(() =>
          performance.getEntriesByType('resource').map((resource) => resource.name),
        )
      ).map((name) => new URL(name).pathname),
    );
    // A deploy has happened: the scripts of this build not loaded yet are gone, and the server
    // runs another build.
    await page.route('**/assets/*.js', (route) =>
      loaded.has(new URL(route.request().url()).pathname)
        ? route.fallback()
        : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await serveNewerBuild(page, request);
    const documents = documentsOf(page);
    problems.expectedConsoleErrors = [
      /Failed to load resource: the server responded with a status of 404/,
      /Error loading route module `\/assets\/faqs-[\w-]+\.js`, reloading page/,
      /Failed to fetch dynamically imported module/,
    ];

    const message = page.getByRole('textbox', { name: /^الرسالة/ });
    await message.fill('متى يصل طلبي إلى حي الملقا؟');
    // Pointing at the link prefetches its page: its code is gone.
    const prefetched = page.waitForRequest((sent) => /\/assets\/faqs-[\w-]+\.js$/.test(sent.url()));
    await page.locator('footer').getByRole('link', { name: 'الأسئلة الشائعة' }).hover();
    await prefetched;

    await expect(page.getByText('يتوفر إصدار جديد من متجر.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/contactUs/);
    await expect(message).toHaveValue('متى يصل طلبي إلى حي الملقا؟');
    expect(documents, 'documents loaded after pointing at the link').toEqual([]);
  });
});
