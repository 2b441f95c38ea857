import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { allowFailedConnections, expect, gotoHydrated, test } from './fixtures.js';

/** Every message id of the catalogues: none may ever show as a page's text. */
const messageIds = Object.keys(
  JSON.parse(
    readFileSync(new URL('../../../libs/i18n/src/catalogues/en.json', import.meta.url), 'utf8'),
  ) as Record<string, string>,
);

const wholeCatalogue = /\/assets\/ar-[\w-]+\.js$/;

/** Holds the whole Arabic catalogue back until the returned function lets it come. */
async function holdCatalogue(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let release = () => undefined as void;
  const arrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(wholeCatalogue, async (route: Route) => {
    asked += 1;
    await arrives;
    await route.fallback();
  });
  return { release, asked: () => asked };
}

async function idsShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return messageIds.filter((id) => text.includes(id));
}

test.describe("a page's messages", () => {
  test('in Arabic: the page comes with its own, works without the whole catalogue, and the next page waits for it', async ({
    page,
  }) => {
    const catalogue = await holdCatalogue(page);
    // The page hydrates while the whole catalogue is held.
    await gotoHydrated(page, '/');
    await expect.poll(catalogue.asked).toBe(1);

    // A dialog whose code comes on demand speaks Arabic.
    await page.locator('header').getByRole('searchbox').click();
    const search = page.getByRole('dialog', { name: 'البحث' });
    await expect(search).toBeVisible();
    await expect(search.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    expect(await idsShown(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    // The next page is drawn once the whole catalogue has come, in Arabic: its data is not even
    // asked for before.
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    await page
      .getByRole('link', { name: /الفواكه والخضروات/ })
      .first()
      .click();
    // The skeleton of the page being opened shows at once.
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(dataRequests).toEqual([]);
    catalogue.release();
    await expect(page).toHaveURL('/categories/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفواكه والخضروات');
    expect(dataRequests).toHaveLength(1);
    expect(await idsShown(page)).toEqual([]);
  });

  test('in Arabic: when the whole catalogue cannot come, the next page says so in Arabic, and trying again opens it', async ({
    page,
    problems,
  }) => {
    let fails = true;
    await page.route(wholeCatalogue, (route) => (fails ? route.abort() : route.fallback()));
    await gotoHydrated(page, '/');
    await page
      .getByRole('link', { name: /الفواكه والخضروات/ })
      .first()
      .click();
    // The page says, in Arabic, that it could not be shown, and offers to try again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطأ داخلي في الخادم');
    expect(await idsShown(page)).toEqual([]);
    fails = false;
    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفواكه والخضروات');
    await expect(page).toHaveURL('/categories/1');
    allowFailedConnections(problems);
  });
});
