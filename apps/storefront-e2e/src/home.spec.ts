import type { Locator } from '@playwright/test';
import {
  HYDRATION_TIMEOUT_MS,
  checkGuard,
  colorsAbove,
  expect,
  gotoHydrated,
  holdChunk,
  isDrawn,
  test,
  guardContext,
  shellLink,
} from './fixtures.js';

const focusColor = '#1f6feb';

test.describe('home page', () => {
  test('is rendered by the server in Arabic, right to left, before any script runs @phone', async ({
    browser,
    problems,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const watch = await guardContext(context, problems);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'كل ما تحتاجه، يصلك إلى باب بيتك',
    );
    await expect(page.getByRole('heading', { name: 'تسوّق حسب القسم' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'جميع الأسعار شاملة ضريبة القيمة المضافة.',
    );
    await context.close();
    checkGuard(problems, watch);
  });

  test("a card's heart pressed before the sections' code has come is answered once it has", async ({
    page,
  }) => {
    // The sections' code held back, as on a slow connection once the page has started.
    const release = await holdChunk(page, 'home-content');
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: HYDRATION_TIMEOUT_MS,
    });
    const sections = page.locator('[data-on-idle="home-sections"]');
    await expect(sections).not.toHaveAttribute('data-live');

    // A visitor's heart: the store asks to sign in first, once the card answers.
    await sections
      .getByRole('button', { name: /^Favorite: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Please sign in first' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Please sign in first' })).toBeVisible();
    await expect(sections).toHaveAttribute('data-live', '');
  });

  test('is rendered by the server in English, left to right, for the English cookie', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { Cookie: 'lang=en' } });
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('Everything you need, delivered to your door');
    expect(html).toContain('All prices include VAT.');
  });

  test('shows the store sections from the server, and hydrates without asking for them again', async ({
    page,
  }) => {
    const homeCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/home') homeCalls.push(request.url());
    });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'وصل حديثًا' })).toBeVisible();
    // A rail's cards are drawn as they come on the screen.
    const firstCard = page.getByRole('link', { name: /ريال سعودي/ }).first();
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard).toBeVisible();
    expect(homeCalls).toEqual([]);
  });

  test('hydrates without errors and keeps the header working @phone', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(shellLink(page, 'السلة')).toHaveAttribute('href', '/cart');
  });

  test('serves hashed assets with long cache lifetimes and pages with revalidation', async ({
    request,
  }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('private, no-cache');
    const html = await page.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await request.get(asset ?? '');
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
    expect(response.headers()['cache-control']).toContain('immutable');
  });

  test('names its canonical address, its other language and a preview for shared links', async ({
    request,
  }) => {
    const html = await (await request.get('/?lang=en')).text();
    expect(html).toContain('<title>Matjar — shop everything you need</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/\?lang=en"\/>/);
    expect(html).toMatch(/hrefLang="ar" href="[^"]*\/\?lang=ar"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('draws the bands below the screen as the customer scrolls to them, and keeps them for assistive technology', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await gotoHydrated(page, '/');
      const bestSellers = page.getByRole('region', { name: 'الأكثر مبيعًا' });
      const firstCard = bestSellers.getByRole('link', { name: /ريال سعودي/ }).first();
      // In the page, named and listed for a screen reader, but neither laid out nor painted yet,
      // and its pictures not asked for.
      await expect(firstCard).toBeAttached();
      expect(await isDrawn(firstCard)).toBe(false);
      const pictures = await bestSellers
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      expect(pictures.length).toBeGreaterThan(0);
      expect(requested.filter((url) => pictures.includes(url))).toEqual([]);

      await bestSellers.scrollIntoViewIfNeeded();
      await expect.poll(() => isDrawn(firstCard)).toBe(true);
      await expect
        .poll(() => requested.filter((url) => pictures.includes(url)).length)
        .toBeGreaterThan(0);
    });

    test('asks for the banners out of sight beside the first two once the app has started, and draws them then', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const banners = page.locator('.catalog-banner-strip > li');
      expect(await banners.count()).toBeGreaterThan(2);
      const pictures = await banners
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      await expect
        .poll(() =>
          page.evaluate((third) => performance.getEntriesByName(third).length, pictures[2] ?? ''),
        )
        .toBe(1);
      const started = await page.evaluate(
        ([first, third]) => ({
          app: performance.getEntriesByName('matjar:hydrated')[0]?.startTime ?? Infinity,
          first: performance.getEntriesByName(first ?? '')[0]?.startTime ?? Infinity,
          third: performance.getEntriesByName(third ?? '')[0]?.startTime ?? 0,
        }),
        [pictures[0], pictures[2]],
      );
      // The first banner is asked for as the page is read; the third, once the app has started.
      expect(started.first).toBeLessThan(started.app);
      expect(started.third).toBeGreaterThan(started.app);
      await expect.poll(() => isDrawn(banners.nth(2))).toBe(true);
    });

    test('on a wide screen, the carousel’s buttons keep off the banners’ words and its dots sit under the banners', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await gotoHydrated(page, '/');
      const carousel = page.locator('.catalog-banner-carousel');
      const previous = carousel.getByRole('button', { name: 'الإعلان السابق' });
      const next = carousel.getByRole('button', { name: 'الإعلان التالي' });
      const box = async (locator: Locator) => {
        const found = await locator.boundingBox();
        if (!found) throw new Error('not laid out');
        return found;
      };
      const first = await box(carousel.locator('.catalog-banner-strip__banner').first());
      const dots = await box(carousel.locator('.catalog-banner-carousel__dots'));
      // At the start there is nowhere back to go: "previous" is not shown over the first banner
      // (in Arabic, the one on the right, whose title starts at its right edge).
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).toHaveCSS('opacity', '0');
      // "Next" stands on the row's outer edge: at most its outer 24 px over a banner.
      const nextBox = await box(next);
      const row = await box(carousel.locator('.catalog-banner-strip'));
      expect(nextBox.x).toBeLessThan(row.x);
      expect(nextBox.x + nextBox.width - row.x).toBeLessThanOrEqual(24);
      // The dots are under the banners, not over their pictures.
      expect(dots.y).toBeGreaterThanOrEqual(first.y + first.height);
      await next.click();
      await expect(previous).not.toHaveAttribute('aria-disabled');
      await expect(previous).toHaveCSS('opacity', '1');
    });

    test('draws every banner without scripts', async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto('/');
      const banners = page.locator('.catalog-banner-strip > li');
      expect(await banners.count()).toBeGreaterThan(2);
      // Beside the first two, in the rail's reach: drawn as any rail item near the screen.
      await expect.poll(() => isDrawn(banners.nth(2))).toBe(true);
      await context.close();
    });

    test('draws the cards out of sight beside a rail as the customer scrolls the rail, which keeps its height', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await gotoHydrated(page, '/');
      const offers = page.getByRole('region', { name: 'العروض' });
      await offers.scrollIntoViewIfNeeded();
      const cards = offers.getByRole('link', { name: /ريال سعودي/ });
      await expect.poll(() => isDrawn(cards.first())).toBe(true);
      const lastCard = cards.last();
      const rail = offers.getByRole('list');
      const height = await rail.evaluate((list) => list.getBoundingClientRect().height);
      // Listed for a screen reader, but neither laid out nor painted, its picture not asked for.
      expect(await cards.count()).toBeGreaterThan(3);
      expect(await isDrawn(lastCard)).toBe(false);
      const picture = await lastCard.locator('img').getAttribute('src');
      expect(picture).toBeTruthy();
      expect(requested.filter((url) => url === picture)).toEqual([]);

      // Swiped to its end (leftwards, in Arabic).
      await rail.evaluate((list) =>
        list.scrollTo({ left: -list.scrollWidth, behavior: 'instant' }),
      );
      await expect.poll(() => isDrawn(lastCard)).toBe(true);
      await expect.poll(() => requested.filter((url) => url === picture).length).toBe(1);
      expect(await isDrawn(cards.first())).toBe(false);
      expect(await rail.evaluate((list) => list.getBoundingClientRect().height)).toBe(height);
    });

    test('shows the whole focus ring around a card of a rail', async ({ page }) => {
      await gotoHydrated(page, '/');
      const offers = page.getByRole('region', { name: 'العروض' });
      await offers.scrollIntoViewIfNeeded();
      const card = offers.getByRole('link', { name: /ريال سعودي/ }).first();
      await card.focus();
      await expect(card).toBeFocused();
      // The ring: 2 px of the focus colour, 2 px off the card's edge.
      const ring = await colorsAbove(page, card, 3);
      expect(ring.filter((color) => color === focusColor).length).toBeGreaterThan(
        ring.length * 0.9,
      );
    });
  });
});
