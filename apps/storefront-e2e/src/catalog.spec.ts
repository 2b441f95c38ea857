import type { Locator, Page } from '@playwright/test';
import { apiUrl } from './e2e-env.js';
import {
  HYDRATION_TIMEOUT_MS,
  colorsAbove,
  expect,
  gotoHydrated,
  holdChunk,
  isDrawn,
  simulateSignIn,
  test,
  isPhoneLayout,
  tabBar,
} from './fixtures.js';

/** `--mj-color-focus`. */
const focusColor = '#1f6feb';

/** Searches from the header: a tap opens the search dialog, Enter shows the results. */
async function searchFromHeader(page: Page, dialogName: string, word: string): Promise<void> {
  await page.locator('header').getByRole('searchbox').click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill(word);
  await dialog.getByRole('searchbox').press('Enter');
}

test.describe('browsing the catalog', () => {
  test('in Arabic: category → sort and filter → product → variant → cart → favorite → search → recently viewed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await simulateSignIn(page);
    await gotoHydrated(page, '/');

    await page
      .getByRole('link', { name: /الفواكه والخضروات/ })
      .first()
      .click();
    await expect(page).toHaveURL('/categories/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفواكه والخضروات');

    await page.getByRole('link', { name: 'فواكه طازجة' }).click();
    await expect(page).toHaveURL('/categories/1?sub=101');
    // The sidebar of a wide screen: the sort as choices, the price applied with Enter.
    await page.getByRole('radio', { name: 'السعر: من الأقل إلى الأعلى' }).check();
    await expect(page).toHaveURL('/categories/1?sub=101&sort=price_low');
    await page.getByLabel('أعلى سعر').fill('٢٠');
    await page.getByLabel('أعلى سعر').press('Enter');
    await expect(page).toHaveURL('/categories/1?sub=101&sort=price_low&max=20');

    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards.first()).toBeVisible();
    await page.getByRole('link', { name: /تفاح أحمر حقول الأحساء/ }).click();
    await expect(page).toHaveURL('/products/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تفاح أحمر حقول الأحساء');

    // Adding before choosing the size is refused in place, without a request.
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('يرجى اختيار النوع أولًا')).toBeVisible();
    await page.getByRole('radio', { name: '500 جم' }).check();
    // The chosen size's chip alone shows its check mark; the others hold theirs hidden.
    const chipOf = (radio: Locator) => page.locator('label', { has: radio });
    await expect(chipOf(page.getByRole('radio', { name: '500 جم' })).locator('svg')).toBeVisible();
    const otherSizes = chipOf(page.getByRole('radio', { checked: false }));
    await expect(otherSizes.first()).toBeVisible();
    await expect(otherSizes.locator('svg')).not.toHaveCount(0);
    for (const mark of await otherSizes.locator('svg').all()) await expect(mark).toBeHidden();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('تمت إضافة المنتج إلى السلة').first()).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: /^السلة،/ })).toBeVisible();

    const heart = page.getByRole('button', { name: 'المفضلة: تفاح أحمر حقول الأحساء' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await gotoHydrated(page, '/favorites');
    await expect(page.getByRole('link', { name: /تفاح أحمر حقول الأحساء/ })).toBeVisible();

    // "الاحساء" without its hamza finds "الأحساء".
    await searchFromHeader(page, 'البحث', 'الاحساء');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «الاحساء»');
    await expect(page.getByRole('link', { name: /تفاح أحمر حقول الأحساء/ })).toBeVisible();

    await page.getByRole('link', { name: 'الصفحة الرئيسية لمتجر' }).click();
    const recent = page.getByRole('region', { name: 'شاهدتها مؤخرًا' });
    const recentApples = recent.getByRole('link', { name: /تفاح أحمر حقول الأحساء/ });
    await recentApples.scrollIntoViewIfNeeded();
    await expect(recentApples).toBeVisible();
  });

  test('in English: category → discounted → product → colour and size → cart → favorite → search → recently viewed', async ({
    page,
  }) => {
    // A link with `?lang=en` stores English for the pages that follow.
    await gotoHydrated(page, '/?lang=en');
    await simulateSignIn(page);

    await gotoHydrated(page, '/categories/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Fashion");
    const discounted = page.getByRole('switch', { name: 'Discounted only' });
    await discounted.click();
    await expect(page).toHaveURL('/categories/7?discounted=1');
    await expect(discounted).toBeChecked();
    await page.getByRole('radio', { name: 'Biggest discount' }).check();
    await expect(page).toHaveURL('/categories/7?sort=discounted&discounted=1');

    await page.getByRole('link', { name: /Naseej Men's thobe 2/ }).click();
    await expect(page).toHaveURL('/products/94');
    await page
      .getByRole('radiogroup', { name: 'Color' })
      .getByRole('radio', { name: 'Navy' })
      .click();
    await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked();
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Product added to cart').first()).toBeVisible();

    const heart = page.getByRole('button', { name: "Favorite: Naseej Men's thobe 2" });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await searchFromHeader(page, 'Search', 'naseej thobe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “naseej thobe”');
    await expect(page.getByRole('link', { name: /Naseej Men's thobe 2/ })).toBeVisible();

    await page.getByRole('link', { name: 'Matjar home page' }).click();
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    const recentThobe = recent.getByRole('link', { name: /Naseej Men's thobe 2/ });
    await recentThobe.scrollIntoViewIfNeeded();
    await expect(recentThobe).toBeVisible();
  });

  for (const lang of ['ar', 'en'] as const) {
    const t = {
      ar: {
        favorites: 'المفضلة',
        account: 'سارة العتيبي',
        menu: 'قائمة الحساب',
        home: 'الصفحة الرئيسية لمتجر',
      },
      en: {
        favorites: 'Favorites',
        account: 'سارة العتيبي',
        menu: 'Account menu',
        home: 'Matjar home page',
      },
    }[lang];
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: favorites are reached from the header and from the account menu @phone`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/?lang=${lang}`);
      await simulateSignIn(page);
      await gotoHydrated(page, '/');
      const header = page.locator('header');
      await header.getByRole('link', { name: t.favorites, exact: true }).click();
      await expect(page).toHaveURL('/favorites');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.favorites);

      await header.getByRole('link', { name: t.home }).click();
      await expect(page).toHaveURL('/');
      // A phone's header leaves the account to the bottom tab bar.
      await (
        isPhoneLayout(page)
          ? tabBar(page).getByRole('link', { name: /^(حسابي|Account)$/ })
          : header.getByRole('link', { name: t.account })
      ).click();
      await expect(page).toHaveURL('/profile');
      await page
        .getByRole('navigation', { name: t.menu })
        .getByRole('link', { name: t.favorites, exact: true })
        .click();
      await expect(page).toHaveURL('/favorites');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.favorites);
    });
  }

  test('asks a visitor to sign in before adding to the cart, and brings them back @phone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products/3');
    await page.getByRole('radio', { name: '500 جم' }).check();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    const prompt = page.getByRole('dialog', { name: 'يرجى تسجيل الدخول أولًا' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Fproducts%2F3');
    await page.getByLabel('رقم الجوال').fill('500000001');
    await page.getByLabel(/^كلمة المرور/).fill('123456');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL('/products/3');
  });

  test('holds the page still under the sign-in prompt, and a press beside the prompt dismisses it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products/3');
    await page.getByRole('radio', { name: '500 جم' }).check();
    const main = page.getByRole('main');
    const placeBefore = await main.boundingBox();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    const prompt = page.getByRole('dialog', { name: 'يرجى تسجيل الدخول أولًا' });
    await expect(prompt).toBeVisible();
    // Nothing moves sideways as the page stops scrolling.
    expect((await main.boundingBox())?.x).toBe(placeBefore?.x);

    // The wheel over the backdrop leaves the page where it was.
    await page.mouse.move(20, 20);
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);

    // A press beside the prompt dismisses it, and the page scrolls again.
    await page.mouse.click(20, 20);
    await expect(prompt).toBeHidden();
    // The backdrop fades out with the prompt and leaves the page to take presses again.
    await expect(page.locator('.mj-dialog__overlay')).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
  });

  test('refuses a blank search word in place, with one search box on the search page @phone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search');
    // The header's box is the page's: the page does not draw another.
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'بحث' }).click();
    await expect(header.getByRole('alert')).toHaveText('يرجى كتابة كلمة البحث');
    await expect(page).toHaveURL('/search');
    // Sent blank without scripts (the address a plain form makes), the page says it in words.
    await gotoHydrated(page, '/search?q=');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('يرجى كتابة كلمة البحث');
  });

  test("loads the search dialog's code only when the customer reaches for the search field", async ({
    page,
  }) => {
    const dialogCode = /\/assets\/search-suggestions-dialog-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await gotoHydrated(page, '/');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => dialogCode.test(url))).toEqual([]);

    const fetched = page.waitForRequest((sent) => dialogCode.test(sent.url()));
    const field = page.locator('header').getByRole('searchbox');
    await field.hover();
    await fetched;
    await field.click();
    const dialog = page.getByRole('dialog', { name: 'البحث' });
    await dialog.getByRole('searchbox').fill('تفاح');
    await expect(dialog.getByRole('link', { name: /تفاح أحمر حقول الأحساء/ })).toBeVisible();
  });
});

