import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BrowserContext,
  type Locator,
  type Page,
  test as base,
  expect,
} from '@playwright/test';
import { apiUrl } from './e2e-env.js';
import { type GuardFigures, guardFiguresFile } from './guard-figures.js';

/** What the guard saw go wrong on a page during one test. */
export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  hydrationRecoveries: string[];
  cspViolations: string[];
  /** URLs, Referer headers and console lines that carried a customer's bearer token. */
  tokenLeaks: string[];
  /**
   * Console errors the browser itself logs for a fault a test provokes on purpose (a refused
   * worker script, say): taken out of the list when the test ends, however late they arrive.
   */
  expectedConsoleErrors?: RegExp[];
}

declare global {
  interface Window {
    __matjarCspViolation?: (text: string) => Promise<void>;
    __matjarSawToken?: (token: string) => Promise<void>;
  }
}

const isExpectedNotFound = (page: Page | null, text: string, url: string) => {
  // The browser logs the 404 status of the not-found page itself, whether loaded as a document or
  // as the data of a client-side navigation (`<path>.data`); any other 404 is a defect.
  if (!/^Failed to load resource: the server responded with a status of 404/.test(text))
    return false;
  const failed = new URL(url);
  return (
    failed.pathname.endsWith('.data') ||
    (page !== null && failed.href.split('#')[0] === page.url().split('#')[0])
  );
};

/** What a guard keeps while its test runs, beside the problems it reports. */
interface GuardWatch {
  tokens: Set<string>;
  seen: string[];
  pages: number;
  documents: number;
}

/**
 * Watches every page of `context` — the test's own, a second tab, a popup — for page errors,
 * console errors, hydration recoveries, CSP violations (enforced and report-only, recorded the
 * moment they happen, so a page left afterwards keeps its count) and the places a bearer token must
 * never appear. Tests that open a context of their own guard it with this; `checkGuard` ends it.
 */
export async function guardContext(
  context: BrowserContext,
  problems: PageProblems,
): Promise<GuardWatch> {
  const watch: GuardWatch = { tokens: new Set(), seen: [], pages: 0, documents: 0 };
  await context.exposeBinding('__matjarCspViolation', ({ page }, text: string) => {
    problems.cspViolations.push(`${text} (${page.url()})`);
  });
  // Every bearer token a page stores is remembered, to look for it where it must never be.
  await context.exposeBinding('__matjarSawToken', (_source, token: string) => {
    watch.tokens.add(token);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__matjarCspViolation?.(
        [event.disposition, event.violatedDirective, event.blockedURI, event.sample]
          .filter(Boolean)
          .join(' '),
      );
    });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItemWatched(this: Storage, key, value) {
      if (key === 'matjar_token' && value) void window.__matjarSawToken?.(value);
      setItem.call(this, key, value);
    };
  });
  context.on('page', () => {
    watch.pages += 1;
  });
  context.on('request', (request) => {
    if (request.isNavigationRequest()) watch.documents += 1;
    watch.seen.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) watch.seen.push(`Referer: ${referer}`);
  });
  context.on('weberror', (error) => problems.pageErrors.push(error.error().message));
  context.on('console', (message) => {
    const text = message.text();
    watch.seen.push(`console: ${text}`);
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (text.includes('[matjar] recoverable hydration error')) {
      problems.hydrationRecoveries.push(text);
    } else if (!isExpectedNotFound(message.page(), text, url)) {
      problems.consoleErrors.push(url ? `${text} (${url})` : text);
    }
  });
  return watch;
}

/**
 * Ends a guard: takes out the console errors the test expected, looks for its tokens, writes its
 * figures for the run's summary and fails the test on anything left.
 */
export function checkGuard(problems: PageProblems, watch: GuardWatch): void {
  const expected = problems.expectedConsoleErrors ?? [];
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !expected.some((pattern) => pattern.test(text)),
  );
  delete problems.expectedConsoleErrors;
  for (const token of watch.tokens) {
    problems.tokenLeaks.push(...watch.seen.filter((place) => place.includes(token)));
  }
  const runDir = process.env['MATJAR_E2E_RUN_DIR'];
  if (runDir) {
    const figures: GuardFigures = {
      pages: watch.pages,
      documents: watch.documents,
      placesSearched: watch.seen.length,
      tokens: watch.tokens.size,
      cspViolations: problems.cspViolations.length,
      tokenLeaks: problems.tokenLeaks.length,
    };
    appendFileSync(join(runDir, guardFiguresFile), `${JSON.stringify(figures)}\n`);
  }
  expect(
    problems,
    'the pages stayed free of errors, hydration recoveries, CSP violations and token leaks',
  ).toEqual({
    pageErrors: [],
    consoleErrors: [],
    hydrationRecoveries: [],
    cspViolations: [],
    tokenLeaks: [],
  });
}

/**
 * Every test's browser context is guarded (`guardContext`): the test fails on any page error,
 * console error, hydration recovery, CSP violation or token leak seen on any of its pages.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({}, use) => {
    await use({
      pageErrors: [],
      consoleErrors: [],
      hydrationRecoveries: [],
      cspViolations: [],
      tokenLeaks: [],
    });
  },
  context: async ({ context, problems }, use) => {
    const watch = await guardContext(context, problems);
    await use(context);
    checkGuard(problems, watch);
  },
});

export { expect };

/**
 * Signs the demo customer 500000001 in through the demo API and leaves the cookie and storage the
 * sign-in flow leaves, on the page's origin (open a page of the storefront first).
 */
