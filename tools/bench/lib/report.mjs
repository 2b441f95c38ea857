// The bench's budgets and its printed table.

/**
 * @typedef {{ median: number | null, range: (number | null)[] }} Figure
 * @typedef {{ score: number | null, fcp: number | null, lcp: number | null, tbt: number | null,
 *   cls: number | null, bootup: number | null, transfer: Record<string, number | null>,
 *   range: Record<string, (number | null)[]>, runs: number }} PageSummary
 * @typedef {PageSummary & { label: string, floorLcp: number | null, lcpVsFloor: number | null,
 *   skeletonTbt: number | null, tbtOverSkeleton: number | null,
 *   html: { raw: number, brotli: number } | null }} PageResult
 * @typedef {{ brotli: number, gzip: number, aboveSkeleton: { brotli: number, gzip: number } }} JsResult
 * @typedef {{ rps: number | null, p50: number, p99: number, vsSkeleton: number | null }} SsrResult
 * @typedef {{
 *   date: string, mode: string, rounds: number,
 *   host: { cores: number, cpu: string, node: string, chromium: string, lighthouse: string,
 *     benchmarkIndex: number | null, benchmarkIndexRange: (number | null)[], load: number | null,
 *     loadRange: (number | null)[], isQuiet: boolean },
 *   baselines: { floor: PageSummary, skeleton: PageSummary & { html: { raw: number, brotli: number } | null, initialJs: JsResult } },
 *   pages: Record<string, PageResult>,
 *   initialJs: Record<string, JsResult>,
 *   css?: { root: { brotli: number, files: string[] }, pages: Record<string, { brotli: number, files: string[] }> },
 *   ssr: Record<string, SsrResult>,
 *   ssrRendered?: Record<string, SsrResult>,
 *   responsiveness: { cpuSlowdown: number, inp: Record<string, Figure>, slowPress?: Figure, hydration: Record<string, Figure> },
 *   growth: { products: { small: number, large: number }, category?: number | null,
 *     search?: number | null, times: Record<string, { small: number | null, large: number | null }>,
 *     cards?: Record<string, { small: number | null, large: number | null }> },
 * }} Results
 * @typedef {{ name: string, value: number | null, limit: number, unit: string,
 *   applies: 'quiet machine' | 'anywhere', pass: boolean, binding: boolean }} Budget
 */

const KB = 1024;

/**
 * Checks every budget of the issue against the results. Absolute limits apply on a quiet machine
 * (Lighthouse benchmarkIndex ≥ 1000 and load average < 1); ratios and byte counts hold anywhere.
 * @param {Results} results
 * @returns {Budget[]}
 */
export function checkBudgets(results) {
  /** @type {Budget[]} */
  const budgets = [];
  const quiet = results.host.isQuiet;
  /**
   * @param {string} name
   * @param {number | null | undefined} value
   * @param {'≤' | '≥'} relation
   * @param {number} limit
   * @param {string} unit
   * @param {'quiet machine' | 'anywhere'} applies
   */
  const add = (name, value, relation, limit, unit, applies) => {
    const known = value ?? null;
    const pass =
      known !== null &&
      Number.isFinite(known) &&
      (relation === '≤' ? known <= limit : known >= limit);
    budgets.push({
      name: `${name} ${relation} ${limit}${unit}`,
      value: known,
      limit,
      unit,
      applies,
      pass,
      binding: applies === 'anywhere' || quiet,
    });
  };
  for (const page of Object.values(results.pages)) {
    const { label } = page;
    add(`${label}: Lighthouse mobile score`, page.score, '≥', 98, '', 'quiet machine');
    add(`${label}: LCP`, page.lcp, '≤', 1500, ' ms', 'quiet machine');
    add(`${label}: LCP ÷ floor's`, page.lcpVsFloor, '≤', 1.5, '×', 'anywhere');
    add(`${label}: FCP`, page.fcp, '≤', 1000, ' ms', 'quiet machine');
    add(`${label}: TBT`, page.tbt, '≤', 100, ' ms', 'quiet machine');
    add(`${label}: TBT − skeleton's`, page.tbtOverSkeleton, '≤', 50, ' ms', 'anywhere');
    add(`${label}: CLS`, page.cls, '≤', 0.02, '', 'anywhere');
    add(
      `${label}: HTML, brotli`,
      page.html ? page.html.brotli / KB : null,
      '≤',
      30,
      ' KB',
      'anywhere',
    );
  }
  const js = (/** @type {string} */ path) => results.initialJs[path];
  // Issue #43's targets, which replace decision 024's 110 KB for home (decisions 024 and 037).
  add(
    'home: initial JS, brotli',
    (js('/')?.brotli ?? Number.NaN) / KB,
    '≤',
    135,
    ' KB',
    'anywhere',
  );
  add(
    'skeleton: initial JS, brotli',
    results.baselines.skeleton.initialJs.brotli / KB,
    '≤',
    130,
    ' KB',
    'anywhere',
  );
  add(
    'home: own JS above the skeleton, brotli',
    (js('/')?.aboveSkeleton.brotli ?? Number.NaN) / KB,
    '≤',
    20,
    ' KB',
    'anywhere',
  );
  add(
    'product: own JS above the skeleton, brotli',
    (js('/products/1')?.aboveSkeleton.brotli ?? Number.NaN) / KB,
    '≤',
    25,
    ' KB',
    'anywhere',
  );
  // A stylesheet asked for while the page's HTML still streams comes on a new connection, whose
  // first round trip carries about 14.6 KB (ten packets) with the response's headers: one byte
  // more costs every page's first paint a round trip (decision 028).
  add(
    'every page: root stylesheet, brotli',
    results.css ? results.css.root.brotli / KB : null,
    '≤',
    13.5,
    ' KB',
    'anywhere',
  );
  // As visitors are served: the page kept from a render of the last few seconds.
  const home = results.ssr['/'];
  add('SSR home: requests/s', home?.rps, '≥', 300, '', 'quiet machine');
  add('SSR home: p99', home?.p99, '≤', 100, ' ms', 'quiet machine');
  // The ratio weighs the page's render against the framework's: both rendered for every request.
  add(
    "SSR home rendered: requests/s ÷ skeleton's",
    results.ssrRendered?.['/']?.vsSkeleton,
    '≥',
    0.5,
    '×',
    'anywhere',
  );
  for (const [name, figure] of Object.entries(results.responsiveness.inp)) {
    add(`INP (4× CPU): ${name}`, figure.median, '≤', 100, ' ms', 'quiet machine');
  }
  add(
    'slow 3G (4× CPU): a press shows the page it opens',
    results.responsiveness.slowPress?.median,
    '≤',
    300,
    ' ms',
    'quiet machine',
  );
  add(
    'home: hydration (4× CPU)',
    results.responsiveness.hydration['/']?.median,
    '≤',
    300,
    ' ms',
    'quiet machine',
  );
  add('growth: category', results.growth.category, '≤', 1.5, '×', 'anywhere');
  add('growth: search', results.growth.search, '≤', 1.5, '×', 'anywhere');
  return budgets;
}

