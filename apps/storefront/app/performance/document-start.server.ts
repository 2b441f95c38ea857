import { Transform } from 'node:stream';
import { type Locale, STORE_TIME_ZONE, intlLocaleOf } from '@matjar/i18n';
import { LOCALE_DATA_POLICY } from '../lib/content-security-policy.js';

/**
 * A stream of a page's HTML whose beginning — up to and including the last of `until`, each found
 * after the one before — is handed to `rewrite` once it has all arrived; the rest streams through
 * untouched. React writes that beginning (the head, the body and the app's script) in its first
 * burst, so nothing waits for it. A document that never reaches `until` (cut short by an error) is
 * passed on as it came.
 *
 * @param final called when the page has been written out, as a `Writable`'s `final`
 */
export function rewriteDocumentStart(
  rewrite: (start: string) => string,
  until: readonly string[],
  final?: (callback: (error?: Error | null) => void) => void,
): Transform {
  const markers = until.map((marker) => Buffer.from(marker));
  let stage = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // The last bytes already searched, kept so a marker split between two chunks is still found.
  let tail = Buffer.alloc(0);
  let isRewritten = false;
  return new Transform({
    ...(final ? { final } : {}),
    transform(chunk: Buffer, _encoding, callback) {
      if (isRewritten) {
        callback(null, chunk);
        return;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Only the new bytes (and the end of the old ones) are searched: React writes about 2 KB at
      // a time, and the markers come after the whole body.
      const window = Buffer.concat([tail, chunk]);
      let from = 0;
      for (let marker = markers[stage]; marker; marker = markers[stage]) {
        const found = window.indexOf(marker, from);
        if (found === -1) {
          tail = window.subarray(Math.max(from, window.length - marker.length + 1));
          callback();
          return;
        }
        from = found + marker.length;
        stage += 1;
      }
      isRewritten = true;
      const joined = Buffer.concat(pending, pendingBytes);
      pending = [];
      const startEnd = pendingBytes - window.length + from;
      const start = Buffer.from(rewrite(joined.subarray(0, startEnd).toString('utf8')));
      callback(null, Buffer.concat([start, joined.subarray(startEnd)]));
    },
    flush(callback) {
      callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
    },
  });
}

/** The opening tag of the module script React Router writes to start the app. */
export const APP_SCRIPT_TAG = ' type="module" async="">';

/** Where the start of a page ends, for `rewriteDocumentStart`: the end of the app's script. */
export const APP_SCRIPT_END = [APP_SCRIPT_TAG, '</script>'] as const;

/**
 * The longest the app waits for the page's largest image before it asks for its code (the image
 * may be slow or never come; links work meanwhile, being plain anchors).
 */
export const LARGEST_IMAGE_WAIT_MS = 2_500;

/**
 * How many scripts the app's script asks for in one task. Starting a request costs the main thread
 * about 2 ms at a 4× CPU slowdown on the bench's machine (twice that while DevTools records the
 * network, as Lighthouse does): a page's 50 to 60 scripts asked for at once made one task of 100
 * to 550 ms, during which a tap waited. Between batches the browser handles input
 * (`scheduler.yield()` where there is one, else a new task).
 */
export const PRELOADS_PER_TASK = 3;

/** Where the worker that loads the platform's locale data is served (`public/`). */
export const LOCALE_DATA_WORKER_PATH = '/locale-data-worker.js';

/** The locale data worker's URL for a page in `locale`: the locale and time zone the app formats with. */
export function localeDataWorkerUrl(locale: Locale): string {
  const query = new URLSearchParams({ locale: intlLocaleOf(locale), timeZone: STORE_TIME_ZONE });
  return `${LOCALE_DATA_WORKER_PATH}?${query.toString()}`;
}

/**
 * Set on the page's root element while the page paints its largest image (`paintBeforeScripts`
 * removes it once that image has painted). Stylesheets keep the pictures that can wait — a grid's
 * cards after the first, a gallery's thumbnails, the banners beside the first — from being asked
 * for while it is there, so the font, the stylesheet and the largest image have the network to
 * themselves. Only pages that carry the script that removes it get it.
 */
export const PAINTING_ATTRIBUTE = 'data-painting';

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const rootElement = /<html(?=[\s>])([^>]*)>/;
const appScript = /<script( nonce="([^"]*)")? type="module" async="">([\s\S]*)<\/script>$/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");/;

/** A value written into the script as JavaScript, safe inside `<script>`. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Lets a page paint, its largest image included, before its JavaScript is even asked for.

 *
 * React Router asks for every script with `<link rel="modulepreload">` in the head and starts the
 * app from a module script whose static imports run the moment they arrive. On a phone the scripts
 * (about 160 KB) then share the connection with the stylesheet, the font and the largest image,
 * and their parsing delays the first paint when they come from the cache. Here the preloads leave
 * the head and the imports become dynamic: the app's script waits until the page has painted — and
 * until the image marked `fetchpriority="high"` has arrived, for at most `LARGEST_IMAGE_WAIT_MS` —
 * then asks for every module (the same preloads, now added by the script, with the page's nonce,
 * `PRELOADS_PER_TASK` at a time) and starts the app as before. A hidden tab, which paints
 * nothing, starts at once.
 * `alsoNeeded` are modules the app loads on demand that this page needs as it starts (its
 * catalogue, the store calls it makes first): they are asked for with the rest, not after the app
 * has run and asked for them. Loaders await their data, so the document is whole when React
 * hydrates it.
 * The app's script waits for the browser to report the first contentful paint (two frames where it
 * reports no paints) and, when the page has an image marked `fetchpriority="high"`, for its
 * `largest-contentful-paint` entry or, when a larger text was the largest paint, for two frames
 * after the image has loaded; an image that fails ends the wait at once.
 *
 * The first number or date the app formats makes the browser load its locale data, 20 to 100 ms
 * on the bench's machine in one call. With `localeDataWorker` (`localeDataWorkerUrl`), the app's
 * script starts that worker before it asks for the code: Chromium keeps the data for the whole
 * renderer process, so the worker loads it on another core while the scripts download, and the
 * page's own first use costs under a millisecond. When the worker answers (or fails), the page
 * asks for the data itself, in a task of its own: nothing where the worker has loaded it, the
 * whole cost in browsers that keep it per thread. Without a worker (none given, or the browser
 * cannot start one), the page loads it in a task of its own once the scripts are asked for.
 */