export async function simulateSignIn(page: Page): Promise<void> {
  const form = new URLSearchParams({ phone: '500000001', password: '123456' });
  const response = await page.request.post(`${apiUrl}sign-in?count_notifications`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
  });
  const body = (await response.json()) as {
    data: { id: number; name: string; phone: string; token: string };
  };
  const { token, ...user } = body.data;
  await page.context().addCookies([
    {
      name: 'matjar_auth',
      value: encodeURIComponent(
        JSON.stringify({
          isLoggedIn: true,
          authUser: { id: user.id, name: user.name, phone: user.phone },
        }),
      ),
      url: page.url(),
      sameSite: 'Strict',
    },
  ]);
  await page.evaluate((value) => localStorage.setItem('matjar_token', value), token);
}

/**
 * Whether the browser has laid out and painted an element: `false` while it sits in a part of the
 * page left undrawn until it comes near the screen (`content-visibility: auto`).
 */
export function isDrawn(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
}

/**
 * The colours (`#rrggbb`) of the row of screen pixels `gap` px above an element's top edge, across
 * the middle half of its width: where its focus ring is drawn.
 */
export async function colorsAbove(page: Page, element: Locator, gap: number): Promise<string[]> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  const png = await page.screenshot({
    clip: { x: box.x + box.width / 4, y: box.y - gap, width: box.width / 2, height: 1 },
  });
  // Decoded by the browser, in a blank page of its own.
  const probe = await page.context().newPage();
  try {
    return await probe.evaluate(async (base64) => {
      const image = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(image);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, 1);
      const colors: string[] = [];
      for (let index = 0; index < data.length; index += 4) {
        const channels = [data[index], data[index + 1], data[index + 2]];
        colors.push(
          `#${channels.map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`,
        );
      }
      return colors;
    }, png.toString('base64'));
  } finally {
    await probe.close();
  }
}

/** The longest a page may take to become interactive in the tests. */
export const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Opens a page and waits until React has hydrated it, so that timers and handlers are in place, and
 * until its parts brought alive on idle are live.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The app starts once the page's largest image has painted (at most 2.5 s), and a loaded
  // machine takes seconds more to fetch and run its code.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: HYDRATION_TIMEOUT_MS,
  });
  // The parts drawn by the server and brought alive once the page is idle (the footer, home's
  // sections, the header's bell) are live too: none is replaced under a test's hand later.
  await expect(page.locator('[data-on-idle]:not([data-live])')).toHaveCount(0, {
    timeout: HYDRATION_TIMEOUT_MS,
  });
}

/**
 * Holds back the build's chunk `name` (`home-content`, say), as a slow network would, until the
 * returned function lets it arrive.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => undefined as void;
  const codeArrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.route(new RegExp(`/assets/${escaped}-[\\w-]+\\.js$`), async (route) => {
    await codeArrives;
    await route.fallback();
  });
  return release;
}

/**
 * Holds the app's code back, as a slow network would: the page the server sent is all there is
 * until the returned function lets the code arrive.
 */
export function holdAppCode(page: Page): Promise<() => void> {
  return holdChunk(page, 'entry.client');
}

const statusTexts: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  422: '(Unprocessable (Entity|Content))',
};

/**
 * The browser logs every HTTP error status as a console error, including the answers a journey
 * expects (a refused password: 422; an ended session: 401). Takes exactly `count` such lines (or
 * between `count.min` and `count.max`, when calls race each other) out of the guard's list; any
 * other error still fails the test.
 */
export function allowLoggedStatus(
  problems: PageProblems,
  status: number,
  count: number | { min: number; max: number },
): void {
  const pattern = new RegExp(`status of ${status} \\(?${statusTexts[status] ?? ''}`);
  const expected = problems.consoleErrors.filter((text) => pattern.test(text));
  const { min, max } = typeof count === 'number' ? { min: count, max: count } : count;
  expect(expected.length, `console lines for HTTP ${status}`).toBeGreaterThanOrEqual(min);
  expect(expected.length, `console lines for HTTP ${status}`).toBeLessThanOrEqual(max);
  problems.consoleErrors = problems.consoleErrors.filter((text) => !expected.includes(text));
}

/**
 * Takes the browser's console lines for requests that could not connect (`net::ERR_…`: the store
 * down, a request aborted by a test) out of the guard's list, expecting at least `min` of them.
 */
export function allowFailedConnections(problems: PageProblems, min = 1): void {
  const failed = problems.consoleErrors.filter((text) =>
    /^Failed to load resource: net::ERR_[A-Z_]+/.test(text),
  );
  expect(failed.length, 'console lines for requests that could not connect').toBeGreaterThanOrEqual(
    min,
  );
  problems.consoleErrors = problems.consoleErrors.filter((text) => !failed.includes(text));
}

/** The phone's bottom tab bar, in either language. */
export const tabBar = (page: Page): Locator =>
  page.getByRole('navigation', { name: /^(التنقل السريع|Quick navigation)$/ });

/**
 * A link of the shell as the customer sees it on this screen: in the header, or on a phone (whose
 * header leaves the account and the cart to the bottom tab bar) in the tab bar.
 */
export const shellLink = (page: Page, name: string | RegExp): Locator =>
  page.locator('header').or(tabBar(page)).getByRole('link', { name });

/** Whether the page is laid out for a phone: the bottom tab bar instead of the header's links. */
export const isPhoneLayout = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Where the customer sees they are signed in as `name`: the header's account link on a wide
 * screen; on a phone, the account page the bottom bar's "Account" tab opens.
 */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  if (!isPhoneLayout(page)) {
    await expect(page.locator('header').getByRole('link', { name })).toBeVisible();
    return;
  }
  await tabBar(page)
    .getByRole('link', { name: /^(حسابي|Account)$/ })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