/**
 * A median with its range when the rounds differ: `1234 (1100–1300)`.
 * @param {number | null} median
 * @param {(number | null)[] | undefined} range
 * @param {(value: number) => string} [format]
 */
function withRange(median, range, format = (value) => String(Math.round(value))) {
  if (median === null) return 'n/a';
  const [min, max] = range ?? [];
  if (min === null || max === null || min === undefined || max === undefined || min === max) {
    return format(median);
  }
  return `${format(median)} (${format(min)}–${format(max)})`;
}

const kb = (/** @type {number | null | undefined} */ bytes) =>
  bytes === null || bytes === undefined || !Number.isFinite(bytes)
    ? 'n/a'
    : (bytes / KB).toFixed(1);
/** A ratio, to the three decimals it is kept and checked with. */
const times = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? 'n/a' : `${value.toFixed(3)}×`;

/**
 * Prints columns padded to their widest cell.
 * @param {string[][]} rows the first row is the heading
 */
function printTable(rows) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  rows.forEach((row, index) => {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    );
    if (index === 0) console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  });
}

/**
 * Prints the run's one table: Lighthouse figures beside the floor and the skeleton, sizes, server
 * rendering, responsiveness, growth, the host, then every budget.
 * @param {Results} results
 * @param {Budget[]} budgets
 */
