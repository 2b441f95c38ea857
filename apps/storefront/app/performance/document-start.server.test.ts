import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPT_END,
  LARGEST_IMAGE_WAIT_MS,
  PRELOADS_PER_TASK,
  localeDataWorkerUrl,
  paintBeforeScripts,
  rewriteDocumentStart,
} from './document-start.server.js';

/** Streams `html` through the rewrite in chunks of `size` bytes and collects what comes out. */
async function streamed(html: string, size: number, rewrite = paintBeforeScripts) {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(
    rewriteDocumentStart(rewrite, APP_SCRIPT_END),
  )) {
    out.push(chunk as Buffer);
  }
  return Buffer.concat(out).toString('utf8');
}

const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>',
  '<title>متجر — تسوّق كل ما تحتاجه</title></head>',
  '<body><h1>عروض الأسبوع</h1>',
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">;\nimport "/assets/manifest.js";\n',
  'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client.js");</script>',
  '<p>text that mentions type="module" async=""> stays as it is</p></body></html>',
].join('');

/** The app's script of a rewritten page, and what it leaves of the page around it. */
function appScriptOf(html: string) {
  const script = /<script nonce="n" type="module">([\s\S]*?)<\/script>/.exec(html);
  return { source: script?.[1] ?? '', page: html.replace(script?.[0] ?? '', '<APP/>') };
}

interface StandInEntry {
  name?: string;
  element?: unknown;
}

/**
 * Runs the app's script of a rewritten page in a stand-in document, to see in which order it waits
 * for the paint, asks for the code and starts the app. `paints` lists the entry types the stand-in
 * browser reports (none: an older browser).
 */
async function runAppScript(
  source: string,
  {
    visibility = 'visible',
    image,
    paints = [],
    workers = false,
    trustedTypes = false,
  }: {
    visibility?: string;
    image?: { complete: boolean };
    paints?: string[];
    /** The stand-in browser can start workers. */
    workers?: boolean;
    /** The stand-in browser has Trusted Types. */
    trustedTypes?: boolean;
  } = {},
) {
  const steps: string[] = [];
  const listeners = new Map<string, () => void>();
  const imageElement = image
    ? {
        complete: image.complete,
        addEventListener: (type: string, listener: () => void) => {
          listeners.set(type, listener);
        },
      }
    : null;
  const document = {
    visibilityState: visibility,
    documentElement: {
      lang: 'ar',
      removeAttribute: (name: string) => steps.push(`remove ${name} from the root`),
    },
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority="high"]' ? imageElement : null,
    createElement: () => ({}) as Record<string, string>,
    head: {
      append: (link: Record<string, string>) =>
        steps.push(`preload ${link.href ?? ''} (${link.rel ?? ''}, nonce ${link.nonce ?? ''})`),
    },
  };
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => {
    steps.push('wait for a frame');
    frames.push(callback);
  };
  const timers: (() => void)[] = [];
  const setTimeout = (callback: () => void, ms?: number) => {
    if (ms === undefined) {
      // A yield to the browser's other tasks: the stand-in browser has none.
      steps.push('let the browser handle input');
      void Promise.resolve().then(callback);
      return;
    }
    steps.push(`wait at most ${String(ms)} ms`);
    timers.push(callback);
  };
  const observers = new Map<string, (entries: StandInEntry[]) => void>();
  class PerformanceObserver {
    static supportedEntryTypes = paints;
    constructor(
      private readonly callback: (
        list: { getEntries: () => StandInEntry[] },
        observer: PerformanceObserver,
      ) => void,
    ) {}
    observe({ type }: { type: string }) {
      steps.push(`watch for ${type}`);
      observers.set(type, (entries) => this.callback({ getEntries: () => entries }, this));
    }
    disconnect() {
      steps.push('stop watching');
    }
  }
  const window = {} as Record<string, unknown>;
  if (trustedTypes) {
    window['trustedTypes'] = {
      createPolicy: (name: string, rules: { createScriptURL: (input: string) => string }) => {
        steps.push(`make the Trusted Types policy ${name}`);
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
      },
    };
  }
  const started: StandInWorker[] = [];
  class StandInWorker {
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly url: string | { trusted: string }) {
      steps.push(`start the worker ${typeof url === 'string' ? url : `${url.trusted} (trusted)`}`);
      started.push(this);
    }
    terminate() {
      steps.push('end the worker');
    }
  }
  const localeData = (kind: string) => ({
    supportedLocalesOf: (locale: string) => {
      steps.push(`load the ${kind} data of ${locale}`);
      return [locale];
    },
  });
  const Intl = { NumberFormat: localeData('number'), DateTimeFormat: localeData('date') };
  const load = (url: string) => {
    steps.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  // The module's `import(…)` calls become calls of `load`, which a function can take as a name.
  const body = source.replaceAll(/\bimport\(/g, 'load(');
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...parameters: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    'window',
    'load',
    'Intl',
    'Worker',
    body,
  )(
    document,
    requestAnimationFrame,
    setTimeout,
    PerformanceObserver,
    window,
    load,
    Intl,
    workers ? StandInWorker : undefined,
  );
  const hasImported = async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    return steps.some((step) => step.startsWith('import'));
  };
  const nextFrames = (count: number) => {
    for (let frame = 0; frame < count; frame += 1) frames.shift()?.();
  };
  return {
    steps,
    listeners,
    observers,
    imageElement,
    nextFrames,
    timers,
    window,
    run,
    hasImported,
    started,
  };
}