test.describe('a category on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('draws the cards further down as the customer scrolls to them', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, '/categories/1');
    const cards = page.getByRole('main').getByRole('link', { name: /ريال سعودي/ });
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(8);
    const lastCard = cards.last();
    // Listed for a screen reader, but neither laid out nor painted yet, its picture not asked for.
    expect(await isDrawn(cards.first())).toBe(true);
    expect(await isDrawn(lastCard)).toBe(false);
    const picture = await lastCard.locator('img').getAttribute('src');
    expect(picture).toBeTruthy();
    expect(requested.filter((url) => url === picture)).toEqual([]);

    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => isDrawn(lastCard)).toBe(true);
    await expect.poll(() => requested.filter((url) => url === picture).length).toBe(1);
  });

  test("asks for the other cards' pictures once the first card's has painted, then draws them", async ({
    page,
  }) => {
    await gotoHydrated(page, '/categories/1');
    const pictures = page
      .getByRole('main')
      .getByRole('link', { name: /ريال سعودي/ })
      .locator('img');
    const [first, second] = await pictures.evaluateAll((images) =>
      images.slice(0, 2).map((image) => (image as HTMLImageElement).src),
    );
    await expect(pictures.nth(1)).toBeVisible();
    await expect
      .poll(() => pictures.nth(1).evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const timeline = await page.evaluate(
      async ([firstSrc, secondSrc]) => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        largest: await new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list
              .getEntries()
              .find(
                (candidate) => (candidate as PerformanceEntry & { url?: string }).url === firstSrc,
              );
            resolve(entry?.startTime ?? Infinity);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
        first: performance.getEntriesByName(firstSrc ?? '')[0]?.startTime ?? Infinity,
        second: performance.getEntriesByName(secondSrc ?? '')[0]?.startTime ?? 0,
      }),
      [first, second],
    );
    // The first card's picture (the page's largest) is asked for as the page is read; the second,
    // once the page has painted it: without the wait it was asked for as the page was laid out.
    expect(timeline.first).toBeLessThan(timeline.painted);
    expect(timeline.second).toBeGreaterThan(timeline.painted);
    expect(timeline.second).toBeGreaterThanOrEqual(timeline.largest);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-painting'))).toBe(
      false,
    );
  });

  test("draws every card's picture on the screen without scripts", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/categories/1');
    const pictures = page
      .getByRole('main')
      .getByRole('link', { name: /ريال سعودي/ })
      .locator('img');
    for (const index of [0, 1, 2, 3]) {
      await expect(pictures.nth(index)).toBeVisible();
      await expect
        .poll(() =>
          pictures.nth(index).evaluate((image) => (image as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    await context.close();
  });

  test('shows the whole focus ring around a card, drawn just outside it', async ({ page }) => {
    await gotoHydrated(page, '/categories/1');
    const card = page
      .getByRole('main')
      .getByRole('link', { name: /ريال سعودي/ })
      .nth(2);
    await card.focus();
    await expect(card).toBeFocused();
    // The ring: 2 px of the focus colour, 2 px off the card's edge.
    const ring = await colorsAbove(page, card, 3);
    expect(ring.filter((color) => color === focusColor).length).toBeGreaterThan(ring.length * 0.9);
  });
});

test.describe('product pages for search engines and slow phones', () => {
  test('carry the name, price and JSON-LD in the HTML, before any script', async ({ request }) => {
    const response = await request.get('/products/1', { headers: { Cookie: 'lang=ar' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const jsonLd = html.indexOf('<script type="application/ld+json">');
    const firstScript = html.search(/<script(?! type="application\/ld\+json")/);
    expect(jsonLd).toBeGreaterThan(-1);
    expect(jsonLd).toBeLessThan(firstScript);
    const data = JSON.parse(
      html.slice(jsonLd, html.indexOf('</script>', jsonLd)).replace(/^<script[^>]*>/, ''),
    ) as { '@type': string; name: string; offers: { priceCurrency: string; availability: string } };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('تفاح أحمر حقول الأحساء');
    expect(data.offers.priceCurrency).toBe('SAR');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    expect(html.slice(0, firstScript)).toContain('<title>تفاح أحمر حقول الأحساء | متجر</title>');
    expect(html).toContain(
      '<h1 id="catalog-product-name" class="catalog-product-page__name">تفاح أحمر حقول الأحساء</h1>',
    );
    expect(html).toMatch(/13\.95/);
    expect(html).toContain('rel="canonical" href="http://localhost:');
    expect(html).toMatch(/hrefLang="en" href="[^"]*\/products\/1\?lang=en"/);
  });

  test('hydrate without asking the store again for what the server sent @phone', async ({
    page,
  }) => {
    const storeCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.url().startsWith(apiUrl) &&
        /^\/(products|categories|providers)\b/.test(url.pathname)
      ) {
        storeCalls.push(url.pathname);
      }
    });
    await gotoHydrated(page, '/products/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'منتجات مشابهة' })).toBeVisible();
    expect(storeCalls).toEqual([]);
  });

  test('choose and add before the reviews and similar products have their code, which answers a press once it has', async ({
    page,
  }) => {
    // The code of what lies below the product held back, as on a slow connection.
    const release = await holdChunk(page, 'product-more');
    await page.goto('/products/1?lang=en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: HYDRATION_TIMEOUT_MS,
    });
    const below = page.locator('[data-on-idle="product-more"]');
    await expect(below).not.toHaveAttribute('data-live');
    // The server's drawing is there: the reviews and the similar products.
    await expect(below.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(below.getByRole('heading', { name: 'Similar products' })).toBeVisible();

    // The product itself is live meanwhile: a weight is chosen, and adding asks a visitor to sign in.
    await page.getByRole('radio', { name: '500 g' }).check();
    await expect(page.getByRole('radio', { name: '500 g' })).toBeChecked();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    const signInFirst = page.getByRole('dialog', { name: 'Please sign in first' });
    await expect(signInFirst).toBeVisible();
    await signInFirst
      .getByRole('button', { name: /close|cancel/i })
      .first()
      .click();
    await expect(signInFirst).toHaveCount(0);

    // A similar product's heart pressed now is held, and answered once the code has come.
    await below
      .getByRole('button', { name: /^Favorite: / })
      .first()
      .click();
    await expect(signInFirst).toHaveCount(0);
    release();
    await expect(signInFirst).toBeVisible();
    await expect(below).toHaveAttribute('data-live', '');
    // Drawn live in place of the server's drawing, once (the dialog hides the page from its role).
    await expect(below.locator('h2', { hasText: /^Reviews$/ })).toHaveCount(1);
  });

  test('ask for the thumbnails once the main picture has painted, then draw them @phone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products/1');
    const thumbnails = page.getByRole('list', { name: 'صور المنتج' }).locator('img');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    const second = await thumbnails.nth(1).evaluate((image) => (image as HTMLImageElement).src);
    await expect(thumbnails.nth(1)).toBeVisible();
    await expect
      .poll(() => thumbnails.nth(1).evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const timeline = await page.evaluate((secondSrc) => {
      const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        largest: performance.getEntriesByName(largest?.src ?? '')[0]?.startTime ?? Infinity,
        second: performance.getEntriesByName(secondSrc)[0]?.startTime ?? 0,
      };
    }, second);
    expect(timeline.largest).toBeLessThan(timeline.painted);
    expect(timeline.second).toBeGreaterThan(timeline.painted);
  });

  test('answer 404 for a product that does not exist', async ({ request }) => {
    expect((await request.get('/products/99999')).status()).toBe(404);
    expect((await request.get('/products/abc')).status()).toBe(404);
  });
});

