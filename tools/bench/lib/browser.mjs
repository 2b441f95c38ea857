// What the bench measures in the system Chromium: Lighthouse navigations (mobile preset, simulated
// throttling), lab INP of interactions (Lighthouse user-flow timespans at 4× CPU) and hydration
// time (user timing marks at 4× CPU).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../chromium.mjs';

/** The system Chromium, always headless, without the services that would add noise. */
export const chromePath = chromiumPath;
export const chromeFlags = ['--headless=new', ...chromiumArgs];

/** The viewport of Lighthouse's mobile preset (a Moto G Power). */
const mobileViewport = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   bootup: number, transfer: { total: number, document: number, script: number,
 *   stylesheet: number, image: number, font: number, other: number }, requests: number,
 *   benchmarkIndex: number, lcpElement: string | null,
 *   largest: { url: string, type: string, transfer: number }[], warnings: string[] }} PageRun
 * @typedef {{ name: string, value: string, path: string }} Cookie
 */

/**
 * Runs `work` with a fresh Chromium (an empty profile: cold caches) on the debugging `port`.
 * @template T
 * @param {number} port
 * @param {(browserUrl: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withChrome(port, work) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, port, logLevel: 'silent' });
  try {
    return await work(`http://127.0.0.1:${chrome.port}`);
  } finally {
    chrome.kill();
    await new Promise((resolve) => chrome.process.once('exit', resolve).unref());
  }
}

/**
 * Leaves a signed-in customer's cookie and token on `origin`, without loading any of its pages
 * (only `/build.json`), so that caches stay cold.
 * @param {string} browserUrl
 * @param {string} origin
 * @param {{ cookies: Cookie[], localStorage: Record<string, string> }} session
 */