export function paintBeforeScripts(
  start: string,
  alsoNeeded: readonly string[] = [],
  localeDataWorker?: string,
): string {
  const script = appScript.exec(start);
  if (!script) return start;
  const [, nonceAttribute = '', nonce = '', source = ''] = script;
  const found: string[] = [];
  const head = start
    .slice(0, script.index)
    .replace(rootElement, `<html$1 ${PAINTING_ATTRIBUTE}="">`)
    .replace(modulePreload, (link) => {
      const href = /\shref="([^"]+)"/.exec(link)?.[1];
      if (href) found.push(href);
      return '';
    });
  const hrefs = [...new Set([...found, ...alsoNeeded])];
  let rest = source.replace(/^;/, '');
  const names: string[] = [];
  const urls: string[] = [];
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    names.push(match[1] ?? `bare${String(names.length)}`);
    urls.push(match[2] ?? '""');
    rest = rest.slice(match[0].length);
  }
  const body = [
    'await new Promise((start) => {',
    "  if (document.visibilityState !== 'visible') return start();",
    `  setTimeout(start, ${String(LARGEST_IMAGE_WAIT_MS)});`,
    '  const twoFrames = (done) => requestAnimationFrame(() => requestAnimationFrame(() => done()));',
    '  const reported = (type, isIt, done) => {',
    "    if (typeof PerformanceObserver !== 'function') return false;",
    '    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;',
    '    new PerformanceObserver((list, observer) => {',
    '      if (list.getEntries().some(isIt)) { observer.disconnect(); done(); }',
    '    }).observe({ type, buffered: true });',
    '    return true;',
    '  };',
    '  const painted = new Promise((done) => {',
    "    if (!reported('paint', (entry) => entry.name === 'first-contentful-paint', done)) twoFrames(done);",
    '  });',
    '  const image = document.querySelector(\'img[fetchpriority="high"]\');',
    '  const shown = new Promise((done) => {',
    '    if (!image) return done();',
    "    reported('largest-contentful-paint', (entry) => entry.element === image, done);",
    '    if (image.complete) return twoFrames(done);',
    "    image.addEventListener('load', () => twoFrames(done), { once: true });",
    "    image.addEventListener('error', () => done(), { once: true });",
    '  });',
    '  Promise.all([painted, shown]).then(() => start());',
    '});',
    `document.documentElement.removeAttribute(${literal(PAINTING_ATTRIBUTE)});`,
    "const nextTask = () => typeof scheduler === 'object' && typeof scheduler.yield === 'function'",
    '  ? scheduler.yield()',
    '  : new Promise((next) => setTimeout(next));',
    'const loadLocaleData = () => {',
    '  try {',
    '    Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang);',
    '    Intl.DateTimeFormat.supportedLocalesOf(document.documentElement.lang);',
    '  } catch {}',
    '};',
    'let localeDataWorker = null;',
    ...(localeDataWorker === undefined
      ? []
      : [
          // Started before the scripts are asked for, so its small request goes first.
          'try {',
          `  const url = ${literal(localeDataWorker)};`,
          `  const policy = window.trustedTypes?.createPolicy(${literal(LOCALE_DATA_POLICY)}, { createScriptURL: () => url });`,
          '  const worker = new Worker(policy ? policy.createScriptURL(url) : url);',
          '  worker.onmessage = worker.onerror = () => {',
          '    worker.terminate();',
          '    loadLocaleData();',
          '  };',
          '  localeDataWorker = worker;',
          '} catch {}',
        ]),
    `const hrefs = ${literal(hrefs)};`,
    `for (let from = 0; from < hrefs.length; from += ${String(PRELOADS_PER_TASK)}) {`,
    '  if (from > 0) await nextTask();',
    `  for (const href of hrefs.slice(from, from + ${String(PRELOADS_PER_TASK)})) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    `    link.nonce = ${literal(nonce)};`,
    '    document.head.append(link);',
    '  }',
    '}',
    // Without the worker, the locale data is loaded in a task of its own while the scripts
    // download, not in the app's first task.
    'if (!localeDataWorker) {',
    '  await nextTask();',
    '  loadLocaleData();',
    '}',
    `const [${names.join(', ')}] = await Promise.all([${urls.map((url) => `import(${url})`).join(', ')}]);`,
  ].join('\n');
  return `${head}<script${nonceAttribute} type="module">${body}\n${rest}</script>`;
}
