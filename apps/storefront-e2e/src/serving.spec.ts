import type { Response } from '@playwright/test';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HYDRATION_TIMEOUT_MS, expect, gotoHydrated, test } from './fixtures.js';
import { newCustomer, signIn } from './customers.js';
import { apiUrl, storefrontPort } from './e2e-env.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as a browser sends it, answered byte for byte (no decoding on the way). */
function rawGet(path: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: 'localhost',
        port: storefrontPort,
        path,
        headers: {
          'accept-encoding': acceptEncoding,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * A page's markup without what changes with every answer (nonces, and the scripts carrying the
 * data's timestamps), to compare two answers of the same page.
 */
const settled = (html: string) =>
  html
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/(<script[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');

/** Where two texts part, for a readable failure. */
const firstDifference = (a: string, b: string) => {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `${a.slice(index, index + 80)} ≠ ${b.slice(index, index + 80)}`;
};

test.describe('pages on the wire', () => {
  for (const path of ['/', '/products/1', '/categories/1', '/search?q=%D8%AA%D9%85%D8%B1']) {
    test(`${path} arrives compressed with brotli or gzip, and decodes to the whole page`, async () => {
      const plain = await rawGet(path, 'identity');
      const brotli = await rawGet(path, 'br, gzip');
      const gzip = await rawGet(path, 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const answer of [plain, brotli, gzip]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
      }
      const html = plain.body.toString('utf8');
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html.endsWith('</html>')).toBe(true);
      const fromBrotli = brotliDecompressSync(brotli.body).toString('utf8');
      const fromGzip = gunzipSync(gzip.body).toString('utf8');
      for (const decoded of [fromBrotli, fromGzip]) {
        expect(
          settled(decoded) === settled(html),
          firstDifference(settled(decoded), settled(html)),
        ).toBe(true);
      }
      // Compressed, the page is a fraction of its size.
      expect(brotli.body.length).toBeLessThan(html.length / 4);
      console.log(
        `${path}: ${html.length} B, brotli ${brotli.body.length} B, gzip ${gzip.body.length} B`,
      );
    });
  }

  test('static files are sent precompressed and cached for a year', async () => {
    const page = await rawGet('/', 'identity');
    // The app's script names the modules it asks for once the page has painted.
    const script = /import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(
      page.body.toString('utf8'),
    )?.[1];
    expect(script).toBeDefined();
    const plain = await rawGet(script ?? '', 'identity');
    const brotli = await rawGet(script ?? '', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(brotli.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    // A browser lists gzip first; it still gets the smaller file.
    const asBrowsersAsk = await rawGet(script ?? '', 'gzip, deflate, br, zstd');
    expect(asBrowsersAsk.headers['content-encoding']).toBe('br');
    expect(asBrowsersAsk.body.equals(brotli.body)).toBe(true);
    const gzip = await rawGet(script ?? '', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.byteLength).toBeLessThan(gzip.body.byteLength);
  });

  test("the files at the build's root are sent precompressed and kept an hour; a page named like their folder is the store's page", async () => {
    const worker = await rawGet('/locale-data-worker.js', 'br');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toMatch(/max-age=3600/);
    const icon = await rawGet('/icons/icon-192.png', 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    for (const path of ['/icons', '/icons/']) {
      const page = await rawGet(path, 'identity');
      expect(page.status, path).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body.toString('utf8')).toContain('<html lang="ar" dir="rtl"');
    }
  });

  test('in a browser, the stylesheet and the scripts arrive in brotli', async ({ page }) => {
    const answers: Promise<{ path: string; encoding: string; bytes: number }>[] = [];
    const onResponse = (response: Response) => {
      if (!/\/assets\/.*\.(css|js)$/.test(response.url())) return;
      answers.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          encoding: response.headers()['content-encoding'] ?? 'none',
          bytes: body.byteLength,
        })),
      );
    };
    page.on('response', onResponse);
    await gotoHydrated(page, '/products/1');
    // The files of the page as it starts: code the app loads later, once idle, may still be on
    // its way when the test ends.
    page.off('response', onResponse);
    // Files too small to gain from compression (under 256 bytes) are sent as they are.
    const worthCompressing = (await Promise.all(answers)).filter((answer) => answer.bytes >= 256);
    expect(worthCompressing.some((answer) => answer.path.endsWith('.css'))).toBe(true);
    expect(worthCompressing.filter((answer) => answer.path.endsWith('.js')).length).toBeGreaterThan(
      5,
    );
    expect(worthCompressing.filter((answer) => answer.encoding !== 'br')).toEqual([]);
  });

  test("every script of the app asks on its first line to be compiled as it arrives, the dialog's included", async ({
    page,
  }) => {
    const scripts: Promise<{ path: string; firstLine: string }>[] = [];
    const onResponse = (response: Response) => {
      const { pathname } = new URL(response.url());
      // React Router's table of routes is data: it has no function to compile.
      if (!/^\/assets\/.*\.js$/.test(pathname) || pathname.startsWith('/assets/manifest-')) return;
      scripts.push(
        response
          .text()
          .then((text) => ({ path: pathname, firstLine: text.slice(0, text.indexOf('\n')) })),
      );
    };
    page.on('response', onResponse);
    await gotoHydrated(page, '/products/1');
    // A visitor's "add to cart" opens the "sign in first" dialog, whose code comes on demand.
    await page.getByRole('radio').first().click();
    await page.locator('.catalog-purchase__add').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    page.off('response', onResponse);
    const answers = await Promise.all(scripts);
    expect(answers.some((answer) => answer.path.startsWith('/assets/shell-'))).toBe(true);
    expect(answers.some((answer) => answer.path.startsWith('/assets/dialog-panel-'))).toBe(true);
    expect(answers.filter((answer) => answer.firstLine !== '//# allFunctionsCalledOnLoad')).toEqual(
      [],
    );
  });

  test("a page connects to the store's origin while it is read, for its pictures and for the customer's calls", async () => {
    const html = (await rawGet('/', 'identity')).body.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const store = new URL(apiUrl).origin;
    const connections = [...head.matchAll(/<link rel="preconnect"[^>]*>/g)].map(
      (match) => match[0],
    );
    // One connection for pictures (sent with credentials), one for the API's calls (without).
    expect(connections).toEqual([
      `<link rel="preconnect" href="${store}"/>`,
      `<link rel="preconnect" href="${store}" crossorigin=""/>`,
    ]);
    // Before anything is asked of that origin: the largest image and the stylesheet come after.
    const last = head.indexOf(connections[1] ?? '');
    expect(last).toBeLessThan(head.indexOf('<link rel="preload" as="image"'));
    expect(last).toBeLessThan(head.search(/<link[^>]*rel="stylesheet"/));
  });

  test('a page asks for nothing but what it paints first: its icon is in the page, its manifest linked once the app has started', async ({
    page,
  }) => {
    const html = (await rawGet('/', 'identity')).body.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="manifest"');
    const icon = /<link[^>]*rel="icon" href="([^"]+)"/.exec(head)?.[1] ?? '';
    const iconSvg = decodeURIComponent(
      icon.replaceAll('&#x27;', "'").replace(/^data:image\/svg\+xml,/, ''),
    );
    // The store's icon: the file the manifest names, as it is.
    const manifest = JSON.parse(
      (await rawGet('/manifest.webmanifest', 'identity')).body.toString('utf8'),
    ) as { icons: { src: string; type: string }[] };
    const svgIcon = manifest.icons.find((entry) => entry.type === 'image/svg+xml')?.src ?? '';
    expect(svgIcon).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);
    const file = (await rawGet(svgIcon, 'identity')).body.toString('utf8');
    expect(iconSvg.replaceAll("'", '"')).toBe(file.trim());

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    expect(asked).not.toContain(svgIcon);
    expect(asked).not.toContain('/favicon.ico');
  });

  test('a page asks for its scripts once it has painted its largest image, and starts the app then', async () => {
    const html = (await rawGet('/products/1', 'identity')).body.toString('utf8');
    // No script is asked for by the head: the stylesheet, the font and the image have the line.
    expect(html).not.toContain('<link rel="modulepreload"');
    const image = html.indexOf('<link rel="preload" as="image"');
    expect(image).toBeGreaterThan(-1);
    expect(html.slice(image, html.indexOf('>', image))).toContain('fetchPriority="high"');
    // One stylesheet: the parts every page shows. The cart's comes with the cart's pages.
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toHaveLength(1);
    const appScripts = [
      ...html.matchAll(/<script([^>]*)type="module"([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(appScripts).toHaveLength(1);
    const [, before = '', after = '', source = ''] = appScripts[0] ?? [];
    expect(before + after).not.toContain('async');
    expect(source).not.toMatch(/^\s*import\s/m);
    const wait = source.indexOf('requestAnimationFrame');
    const preload = source.indexOf("'modulepreload'");
    const entry = source.search(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(entry).toBeGreaterThan(preload);
  });

  test("a page asks for its language's messages with its own code, not after its code has run", async () => {
    for (const [lang, other] of [
      ['ar', 'en'],
      ['en', 'ar'],
    ] as const) {
      const html = (await rawGet(`/products/1?lang=${lang}`, 'identity')).body.toString('utf8');
      const start = /<script[^>]*type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      const preloads = /const hrefs = (\[[^\]]*\]);/.exec(start)?.[1] ?? '[]';
      const hrefs = JSON.parse(preloads) as string[];
      expect(hrefs.some((href) => href.startsWith('/assets/entry.client-'))).toBe(true);
      expect(hrefs.filter((href) => href.startsWith(`/assets/${lang}-`))).toHaveLength(1);
      expect(hrefs.filter((href) => href.startsWith(`/assets/${other}-`))).toHaveLength(0);
      // The messages the product page's own code brings, in the page's language only.
      expect(hrefs.filter((href) => href.startsWith(`/assets/messages-${lang}-`))).not.toHaveLength(
        0,
      );
      expect(hrefs.filter((href) => href.startsWith(`/assets/messages-${other}-`))).toHaveLength(0);
    }
  });

  test("a page loads the messages of its own code only; a page opened in the app brings its own, in the page's language", async ({
    page,
  }) => {
    const partsLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /^\/assets\/messages-(ar|en)-[\w-]+\.js$/.test(path)),
      );
    await gotoHydrated(page, '/');
    const onHome = await partsLoaded();
    expect(onHome.every((path) => path.startsWith('/assets/messages-ar-'))).toBe(true);

    // The product page's code, and its messages, are not home's.
    await page.locator('a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/\d+/);
    await expect(page.locator('.catalog-purchase__add')).toBeVisible();
    await expect.poll(async () => (await partsLoaded()).length).toBeGreaterThan(onHome.length);
    const onProduct = await partsLoaded();
    expect(onProduct.every((path) => path.startsWith('/assets/messages-ar-'))).toBe(true);
    // Its words are drawn in Arabic (a message the page lacked would be drawn as its id, and the
    // guard would report it).
    await expect(page.locator('main')).not.toContainText(/\b(catalog|ui|cart)\.[a-z]\w*\.[a-z]\w*/);
  });

  test("the footer comes drawn with the page, its code is not the first screen's, its links work before it comes, and it comes alive once the page is idle", async ({
    page,
  }) => {
    const html = (await rawGet('/?lang=en', 'identity')).body.toString('utf8');
    expect(html).toContain('<footer class="sf-footer"');
    const start = /<script[^>]*type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hrefs = JSON.parse(/const hrefs = (\[[^\]]*\]);/.exec(start)?.[1] ?? '[]') as string[];
    expect(hrefs.some((href) => href.startsWith('/assets/entry.client-'))).toBe(true);
    expect(hrefs.filter((href) => href.startsWith('/assets/footer-'))).toEqual([]);

    // Its code held back: the footer is the server's drawing, and its links open their page.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
      asked += 1;
      await held;
      await route.fallback();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // Started, not waiting for the footer to be live (`gotoHydrated` would).
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: HYDRATION_TIMEOUT_MS,
    });
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => asked, "the footer's code is asked for once the page is idle").toBe(1);
    await expect(footer.locator('.sf-footer__marks li')).toHaveCount(0);
    await footer.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    expect(documents, 'pages opened as documents').toHaveLength(1);

    // Its code comes: the footer is live, with the marks of the ways to pay drawn in the browser.
    release();
    await expect(footer.locator('.sf-footer__marks li')).toHaveCount(5);
    await expect(footer.getByRole('link', { name: 'FAQs' })).toBeVisible();
    expect(documents).toHaveLength(1);
  });

  test("home's recently viewed rail brings its code only to a device that has viewed a product", async ({
    page,
  }) => {
    const railCode = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /^\/assets\/recently-viewed-rail-[\w-]+\.js$/.test(path)),
      );
    await gotoHydrated(page, '/?lang=en');
    // Home's rails have come alive, with nothing viewed yet.
    await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
    expect(await railCode()).toEqual([]);
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

    await gotoHydrated(page, '/products/1');
    await expect(page.locator('.catalog-purchase__add')).toBeVisible();
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
    expect(await railCode()).toHaveLength(1);
  });

  test("a customer's cart asks for the code of the calls it starts with before the app starts, not after", async ({
    page,
    request,
  }) => {
    await signIn(page, await newCustomer(request));
    await gotoHydrated(page, '/cart');
    const readTimeline = () =>
      page.evaluate(() => ({
        hydrating: performance.getEntriesByName('matjar:hydrate-start')[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(ar|define-call)-[\w-]+\.js$/.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
    // A script's entry is written once it has arrived, which may be after the app has started.
    // The catalogue, and the shared code of the store's calls (the cart's among them).
    await expect
      .poll(async () =>
        (await readTimeline()).scripts.map((script) => script.name.split('-')[0]).sort(),
      )
      .toEqual(['/assets/ar', '/assets/define']);
    const timeline = await readTimeline();
    for (const script of timeline.scripts)
      expect(script.startTime).toBeLessThan(timeline.hydrating);
  });

  for (const [lang, face] of [
    ['ar', 'Matjar Sans Arabic'],
    ['en', 'Matjar Sans Latin'],
  ] as const) {
    test(`${lang}: a page downloads one font file, the one its head preloads, and draws its text with it`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      // The page shows a word of the other script: the language switch's "English" (or "العربية").
      await gotoHydrated(page, `/categories/1?lang=${lang}`);
      await page.evaluate(() => document.fonts.ready);
      const preloaded = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      expect(preloaded).toHaveLength(1);
      expect(preloaded[0]).toMatch(/\.woff2$/);
      expect(fonts).toEqual(preloaded);
      // The riyal sign's face comes inside the stylesheet: no file of its own, there at once.
      const drawnWith = await page.evaluate(
        (family) =>
          document.fonts.check(`16px "${family}"`) &&
          document.fonts.check('16px "Matjar Riyal"', '\u20C1') &&
          getComputedStyle(document.body).fontFamily,
        face,
      );
      expect(drawnWith).toContain(face);
    });
  }

  test("en: Arabic letters on an English page are drawn with the store's Arabic face, fetched only then", async ({
    page,
  }) => {
    const arabicFile = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(
      (await rawGet('/categories/1?lang=ar', 'identity')).body.toString('utf8'),
    )?.[1];
    expect(arabicFile).toMatch(/\.woff2$/);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    // The demo's first product has a customer's review written in Arabic.
    await gotoHydrated(page, '/products/1?lang=en');
    const review = page.getByText('ممتاز', { exact: false }).first();
    await expect(review).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toContain(arabicFile);
    expect(fonts).toHaveLength(2);
    expect(
      await review.evaluate(
        (element) =>
          document.fonts.check('16px "Matjar Sans Arabic Letters"', element.textContent ?? '') &&
          getComputedStyle(element).fontFamily,
      ),
    ).toContain('Matjar Sans Arabic Letters');
  });

  test("a worker loads the locale data of the page's language before the app's scripts are asked for, and is ended once done", async ({
    page,
  }) => {
    // What the page's first script starts, in its order. When the browser sends each request is
    // its own affair: a worker's script may be fetched after a preload inserted just after it.
    await page.addInitScript(() => {
      const started: string[] = [];
      Object.defineProperty(window, '__matjarStarted', { value: started });
      const preloads = (records: MutationRecord[]) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              started.push(`preload ${new URL(node.href).pathname}`);
      };
      const observer = new MutationObserver(preloads);
      observer.observe(document, { childList: true, subtree: true });
      window.Worker = new Proxy(window.Worker, {
        construct(target, args: ConstructorParameters<typeof Worker>) {
          preloads(observer.takeRecords());
          const url = new URL(String(args[0]), location.href);
          started.push(`worker ${url.pathname}${url.search}`);
          return Reflect.construct(target, args) as Worker;
        },
      });
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/locale-data-worker.js') requested.push(`${pathname}${search}`);
    });
    const ended: Promise<string>[] = [];
    page.on('worker', (worker) => {
      ended.push(new Promise((resolve) => worker.on('close', () => resolve(worker.url()))));
    });
    await gotoHydrated(page, '/products/1?lang=en');
    const worker =
      '/locale-data-worker.js?locale=en-SA-u-ca-gregory-nu-latn&timeZone=Asia%2FRiyadh';
    const started = await page.evaluate(
      () => (window as unknown as { __matjarStarted: string[] }).__matjarStarted,
    );
    expect(started[0]).toBe(`worker ${worker}`);
    expect(started.filter((entry) => entry.startsWith('preload /assets/')).length).toBeGreaterThan(
      5,
    );
    expect(requested).toEqual([worker]);
    expect(ended).toHaveLength(1);
    expect(new URL(await ended[0]!).pathname).toBe('/locale-data-worker.js');
  });

  test('in a browser, the page paints before any script is asked for, and then the app starts', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products/1');
    const timeline = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      hydrated: performance.getEntriesByName('matjar:hydrated').length,
    }));
    expect(timeline.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timeline.scripts)).toBeGreaterThan(timeline.paint);
    expect(timeline.hydrated).toBe(1);
  });
});
