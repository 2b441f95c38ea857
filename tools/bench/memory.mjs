#!/usr/bin/env node
// The storefront server's memory under a mixed load: 50 connections for 2 minutes over many
// distinct pages (home, products, categories, providers, and search words, most of them asked for
// once), as browsers ask for them (brotli and gzip). Prints the server's resident memory, sampled
// every second, and fails when its peak passes MEMORY_BOUND_MB.
//
//   npm run bench:memory                 # builds the storefront and the demo API first (Nx caches it)
//   npm run bench:memory -- --no-build   # the build already there
//   npm run bench:memory -- --seconds 30 --connections 20
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { browserHeaders } from './lib/http.mjs';
import { startNodeServer } from './lib/servers.mjs';

/** The documented bound: the server's resident memory never passes it under this load. */
export const MEMORY_BOUND_MB = 400;

/**
 * How the server is run in production (README): its JavaScript heap held to 256 MB. Without a
 * limit, V8 lets a heap of garbage grow towards a quarter of the machine's memory before it
 * collects it, and the server's memory says more about the machine than about the server.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256'];

const root = join(import.meta.dirname, '../..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const seconds = option('seconds', 120);
const connections = option('connections', 50);

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'storefront', 'demo-api'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** Resident memory of a process, in MB (Linux). */
const residentMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/** Arabic and English words: each search is a page of its own, kept or not. */
const words = ['تفاح', 'تمر', 'عسل', 'قهوة', 'ثوب', 'عطر', 'rice', 'dates', 'honey', 'coffee'];

/** The mixed paths: a few pages many visitors open, and many pages one visitor opens. */
function pathOf(index) {
  const kind = index % 10;
  if (kind === 0) return '/';
  if (kind <= 3) return `/products/${(index % 150) + 1}`;
  if (kind <= 5) return `/categories/${(index % 10) + 1}?page=${(index % 4) + 1}`;
  if (kind === 6) return `/providers/${(index % 8) + 1}`;
  return `/search?q=${encodeURIComponent(`${words[index % words.length]} ${index}`)}`;
}

const api = await startNodeServer({
  root,
  script: 'apps/demo-api/dist/main.js',
  port: 3745,
  readyPath: '/health',
  env: {},
});
const storefront = await startNodeServer({
  root,
  script: 'apps/storefront/server.mjs',
  port: 4714,
  readyPath: '/build.json',
  env: { MATJAR_API_URL: `${api.url}/` },
  nodeArgs: SERVER_NODE_ARGS,
});

try {
  const pid = storefront.pid ?? 0;
  const samples = [residentMb(pid)];
  const sampler = setInterval(() => samples.push(residentMb(pid)), 1_000);
  let index = 0;
  const result = await autocannon({
    url: storefront.url.replace('localhost', '127.0.0.1'),
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          index += 1;
          // Half the readers take brotli, the others gzip: each kept page in both encodings.
          const encoding = index % 2 === 0 ? 'br, gzip' : 'gzip';
          return {
            ...request,
            path: pathOf(index),
            headers: { ...browserHeaders, 'accept-encoding': encoding },
          };
        },
      },
    ],
  });
  clearInterval(sampler);
  samples.push(residentMb(pid));
  const sorted = [...samples].sort((a, b) => a - b);
  const peak = sorted.at(-1) ?? 0;
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    [
      `storefront memory, ${connections} connections for ${seconds} s, ${index} requests over ${new Set(Array.from({ length: index }, (_, i) => pathOf(i + 1))).size} distinct pages:`,
      `  resident memory: start ${samples[0]?.toFixed(0)} MB, median ${median.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (bound ${MEMORY_BOUND_MB} MB)`,
      `  throughput: ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}`,
    ].join('\n'),
  );
  if (peak > MEMORY_BOUND_MB) {
    console.error(`the peak passed the bound of ${MEMORY_BOUND_MB} MB`);
    process.exitCode = 1;
  }
} finally {
  await storefront.stop();
  await api.stop();
}
