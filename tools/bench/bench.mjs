#!/usr/bin/env node
// The storefront against its floor. Builds the production storefront and demo API, starts them,
// and measures in one run, interleaving each page with its two baselines (A B C A B C …):
// - the floor: a static page of about 16 KB of Arabic HTML and a preloaded hero image, no
//   JavaScript, served precompressed (the least a page like ours can cost);
// - the skeleton: our own app's root layout and one heading (`/__bench/skeleton`, served only with
//   BENCH=1): the framework's own cost.
// Prints one table with the budgets (PASS / MISS) and writes bench-results.json at the root.
//   npm run bench [-- --quick] [-- --no-build]
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import prettier from 'prettier';
import {
  chromePath,
  hydrationTime,
  interactionLatencies,
  pressesOnASlowNetwork,
  lighthouseRun,
  signIn,
  withChrome,
} from './lib/browser.mjs';
import { checkBudgets, printReport } from './lib/report.mjs';
import { writeFloor } from './lib/floor.mjs';
import {
  demoSession,
  htmlSize,
  pageTime,
  productCards,
  renderAgain,
  serverRendering,
} from './lib/http.mjs';
import { loadInitialJs } from './lib/initial-js.mjs';
import { startNodeServer, startStaticServer } from './lib/servers.mjs';
import { round, spread } from './lib/stats.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const rounds = quick ? 1 : 5;
const ssrSeconds = quick ? 5 : 15;
const growthSamples = quick ? 5 : 15;
const growthWarmUps = 30;
/** Seconds each catalogue's storefront renders a growth page under load before it is timed. */
const growthLoadSeconds = 5;
const catalogue = { small: 150, large: 10_000 };
const ports = { api: 3743, apiLarge: 3744, app: 4710, appLarge: 4711, floor: 4712, chrome: 4713 };
const work = join(root, 'tmp/bench');

/**
 * @typedef {import('./lib/browser.mjs').PageRun} PageRun
 * @typedef {{ path: string, route: string, label: string, isSignedIn?: boolean }} Page
 */

/** The pages measured, in Arabic (the default language), with their route ids in the build. */
const pages = /** @type {Page[]} */ ([
  { path: '/', route: 'routes/home', label: 'home' },
  { path: '/categories/1', route: 'routes/catalog/category', label: 'category' },
  { path: '/products/1', route: 'routes/catalog/product', label: 'product' },
  { path: '/search?q=تفاح', route: 'routes/catalog/search', label: 'search' },
  { path: '/cart', route: 'routes/cart/cart', label: 'cart', isSignedIn: true },
]);
const skeleton = { path: '/__bench/skeleton', route: 'routes/bench-skeleton', label: 'skeleton' };

/** The interactions whose lab INP is measured, each on a hydrated page, in order. */
const interactionPages = [
  {
    path: '/products/1',
    interactions: [
      {
        name: 'choose a variant',
        /** @param {import('puppeteer-core').Page} page */
        run: (page) => page.click('input[type="radio"]:not(:checked)'),
      },
      {
        name: 'add to cart',
        /** @param {import('puppeteer-core').Page} page */
        run: (page) => page.click('.catalog-purchase__add'),
      },
    ],
  },
  {
    path: '/categories/1',
    interactions: [
      {
        // The header has no menu: the page's menu is the sort-and-filter panel.
        name: 'open the menu',
        /** @param {import('puppeteer-core').Page} page */
        run: (page) => page.click('.catalog-list-controls__toggle'),
      },
      {
        name: 'toggle a filter',
        /** @param {import('puppeteer-core').Page} page */
        run: (page) => page.click('.catalog-list-controls__switch-input'),
      },
    ],
  },
];
const hydrationPaths = [skeleton.path, '/', '/products/1'];
/**
 * Links pressed on a slow connection, from home: a category, then a product of it. Each must show
 * the page it opens (its skeleton) at once, while the page's data is still on its way.
 */
const slowPresses = {
  path: '/',
  links: ['main a[href^="/categories/"]', 'main a[href^="/products/"]'],
};

const log = (/** @type {string} */ message) => console.error(`[bench] ${message}`);

/** The 1-minute load average under which the machine counts as quiet. */
const QUIET_LOAD = 1;
/** How long a round waits at most for the load to fall under `QUIET_LOAD` before it starts. */
const SETTLE_MS = 150_000;