test.describe("a product's share button", () => {
  for (const [lang, name, width] of [
    ['ar', 'مشاركة', 1280],
    ['en', 'Share', 1280],
    ['ar', 'مشاركة', 390],
  ] as const) {
    test(`holds its picture beside its word, ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, `/products/1?lang=${lang}`);
      const button = page.getByRole('button', { name });
      await expect(button).toBeVisible();
      const { icon, word } = await button.evaluate((element) => {
        const text = [...element.querySelectorAll('span')]
          .flatMap((span) => [...span.childNodes])
          .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        const box = (rect: DOMRect) => ({
          top: rect.top,
          bottom: rect.bottom,
          left: rect.left,
          right: rect.right,
        });
        const svg = element.querySelector('svg');
        return {
          icon: svg ? box(svg.getBoundingClientRect()) : null,
          word: text ? box(range.getBoundingClientRect()) : null,
        };
      });
      if (!icon || !word) throw new Error('The button has no picture or no word');
      // On the same line…
      expect(icon.bottom).toBeGreaterThan(word.top);
      expect(icon.top).toBeLessThan(word.bottom);
      // …before the word in the reading direction.
      if (lang === 'ar') expect(icon.left).toBeGreaterThanOrEqual(word.right);
      else expect(icon.right).toBeLessThanOrEqual(word.left);
    });
  }
});