export async function signIn(browserUrl, origin, session) {
  const browser = await puppeteer.connect({ browserURL: browserUrl, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/build.json`);
    await browser.setCookie(
      ...session.cookies.map((cookie) => ({
        ...cookie,
        domain: new URL(origin).hostname,
        sameSite: /** @type {const} */ ('Strict'),
      })),
    );
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session.localStorage);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse navigation (mobile preset, simulated throttling, performance only), as Lighthouse
 * returns it: the report and the artifacts (trace, network log) it was computed from.
 * @param {string} browserUrl
 * @param {string} url
 * @param {{ keepStorage?: boolean }} [options] keep cookies and storage (a signed-in page)
 */
export async function lighthouseResult(browserUrl, url, { keepStorage = false } = {}) {
  const { port } = new URL(browserUrl);
  const result = await lighthouse(url, {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result;
}

/**
 * One Lighthouse navigation (mobile preset, simulated throttling, performance only), summed up.
 * @param {string} browserUrl
 * @param {string} url
 * @param {{ keepStorage?: boolean }} [options] keep cookies and storage (a signed-in page)
 * @returns {Promise<PageRun>}
 */
export async function lighthouseRun(browserUrl, url, { keepStorage = false } = {}) {
  const { lhr } = await lighthouseResult(browserUrl, url, { keepStorage });
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transfer = { total: 0, document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0 };
  const requests =
    /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
      lhr.audits['network-requests']?.details ?? {}
    ).items ?? [];
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    const type = (request.resourceType ?? 'other').toLowerCase();
    const key = type in transfer && type !== 'total' ? type : 'other';
    transfer[/** @type {keyof typeof transfer} */ (key)] += size;
    transfer.total += size;
  }
  const lcpItems = /** @type {{ items?: { items?: { node?: { snippet?: string } }[] }[] }} */ (
    lhr.audits['largest-contentful-paint-element']?.details ?? {}
  ).items;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    bootup: value('bootup-time'),
    transfer,
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? null,
    // The heaviest requests, to see where the bytes go.
    largest: [...requests]
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .slice(0, 8)
      .map((request) => ({
        url: request.url ?? '',
        type: request.resourceType ?? 'other',
        transfer: request.transferSize ?? 0,
      })),
    warnings: lhr.runWarnings,
  };
}

/**
 * Hydration time of a page at 4× CPU: from `matjar:hydrate-start` (right before `hydrateRoot`) to
 * `matjar:hydrated` (the root's effect), in ms.
 * @param {string} browserUrl
 * @param {string} url
 * @returns {Promise<number>}
 */
export async function hydrationTime(browserUrl, url) {
  const browser = await puppeteer.connect({ browserURL: browserUrl, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.setViewport(mobileViewport);
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    const duration = await page.evaluate(
      () =>
        performance.measure('matjar:hydration', 'matjar:hydrate-start', 'matjar:hydrated').duration,
    );
    await page.close();
    return duration;
  } finally {
    await browser.disconnect();
  }
}

/**
 * @typedef {{ name: string, run: (page: import('puppeteer-core').Page) => Promise<void> }} Interaction
 * @typedef {{ url: string, interactions: Interaction[] }} InteractionPage
 */

const settle = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lab INP of interactions on one page: the page is loaded and hydrated, then each interaction
 * runs in its own Lighthouse timespan at 4× CPU (no network throttling), in order.
 * @param {string} browserUrl
 * @param {InteractionPage} target
 * @returns {Promise<Record<string, number | null>>} INP in ms by interaction (null: none seen)
 */
export async function interactionLatencies(browserUrl, target) {
  const browser = await puppeteer.connect({ browserURL: browserUrl, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.setViewport(mobileViewport);
    await page.goto(target.url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    const flow = await startFlow(page, {
      flags: {
        logLevel: 'error',
        onlyCategories: ['performance'],
        screenEmulation: { disabled: true },
        throttlingMethod: 'devtools',
        throttling: {
          cpuSlowdownMultiplier: 4,
          rttMs: 0,
          throughputKbps: 0,
          requestLatencyMs: 0,
          downloadThroughputKbps: 0,
          uploadThroughputKbps: 0,
        },
      },
    });
    for (const interaction of target.interactions) {
      await flow.startTimespan({ name: interaction.name });
      await interaction.run(page);
      await settle(1000);
      await flow.endTimespan();
    }
    const { steps } = await flow.createFlowResult();
    /** @type {Record<string, number | null>} */
    const latencies = {};
    target.interactions.forEach((interaction, index) => {
      const audit = steps[index]?.lhr.audits['interaction-to-next-paint'];
      latencies[interaction.name] = audit?.numericValue ?? null;
    });
    await page.close();
    return latencies;
  } finally {
    await browser.disconnect();
  }
}

/** Chromium's "Slow 3G": 2 s of latency, about 400 kbit/s each way. */
const SLOW_3G = {
  offline: false,
  latency: 2_000,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};

/**
 * How soon a press shows the page it opens on a slow connection: the page at `url` is loaded and
 * hydrated at 4× CPU, the network is slowed to Slow 3G, and each link of `presses` (a selector,
 * pressed once the page is idle) is timed from the press to the first frame in which the page
 * opened shows, as its skeleton or already as itself.
 * @param {string} browserUrl
 * @param {string} url
 * @param {string[]} presses selectors of the links pressed, in order, each on the page the last opened
 * @returns {Promise<number[]>} ms from each press to the frame that showed its page
 */
export async function pressesOnASlowNetwork(browserUrl, url, presses) {
  const browser = await puppeteer.connect({ browserURL: browserUrl, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.setViewport(mobileViewport);
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', SLOW_3G);
    /** @type {number[]} */
    const shown = [];
    for (const selector of presses) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
      );
      const from = page.url();
      await page.evaluate(() => {
        const watch = /** @type {Window & { __shownAfter?: Promise<number> }} */ (window);
        watch.__shownAfter = new Promise((resolve) => {
          document.addEventListener(
            'click',
            () => {
              const pressed = performance.now();
              const start = location.href;
              const check = () => {
                const skeleton = [...document.querySelectorAll('main .mj-skeleton')].some(
                  (element) => element.checkVisibility(),
                );
                const arrived =
                  location.href !== start && !document.querySelector('main[aria-busy="true"]');
                const elapsed = performance.now() - pressed;
                if (skeleton || arrived) resolve(elapsed);
                else if (elapsed < 60_000) requestAnimationFrame(check);
                else resolve(Number.NaN);
              };
              requestAnimationFrame(check);
            },
            { capture: true, once: true },
          );
        });
      });
      await page.click(selector);
      shown.push(
        await page.evaluate(
          () => /** @type {Window & { __shownAfter?: Promise<number> }} */ (window).__shownAfter,
        ),
      );
      await page.waitForFunction(
        (before) => location.href !== before && !document.querySelector('main[aria-busy="true"]'),
        { timeout: 60_000 },
        from,
      );
    }
    await page.close();
    return shown;
  } finally {
    await browser.disconnect();
  }
}