/**
 * The machine's 1-minute load average once the bench's own earlier work has died down. The build,
 * and each round's Lighthouse runs, leave the average above 1 for a minute or two after they end:
 * read at once, it measured the bench itself, and no full run could count as quiet. Each round
 * waits until the average falls under `QUIET_LOAD`, for `SETTLE_MS` at most: on a machine that
 * something else keeps busy it stays above, and the run is reported as not quiet.
 * @returns {Promise<number>}
 */
async function settledLoad() {
  const start = Date.now();
  let load = loadavg()[0] ?? Number.NaN;
  if (load >= QUIET_LOAD) {
    log(
      `waiting up to ${SETTLE_MS / 1000} s for the load average (${load.toFixed(2)}) to fall under ${QUIET_LOAD}`,
    );
  }
  while (load >= QUIET_LOAD && Date.now() - start < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    load = loadavg()[0] ?? Number.NaN;
  }
  return load;
}

/**
 * Runs one measurement, up to `tries` times; a failure is reported and, after the last try,
 * recorded as missing, never fatal (Lighthouse now and then loses the trace of a load:
 * NO_NAVSTART, NO_FCP).
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} measure
 * @param {number} [tries]
 * @returns {Promise<T | null>}
 */
async function attempt(what, measure, tries = 1) {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await measure();
    } catch (error) {
      const last = attemptNumber >= tries;
      log(
        `${what} failed${last ? '' : ', measuring again'}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (last) return null;
    }
  }
}

if (!args.includes('--no-build')) {
  log('building the storefront and the demo API');
  const build = spawnSync(
    join(root, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '-p', 'storefront', 'demo-api', '--outputStyle=static'],
    {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`The build failed (${String(build.status)})`);
}

rmSync(work, { recursive: true, force: true });
/** @type {import('./lib/servers.mjs').RunningServer[]} */
const servers = [];
const stopAll = () => Promise.all(servers.splice(0).map((server) => server.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  log('starting the demo API (150 and 10,000 products), the storefront and the floor');
  /** @param {number} port @param {number} products */
  const startApi = (port, products) =>
    startNodeServer({
      root,
      script: 'apps/demo-api/dist/main.js',
      port,
      readyPath: '/health',
      env: {
        DEMO_API_PRODUCTS: String(products),
        DEMO_API_DATA: join(work, `demo-api-${products}.json`),
      },
    });
  /** @param {number} port @param {number} apiPort */
  const startApp = (port, apiPort) =>
    startNodeServer({
      root,
      script: 'apps/storefront/server.mjs',
      port,
      readyPath: '/build.json',
      env: { BENCH: '1', MATJAR_API_URL: `http://localhost:${apiPort}/` },
    });
  const [api, apiLarge] = await Promise.all([
    startApi(ports.api, catalogue.small),
    startApi(ports.apiLarge, catalogue.large),
  ]);
  servers.push(api, apiLarge);
  const [app, appLarge] = await Promise.all([
    startApp(ports.app, ports.api),
    startApp(ports.appLarge, ports.apiLarge),
  ]);
  servers.push(app, appLarge);

  // The floor's hero is the image the home page shows first (its banner), served beside the page.
  const hero = await fetch(`${api.url}/__demo/images/banners/1.webp?lang=ar`).then(
    async (response) => new Uint8Array(await response.arrayBuffer()),
  );
  const floorPage = writeFloor(join(work, 'floor'), hero);
  const floor = await startStaticServer(join(work, 'floor'), ports.floor);
  servers.push(floor);
  const session = await demoSession(`${api.url}/`);
  const urlOf = (/** @type {string} */ path) => new URL(path, app.url).href;

  // The store's pictures stand for an image server's, which has them ready: the demo API renders
  // each on its first request, so the pages' pictures are asked for once before anything is timed.
  log('asking for the pictures of the pages measured');
  for (const path of [skeleton.path, ...pages.map((page) => page.path)]) {
    await attempt(`pictures of ${path}`, async () => {
      const html = await fetch(urlOf(path)).then((response) => response.text());
      const pictures = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)]
        .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
        .filter((src) => src.startsWith(api.url));
      await Promise.all(
        pictures.map((src) => fetch(src).then((response) => response.arrayBuffer())),
      );
    });
  }

  // Lighthouse, hydration and interactions, round by round: floor, skeleton, each page.
  const targets = [
    { path: 'floor', label: 'floor', url: `${floor.url}/` },
    { ...skeleton, url: urlOf(skeleton.path) },
    ...pages.map((page) => ({ ...page, url: urlOf(page.path) })),
  ];
  /** @type {Record<string, PageRun[]>} */
  const runs = Object.fromEntries(targets.map((target) => [target.path, []]));
  /** @type {Record<string, number[]>} */
  const hydration = Object.fromEntries(hydrationPaths.map((path) => [path, []]));
  /** @type {Record<string, (number | null)[]>} */
  const inp = {};
  /** @type {number[]} */
  const pressShown = [];
  /** @type {number[]} */
  const loads = [];
  for (let index = 1; index <= rounds; index += 1) {
    loads.push(await settledLoad());
    for (const target of targets) {
      log(`round ${index}/${rounds}: Lighthouse ${target.label}`);
      const run = await attempt(
        `Lighthouse on ${target.label}`,
        () =>
          withChrome(ports.chrome, async (browserUrl) => {
            if ('isSignedIn' in target && target.isSignedIn) {
              await signIn(browserUrl, app.url, session);
            }
            return lighthouseRun(browserUrl, target.url, {
              keepStorage: 'isSignedIn' in target && target.isSignedIn === true,
            });
          }),
        2,
      );
      if (run) runs[target.path]?.push(run);
    }
    log(`round ${index}/${rounds}: hydration and interactions at 4× CPU`);
    await withChrome(ports.chrome, async (browserUrl) => {
      for (const path of hydrationPaths) {
        const time = await attempt(`hydration of ${path}`, () =>
          hydrationTime(browserUrl, urlOf(path)),
        );
        if (time !== null) hydration[path]?.push(time);
      }
      for (const target of interactionPages) {
        const latencies = await attempt(`interactions on ${target.path}`, () =>
          interactionLatencies(browserUrl, { ...target, url: urlOf(target.path) }),
        );
        for (const { name } of target.interactions) {
          (inp[name] ??= []).push(latencies?.[name] ?? null);
        }
      }
      const shown = await attempt('presses on a slow network', () =>
        pressesOnASlowNetwork(browserUrl, urlOf(slowPresses.path), slowPresses.links),
      );
      pressShown.push(...(shown ?? []).filter((elapsed) => Number.isFinite(elapsed)));
    });
  }

  log('initial JavaScript and HTML sizes');
  const initialJs = await loadInitialJs(join(root, 'apps/storefront'));
  const skeletonJs = initialJs.of(skeleton.route);
  /** @type {Record<string, { raw: number, brotli: number }>} */
  const html = {};
  for (const page of [skeleton, ...pages]) {
    const headers = 'isSignedIn' in page && page.isSignedIn ? { cookie: session.cookieHeader } : {};
    const size = await attempt(`HTML of ${page.path}`, () => htmlSize(urlOf(page.path), headers));
    if (size) html[page.path] = size;
  }

  // The server's throughput is the figure the rounds' leftover load would bend most.
  loads.push(await settledLoad());
  log(`server rendering: autocannon, 10 connections, ${ssrSeconds} s per page`);
  // Twice each: as a visitor is served (the page kept from a render of the last few seconds) and
  // rendered for every request (as with a reload that asks for a fresh page).
  /** @type {Record<string, import('./lib/http.mjs').SsrRun>} */
  const ssr = {};
  /** @type {Record<string, import('./lib/http.mjs').SsrRun>} */
  const ssrRendered = {};
  for (const path of [skeleton.path, '/', '/products/1']) {
    for (const [runs, headers, what] of /** @type {const} */ ([
      [ssr, {}, 'served'],
      [ssrRendered, renderAgain, 'rendered'],
    ])) {
      await attempt(`warming ${path}`, () => serverRendering(urlOf(path), 2, headers));
      const run = await attempt(`autocannon on ${path}, ${what}`, () =>
        serverRendering(urlOf(path), ssrSeconds, headers),
      );
      if (run) runs[path] = run;
    }
  }

  log(`catalogue growth: ${catalogue.small} and ${catalogue.large} products`);
  // A list page draws up to 24 cards. The small catalogue has no category with that many (category
  // 1 has 14), so the category's ratio includes the cards the large one draws beyond them. The
  // search names a brand with 17 products at 150 and hundreds at 10,000. The cards each page
  // draws are recorded beside its times.
  const growthPaths = { category: '/categories/1', search: '/search?q=ريف' };
  /** @type {Record<string, { small: number[], large: number[] }>} */
  const growthTimes = {};
  /** @type {Record<string, { small: number | null, large: number | null }>} */
  const growthCards = {};
  for (const [name, path] of Object.entries(growthPaths)) {
    const small = new URL(path, app.url).href;
    const large = new URL(path, appLarge.url).href;
    const times = { small: /** @type {number[]} */ ([]), large: /** @type {number[]} */ ([]) };
    // The small catalogue's storefront has served every measure so far and runs optimized code;
    // the large one's has served nothing. Thirty renders each were not enough: after them, the
    // large one's took 1.6× the small one's, and 1.15–1.25× only after about a hundred more, once
    // V8 had optimized its code. So both render the page under load for the same time first, then
    // a few times one at a time; the ratio then compares catalogues, not a warm process with a
    // cold one.
    for (const url of [small, large]) {
      await attempt(`warming ${url}`, () => serverRendering(url, growthLoadSeconds, renderAgain));
    }
    for (let index = 0; index < growthWarmUps; index += 1) {
      await attempt('warming up', () => pageTime(small));
      await attempt('warming up', () => pageTime(large));
    }
    for (let index = 0; index < growthSamples; index += 1) {
      const a = await attempt(`${path} at ${catalogue.small}`, () => pageTime(small));
      const b = await attempt(`${path} at ${catalogue.large}`, () => pageTime(large));
      if (a !== null) times.small.push(a);
      if (b !== null) times.large.push(b);
    }
    growthTimes[name] = times;
    growthCards[name] = {
      small: await attempt(`cards of ${path} at ${catalogue.small}`, () => productCards(small)),
      large: await attempt(`cards of ${path} at ${catalogue.large}`, () => productCards(large)),
    };
  }

  // The figures.
  const allRuns = Object.values(runs).flat();
  const benchmarkIndex = spread(allRuns.map((run) => run.benchmarkIndex));
  const load = spread(loads);
  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const chromium = execFileSync(chromePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

  /** @param {string} path */
  const pageFigures = (path) => {
    const list = runs[path] ?? [];
    /** @param {(run: PageRun) => number} pick */
    const of = (pick) => spread(list.map(pick));
    return {
      runs: list.length,
      score: of((run) => run.score),
      fcp: of((run) => run.fcp),
      lcp: of((run) => run.lcp),
      tbt: of((run) => run.tbt),
      cls: of((run) => run.cls),
      si: of((run) => run.si),
      bootup: of((run) => run.bootup),
      transfer: {
        total: of((run) => run.transfer.total).median,
        document: of((run) => run.transfer.document).median,
        script: of((run) => run.transfer.script).median,
        stylesheet: of((run) => run.transfer.stylesheet).median,
        image: of((run) => run.transfer.image).median,
        font: of((run) => run.transfer.font).median,
        other: of((run) => run.transfer.other).median,
      },
      requests: of((run) => run.requests).median,
      lcpElement: list.at(-1)?.lcpElement ?? null,
      largest: list.at(-1)?.largest ?? [],
    };
  };
  const floorFigures = pageFigures('floor');
  const skeletonFigures = pageFigures(skeleton.path);

  /** @param {ReturnType<typeof pageFigures>} figures */
  const summary = (figures) => ({
    score: round(figures.score.median),
    fcp: round(figures.fcp.median),
    lcp: round(figures.lcp.median),
    tbt: round(figures.tbt.median),
    cls: round(figures.cls.median, 3),
    si: round(figures.si.median),
    bootup: round(figures.bootup.median),
    transfer: Object.fromEntries(
      Object.entries(figures.transfer).map(([key, value]) => [key, round(value)]),
    ),
    requests: round(figures.requests),
    range: {
      score: [round(figures.score.min), round(figures.score.max)],
      fcp: [round(figures.fcp.min), round(figures.fcp.max)],
      lcp: [round(figures.lcp.min), round(figures.lcp.max)],
      tbt: [round(figures.tbt.min), round(figures.tbt.max)],
      cls: [round(figures.cls.min, 3), round(figures.cls.max, 3)],
      bootup: [round(figures.bootup.min), round(figures.bootup.max)],
    },
    runs: figures.runs,
    lcpElement: figures.lcpElement,
    largestTransfers: figures.largest,
  });

  /** @param {{ brotli: number, gzip: number, raw: number, chunks: import('./lib/initial-js.mjs').ChunkSize[] }} js */
  const jsFigures = (js) => ({
    brotli: js.brotli,
    gzip: js.gzip,
    raw: js.raw,
    aboveSkeleton: { brotli: js.brotli - skeletonJs.brotli, gzip: js.gzip - skeletonJs.gzip },
    chunks: js.chunks,
  });

  /** @param {Record<string, import('./lib/http.mjs').SsrRun>} runs */
  const ssrFigures = (runs) =>
    Object.fromEntries(
      Object.entries(runs).map(([path, run]) => [
        path,
        {
          rps: round(run.rps, 1),
          p50: run.p50,
          p99: run.p99,
          vsSkeleton: round(run.rps / (runs[skeleton.path]?.rps ?? Number.NaN), 3),
          requests: run.requests,
          errors: run.errors,
          non2xx: run.non2xx,
        },
      ]),
    );

  const results = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    rounds,
    host: {
      cores: availableParallelism(),
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      chromium,
      lighthouse: lighthouseVersion,
      benchmarkIndex: round(benchmarkIndex.median),
      benchmarkIndexRange: [round(benchmarkIndex.min), round(benchmarkIndex.max)],
      load: round(load.median, 2),
      loadRange: [round(load.min, 2), round(load.max, 2)],
      isQuiet: benchmarkIndex.median >= 1000 && load.median < 1,
    },
    baselines: {
      floor: { ...summary(floorFigures), html: { raw: floorPage.htmlBytes } },
      skeleton: {
        ...summary(skeletonFigures),
        html: html[skeleton.path] ?? null,
        initialJs: jsFigures(skeletonJs),
      },
    },
    pages: Object.fromEntries(
      pages.map((page) => {
        const figures = pageFigures(page.path);
        return [
          page.path,
          {
            label: page.label,
            ...summary(figures),
            floorLcp: round(floorFigures.lcp.median),
            floorFcp: round(floorFigures.fcp.median),
            skeletonLcp: round(skeletonFigures.lcp.median),
            skeletonTbt: round(skeletonFigures.tbt.median),
            lcpVsFloor: round(figures.lcp.median / floorFigures.lcp.median, 3),
            fcpVsFloor: round(figures.fcp.median / floorFigures.fcp.median, 3),
            lcpVsSkeleton: round(figures.lcp.median / skeletonFigures.lcp.median, 3),
            tbtOverSkeleton: round(figures.tbt.median - skeletonFigures.tbt.median),
            html: html[page.path] ?? null,
          },
        ];
      }),
    ),
    initialJs: Object.fromEntries(
      [skeleton, ...pages].map((page) => [page.path, jsFigures(initialJs.of(page.route))]),
    ),
    // The stylesheet every page waits for, and what each measured page's route adds to it.
    css: {
      root: initialJs.css(),
      pages: Object.fromEntries(pages.map((page) => [page.path, initialJs.css(page.route)])),
    },
    ssr: ssrFigures(ssr),
    ssrRendered: ssrFigures(ssrRendered),
    responsiveness: {
      cpuSlowdown: 4,
      inp: Object.fromEntries(
        Object.entries(inp).map(([name, values]) => {
          const figures = spread(values);
          return [
            name,
            { median: round(figures.median), range: [round(figures.min), round(figures.max)] },
          ];
        }),
      ),
      slowPress: (() => {
        const figures = spread(pressShown);
        return {
          median: round(figures.median),
          range: [round(figures.min), round(figures.max)],
        };
      })(),
      hydration: Object.fromEntries(
        Object.entries(hydration).map(([path, values]) => {
          const figures = spread(values);
          return [
            path,
            { median: round(figures.median), range: [round(figures.min), round(figures.max)] },
          ];
        }),
      ),
    },
    growth: {
      products: catalogue,
      ...Object.fromEntries(
        Object.entries(growthTimes).map(([name, times]) => [
          name,
          round(spread(times.large).median / spread(times.small).median, 3),
        ]),
      ),
      times: Object.fromEntries(
        Object.entries(growthTimes).map(([name, times]) => [
          name,
          { small: round(spread(times.small).median), large: round(spread(times.large).median) },
        ]),
      ),
      cards: growthCards,
    },
  };
  const budgets = checkBudgets(results);
  // Written as the repository's formatter would, so that the committed results stay formatted.
  const resultsFile = join(root, 'bench-results.json');
  const options = (await prettier.resolveConfig(resultsFile)) ?? {};
  writeFileSync(
    resultsFile,
    await prettier.format(JSON.stringify({ ...results, budgets }), {
      ...options,
      filepath: resultsFile,
    }),
  );
  printReport(results, budgets);
  log('wrote bench-results.json');
} finally {
  await stopAll();
}