/** What the app's script does once the scripts are asked for: the locale data, then the app. */
const afterPreloads = [
  'let the browser handle input',
  'load the number data of ar',
  'load the date data of ar',
  'import /assets/manifest.js',
  'import /assets/root.js',
  'import /assets/home.js',
  'import /assets/entry.client.js',
];
const appStart = [
  'remove data-painting from the root',
  'preload /assets/entry.client.js (modulepreload, nonce n)',
  'preload /assets/root.js (modulepreload, nonce n)',
  ...afterPreloads,
];

describe('the start of a page', () => {
  it('keeps the image first in the head and asks for no script there', async () => {
    const html = await streamed(page, 4096);
    const { page: around } = appScriptOf(html);
    expect(around).not.toContain('modulepreload');
    expect(around).toContain(
      '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/>',
    );
    expect(around).toBe(
      page
        .replace('<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>', '')
        .replace('<link rel="modulepreload" href="/assets/root.js" nonce="n"/>', '')
        .replace('<html lang="ar" dir="rtl">', '<html lang="ar" dir="rtl" data-painting="">')
        .replace(/<script nonce="n" type="module" async="">[\s\S]*?<\/script>/, '<APP/>'),
    );
    expect(html).not.toMatch(/<script[^>]*type="module"[^>]*async/);
  });

  it('marks the root while the largest image paints, and unmarks it before asking for any script', async () => {
    const html = await streamed(page, 4096);
    expect(html).toContain('<html lang="ar" dir="rtl" data-painting="">');
    expect(html.match(/data-painting/g)).toHaveLength(2);
    const { source } = appScriptOf(html);
    const app = await runAppScript(source, {
      image: { complete: false },
      paints: ['paint', 'largest-contentful-paint'],
    });
    app.observers.get('paint')?.([{ name: 'first-contentful-paint' }]);
    expect(await app.hasImported()).toBe(false);
    expect(app.steps).not.toContain('remove data-painting from the root');
    app.observers.get('largest-contentful-paint')?.([{ element: app.imageElement }]);
    await app.run;
    const unmarked = app.steps.indexOf('remove data-painting from the root');
    const firstPreload = app.steps.findIndex((step) => step.startsWith('preload'));
    expect(unmarked).toBeGreaterThan(-1);
    expect(unmarked).toBeLessThan(firstPreload);
  });

  it('leaves the root unmarked on a page without the app script', () => {
    const start = '<!DOCTYPE html><html lang="ar" dir="rtl"><head></head><body><p>خطأ</p>';
    expect(paintBeforeScripts(start)).toBe(start);
  });

  it('asks for the code once the browser reports the first contentful paint, then starts the app', async () => {
    const { source } = appScriptOf(await streamed(page, 4096));
    expect(source).not.toMatch(/^\s*import\s/m);
    const app = await runAppScript(source, { paints: ['paint', 'largest-contentful-paint'] });
    expect(app.steps).toEqual([
      `wait at most ${String(LARGEST_IMAGE_WAIT_MS)} ms`,
      'watch for paint',
    ]);
    app.observers.get('paint')?.([{ name: 'first-paint' }]);
    expect(await app.hasImported()).toBe(false);
    app.observers.get('paint')?.([{ name: 'first-contentful-paint' }]);
    await app.run;
    expect(app.steps.slice(2)).toEqual(['stop watching', ...appStart]);
    expect(app.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root.js' },
      'routes/home': { url: '/assets/home.js' },
    });
  });

  it("asks for the code the page loads on demand as it starts with the page's own, once each", async () => {
    const html = await streamed(page, 4096, (start) =>
      paintBeforeScripts(start, ['/assets/ar.js', '/assets/root.js', '/assets/cart-calls.js']),
    );
    const { source, page: around } = appScriptOf(html);
    expect(around).not.toContain('/assets/ar.js');
    const app = await runAppScript(source, { visibility: 'hidden' });
    await app.run;
    expect(app.steps).toEqual([
      'remove data-painting from the root',
      'preload /assets/entry.client.js (modulepreload, nonce n)',
      'preload /assets/root.js (modulepreload, nonce n)',
      'preload /assets/ar.js (modulepreload, nonce n)',
      'let the browser handle input',
      'preload /assets/cart-calls.js (modulepreload, nonce n)',
      ...afterPreloads,
    ]);
  });

  it('asks for its scripts a few at a time, letting the browser handle input between them', async () => {
    const many = Array.from(
      { length: PRELOADS_PER_TASK * 2 },
      (_, index) => `/assets/m${String(index)}.js`,
    );
    const { source } = appScriptOf(
      await streamed(page, 4096, (start) => paintBeforeScripts(start, many)),
    );
    const app = await runAppScript(source, { visibility: 'hidden' });
    await app.run;
    const preloads = app.steps.filter((step) => step.startsWith('preload'));
    expect(preloads).toHaveLength(2 + many.length);
    const lastPreload = app.steps.findLastIndex((step) => step.startsWith('preload'));
    const yields = app.steps
      .slice(1, lastPreload)
      .map((step, index) => (step === 'let the browser handle input' ? index : -1))
      .filter((index) => index >= 0);
    expect(yields).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK * 2 + 1]);
    expect(app.steps.at(-1)).toBe('import /assets/entry.client.js');
  });

  it("loads the locale data of the page's language in a task of its own, while the scripts download", async () => {
    const { source } = appScriptOf(await streamed(page, 4096));
    const app = await runAppScript(source, { visibility: 'hidden' });
    await app.run;
    const lastPreload = app.steps.findLastIndex((step) => step.startsWith('preload'));
    const firstImport = app.steps.findIndex((step) => step.startsWith('import'));
    expect(app.steps.slice(lastPreload + 1, firstImport)).toEqual([
      'let the browser handle input',
      'load the number data of ar',
      'load the date data of ar',
    ]);
  });

  it("names the locale and time zone the app formats with in the locale data worker's address", () => {
    expect(localeDataWorkerUrl('ar')).toBe(
      '/locale-data-worker.js?locale=ar-SA-u-ca-gregory-nu-latn&timeZone=Asia%2FRiyadh',
    );
    expect(localeDataWorkerUrl('en')).toBe(
      '/locale-data-worker.js?locale=en-SA-u-ca-gregory-nu-latn&timeZone=Asia%2FRiyadh',
    );
  });

  it('has a worker load the locale data before the code is asked for, and asks for it itself once the worker has answered', async () => {
    const worker = localeDataWorkerUrl('ar');
    const { source } = appScriptOf(
      await streamed(page, 4096, (start) => paintBeforeScripts(start, [], worker)),
    );
    const app = await runAppScript(source, {
      visibility: 'hidden',
      workers: true,
      trustedTypes: true,
    });
    await app.run;
    // No locale data is loaded on the main thread while the scripts download.
    expect(app.steps).toEqual([
      'remove data-painting from the root',
      'make the Trusted Types policy matjar-locale-data',
      `start the worker ${worker} (trusted)`,
      'preload /assets/entry.client.js (modulepreload, nonce n)',
      'preload /assets/root.js (modulepreload, nonce n)',
      ...afterPreloads.filter((step) => step.startsWith('import')),
    ]);
    app.started[0]?.onmessage?.();
    expect(app.steps.slice(-3)).toEqual([
      'end the worker',
      'load the number data of ar',
      'load the date data of ar',
    ]);
  });

  it('loads the locale data itself when the worker fails, or when the browser starts no workers', async () => {
    const worker = localeDataWorkerUrl('ar');
    const { source } = appScriptOf(
      await streamed(page, 4096, (start) => paintBeforeScripts(start, [], worker)),
    );
    const failing = await runAppScript(source, { visibility: 'hidden', workers: true });
    await failing.run;
    expect(failing.steps[1]).toBe(`start the worker ${worker}`);
    failing.started[0]?.onerror?.();
    expect(failing.steps.slice(-3)).toEqual([
      'end the worker',
      'load the number data of ar',
      'load the date data of ar',
    ]);

    const without = await runAppScript(source, { visibility: 'hidden' });
    await without.run;
    expect(without.steps).toEqual(appStart);
  });

  it('waits for the largest image to be painted, not only for the first paint', async () => {
    const { source } = appScriptOf(await streamed(page, 4096));
    const app = await runAppScript(source, {
      image: { complete: false },
      paints: ['paint', 'largest-contentful-paint'],
    });
    app.observers.get('paint')?.([{ name: 'first-contentful-paint' }]);
    app.observers.get('largest-contentful-paint')?.([{ element: 'the heading' }]);
    expect(await app.hasImported()).toBe(false);
    app.observers.get('largest-contentful-paint')?.([{ element: app.imageElement }]);
    await app.run;
    expect(app.steps.slice(-appStart.length)).toEqual(appStart);
  });

  it('in a browser that reports no paints, waits two frames, and two more after the image loads', async () => {
    const { source } = appScriptOf(await streamed(page, 4096));
    const app = await runAppScript(source, { image: { complete: false } });
    app.nextFrames(2);
    expect(await app.hasImported()).toBe(false);
    app.listeners.get('load')?.();
    app.nextFrames(1);
    expect(await app.hasImported()).toBe(false);
    app.nextFrames(1);
    await app.run;
    expect(app.steps.slice(-appStart.length)).toEqual(appStart);
  });

  it('starts without the image when it fails, or when it takes too long', async () => {
    const { source } = appScriptOf(await streamed(page, 4096));
    const failed = await runAppScript(source, { image: { complete: false } });
    failed.nextFrames(2);
    failed.listeners.get('error')?.();
    await failed.run;
    expect(failed.steps.at(-1)).toBe('import /assets/entry.client.js');

    const slow = await runAppScript(source, { image: { complete: false } });
    expect(await slow.hasImported()).toBe(false);
    slow.timers[0]?.();
    await slow.run;
    expect(slow.steps.at(-1)).toBe('import /assets/entry.client.js');
  });

  it('starts at once in a tab that is not shown, which paints nothing', async () => {
    const { source } = appScriptOf(await streamed(page, 4096));
    const app = await runAppScript(source, { visibility: 'hidden', image: { complete: false } });
    await app.run;
    expect(app.steps).toEqual(appStart);
  });

  it.each([1, 7, 64, 200])(
    'is rewritten whole when it arrives in pieces of %i bytes, Arabic split mid-letter included',
    async (size) => {
      expect(await streamed(page, size)).toBe(await streamed(page, 1 << 20));
    },
  );

  it('passes each piece after the app script on as it is written', () => {
    const stream = rewriteDocumentStart((start) => start.replace('go()', 'went()'), APP_SCRIPT_END);
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
    stream.write('<html><head></head><body><h1>x</h1>');
    stream.write('<script type="module" async="">go()');
    expect(out).toEqual([]);
    stream.write('</script><p>');
    expect(out).toEqual([
      '<html><head></head><body><h1>x</h1><script type="module" async="">went()</script><p>',
    ]);
    stream.write('<div hidden id="S:0">عروض</div>');
    expect(out.at(-1)).toBe('<div hidden id="S:0">عروض</div>');
  });

  it('rewrites the start once, and nothing after it', async () => {
    const rewrite = vi.fn((start: string) => start.replace('<h1>', '<h1 class="seen">'));
    const html = await streamed(`${page}<h1>later</h1>`, 16, rewrite);
    expect(rewrite).toHaveBeenCalledTimes(1);
    expect(html).toContain('<h1 class="seen">عروض الأسبوع</h1>');
    expect(html).toContain('<h1>later</h1>');
  });

  it('passes on a document cut short before its app script', async () => {
    expect(await streamed('<!DOCTYPE html><html><head><title>x', 5)).toBe(
      '<!DOCTYPE html><html><head><title>x',
    );
  });
});
