#!/usr/bin/env node
// Shows, request by request, what a page's simulated largest contentful paint is made of: the bench's
// Lighthouse navigation (mobile preset, simulated throttling), then Lighthouse's own Lantern
// estimate of the LCP replayed on the run's trace. Lighthouse's LCP is the mean of two estimates:
// the optimistic one counts every request (but low-priority images) that had finished before the
// observed largest paint; the pessimistic one counts those images too, and the main thread's layout
// work. Each line is a request of an estimate, with when the simulation starts and ends it.
//
// Usage, with the storefront and the demo API running (`npm start`, or the bench's servers):
//   node tools/bench/lcp-graph.mjs URL… [--runs N] [--signed-in API_URL]
// `--signed-in` leaves the demo customer's cookie and token in the browser first (as the bench does
// for the cart); API_URL is the demo API the storefront calls (http://localhost:3333/ by `npm start`).
import { parseArgs } from 'node:util';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseResult, signIn, withChrome } from './lib/browser.mjs';
import { demoSession } from './lib/http.mjs';

const CHROME_PORT = 4714;

/**
 * @typedef {{ startTime: number, endTime: number }} Timing
 * @typedef {{ type: string, request?: { url: string, priority: string, resourceType?: string,
 *   transferSize: number } }} GraphNode
 * @typedef {{ timeInMs: number, nodeTimings: Map<GraphNode, Timing> }} Estimate
 */

/** The URLs to explain, how many runs of each, and the demo API to sign in with, if any. */
function parseArguments() {
  const usage = 'usage: node tools/bench/lcp-graph.mjs URL… [--runs N] [--signed-in API_URL]';
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { runs: { type: 'string', default: '1' }, 'signed-in': { type: 'string' } },
    });
    const runs = Number(values.runs);
    if (positionals.length > 0 && Number.isInteger(runs) && runs >= 1) {
      return { urls: positionals, runs, apiUrl: values['signed-in'] };
    }
  } catch {
    // An unknown option or one without its value: the usage says what is expected.
  }
  console.error(usage);
  return process.exit(2);
}

/** A request's address without the origin, cut to `width`. */
const shortUrl = (/** @type {string} */ url, width = 72) => {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/, '');
  return path.length > width ? `${path.slice(0, width - 1)}…` : path;
};

/**
 * The lines of one estimate: its requests by start, and the main thread's time in it.
 * @param {string} name
 * @param {Estimate} estimate
 */
function estimateLines(name, estimate) {
  const rows = [...estimate.nodeTimings.entries()].sort(
    ([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime,
  );
  let cpu = 0;
  const lines = [];
  for (const [node, timing] of rows) {
    if (node.type !== 'network' || !node.request) {
      cpu += timing.endTime - timing.startTime;
      continue;
    }
    const { request } = node;
    lines.push(
      [
        name.padEnd(11),
        String(Math.round(timing.startTime)).padStart(5),
        String(Math.round(timing.endTime)).padStart(5),
        request.priority.padEnd(8),
        (request.resourceType ?? 'Other').padEnd(10),
        (request.transferSize / 1024).toFixed(1).padStart(6),
        shortUrl(request.url),
      ].join('  '),
    );
  }
  lines.push(
    `${name.padEnd(11)}  ${Math.round(estimate.timeInMs)} ms in all; main thread ${Math.round(cpu)} ms`,
  );
  return lines;
}

const { urls, runs, apiUrl } = parseArguments();
const session = apiUrl === undefined ? undefined : await demoSession(apiUrl);
for (let run = 1; run <= runs; run += 1) {
  for (const url of urls) {
    const result = await withChrome(CHROME_PORT, async (browserUrl) => {
      if (session) await signIn(browserUrl, new URL(url).origin, session);
      return lighthouseResult(browserUrl, url, { keepStorage: session !== undefined });
    });
    const { lhr, artifacts } = result;
    const lcp = /** @type {{ optimisticEstimate: Estimate, pessimisticEstimate: Estimate }} */ (
      await LanternLargestContentfulPaint.request(
        {
          trace: artifacts.Trace,
          devtoolsLog: artifacts.DevtoolsLog,
          gatherContext: artifacts.GatherContext,
          settings: lhr.configSettings,
          simulator: null,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
        },
        { computedCache: new Map() },
      )
    );
    const metrics = /** @type {{ items?: { observedLargestContentfulPaint?: number }[] }} */ (
      lhr.audits['metrics']?.details ?? {}
    ).items?.[0];
    const observed = Math.round(metrics?.observedLargestContentfulPaint ?? Number.NaN);
    const simulated = Math.round(
      lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    );
    console.log(
      `\n${url}${runs > 1 ? ` (run ${String(run)})` : ''}: LCP ${String(simulated)} ms ` +
        `(optimistic ${String(Math.round(lcp.optimisticEstimate.timeInMs))}, ` +
        `pessimistic ${String(Math.round(lcp.pessimisticEstimate.timeInMs))}; ` +
        `observed without throttling ${String(observed)} ms)`,
    );
    console.log(
      ['estimate'.padEnd(11), 'start', '  end', 'priority', 'type      ', '    KB', 'request'].join(
        '  ',
      ),
    );
    for (const line of estimateLines('optimistic', lcp.optimisticEstimate)) console.log(line);
    for (const line of estimateLines('pessimistic', lcp.pessimisticEstimate)) console.log(line);
  }
}