export function printReport(results, budgets) {
  const { host } = results;
  console.log(
    `\nMatjar bench — ${results.date} — ${results.mode}, ${results.rounds} round(s) — ${host.cores} cores, Node ${host.node}, ${host.chromium}, Lighthouse ${host.lighthouse}`,
  );
  console.log(
    `benchmarkIndex ${withRange(host.benchmarkIndex, host.benchmarkIndexRange)}, load ${withRange(host.load, host.loadRange, (value) => value.toFixed(2))} — ${host.isQuiet ? 'a quiet machine: every budget applies' : 'NOT a quiet machine (needs benchmarkIndex ≥ 1000 and load < 1): absolute limits are indicative, ratios hold'}\n`,
  );
  console.log('Lighthouse, mobile, simulated throttling, Arabic — median (min–max)');
  const skeletonJs = results.baselines.skeleton.initialJs;
  /**
   * @param {string} label
   * @param {PageSummary} page
   * @param {{ js?: number | null, html?: number | null, lcpVsFloor?: number | null, tbtOverSkeleton?: number | null }} extra
   */
  const row = (label, page, extra) => [
    label,
    withRange(page.score, page.range['score']),
    withRange(page.fcp, page.range['fcp']),
    withRange(page.lcp, page.range['lcp']),
    withRange(page.tbt, page.range['tbt']),
    withRange(page.cls, page.range['cls'], (value) => value.toFixed(3)),
    withRange(page.bootup, page.range['bootup']),
    kb(page.transfer['total']),
    kb(extra.js),
    kb(extra.html),
    times(extra.lcpVsFloor),
    extra.tbtOverSkeleton === null || extra.tbtOverSkeleton === undefined
      ? 'n/a'
      : `${extra.tbtOverSkeleton >= 0 ? '+' : ''}${extra.tbtOverSkeleton}`,
  ];
  const floor = results.baselines.floor;
  const skeleton = results.baselines.skeleton;
  printTable([
    [
      'page',
      'score',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'bootup ms',
      'sent KB',
      'JS br KB',
      'HTML br KB',
      'LCP÷floor',
      'TBT−skel',
    ],
    row('floor (static)', floor, { js: 0, lcpVsFloor: 1 }),
    row('skeleton', skeleton, {
      js: skeletonJs.brotli,
      html: skeleton.html?.brotli,
      lcpVsFloor: floor.lcp && skeleton.lcp ? skeleton.lcp / floor.lcp : null,
      tbtOverSkeleton: 0,
    }),
    ...Object.entries(results.pages).map(([path, page]) =>
      row(`${page.label} ${path}`, page, {
        js: results.initialJs[path]?.brotli,
        html: page.html?.brotli,
        lcpVsFloor: page.lcpVsFloor,
        tbtOverSkeleton: page.tbtOverSkeleton,
      }),
    ),
  ]);

  console.log('\nInitial JavaScript before interaction, KB (entry, root, route and their imports)');
  printTable([
    ['route', 'brotli', 'gzip', 'above skeleton br', 'above skeleton gz'],
    ...Object.entries(results.initialJs).map(([path, js]) => [
      path,
      kb(js.brotli),
      kb(js.gzip),
      kb(js.aboveSkeleton.brotli),
      kb(js.aboveSkeleton.gzip),
    ]),
  ]);

  if (results.css) {
    console.log(
      '\nStylesheets, KB brotli: the root one every page waits for, and what a route adds',
    );
    printTable([
      ['route', 'brotli', 'files'],
      ['every page (root)', kb(results.css.root.brotli), String(results.css.root.files.length)],
      ...Object.entries(results.css.pages).map(([path, css]) => [
        path,
        kb(css.brotli),
        String(css.files.length),
      ]),
    ]);
  }

  console.log(
    '\nServer rendering, autocannon, 10 connections: served (a visitor, the page kept up to a few seconds) and rendered (every request)',
  );
  printTable([
    [
      'path',
      'served req/s',
      'p50 ms',
      'p99 ms',
      '÷ skeleton',
      'rendered req/s',
      'p50 ms',
      'p99 ms',
      '÷ skeleton',
    ],
    ...Object.entries(results.ssr).map(([path, run]) => {
      const rendered = results.ssrRendered?.[path];
      return [
        path,
        run.rps === null ? 'n/a' : run.rps.toFixed(1),
        String(run.p50),
        String(run.p99),
        times(run.vsSkeleton),
        rendered?.rps == null ? 'n/a' : rendered.rps.toFixed(1),
        rendered ? String(rendered.p50) : 'n/a',
        rendered ? String(rendered.p99) : 'n/a',
        times(rendered?.vsSkeleton ?? null),
      ];
    }),
  ]);

  console.log(`\nResponsiveness at ${results.responsiveness.cpuSlowdown}× CPU, ms`);
  printTable([
    ['measure', 'median (min–max)'],
    ...Object.entries(results.responsiveness.inp).map(([name, figure]) => [
      `INP: ${name}`,
      withRange(figure.median, figure.range),
    ]),
    ...(results.responsiveness.slowPress
      ? [
          [
            'slow 3G: a press shows its page',
            withRange(
              results.responsiveness.slowPress.median,
              results.responsiveness.slowPress.range,
            ),
          ],
        ]
      : []),
    ...Object.entries(results.responsiveness.hydration).map(([path, figure]) => [
      `hydration ${path}`,
      withRange(figure.median, figure.range),
    ]),
  ]);

  const { growth } = results;
  console.log(
    `\nCatalogue growth, whole page, ${growth.products.small} → ${growth.products.large} products`,
  );
  printTable([
    ['page', `ms at ${growth.products.small}`, `ms at ${growth.products.large}`, 'ratio', 'cards'],
    ...Object.entries(growth.times).map(([name, figures]) => [
      name,
      String(figures.small ?? 'n/a'),
      String(figures.large ?? 'n/a'),
      times(name === 'category' ? growth.category : growth.search),
      `${String(growth.cards?.[name]?.small ?? 'n/a')} → ${String(growth.cards?.[name]?.large ?? 'n/a')}`,
    ]),
  ]);

  console.log('\nBudgets');
  for (const budget of budgets) {
    const value =
      budget.value === null
        ? 'n/a'
        : budget.unit === '×'
          ? times(budget.value)
          : `${Number(budget.value.toFixed(2))}${budget.unit}`;
    const note = budget.binding ? '' : ' — not binding: the machine is not quiet';
    console.log(
      `${budget.pass ? 'PASS' : 'MISS'}  ${budget.name.padEnd(60)} ${value.padStart(12)}  [${budget.applies}]${note}`,
    );
  }
  const missed = budgets.filter((budget) => !budget.pass);
  console.log(
    `\n${budgets.length - missed.length} of ${budgets.length} budgets met; ${missed.filter((budget) => budget.binding).length} binding miss(es).`,
  );
}
