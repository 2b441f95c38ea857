import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.mjs';
import { apiPort, storefrontPort } from './src/e2e-env.js';

const root = new URL('../..', import.meta.url).pathname;

/**
 * This run's folder: the demo store's data and every server's log, which the global teardown reads
 * for bearer tokens. Set once in the main process; the workers inherit it.
 */
const runDir = process.env['MATJAR_E2E_RUN_DIR'] ?? mkdtempSync(join(tmpdir(), 'matjar-e2e-'));
process.env['MATJAR_E2E_RUN_DIR'] = runDir;

/** Debian's Chromium: Playwright's own browser downloads are not used. */

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  globalTeardown: './src/global-teardown.ts',
  retries: 0,
  // Limits are for a hang, not for speed: CI shares two cores with other work, and a journey opens
  // several pages, each of which may take up to HYDRATION_TIMEOUT_MS to become interactive on a
  // loaded machine. Tests wait for states, so a slow machine makes them slower, never wrong.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // One browser per core: the servers under test share the same two cores.
  workers: 2,
  reporter: [
    ['list'],
    ['./src/slowest-tests-reporter.ts'],
    ...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${storefrontPort}`,
    // A trace records every frame of every test to keep the failed ones; CI keeps only the run's
    // output, so there it would cost a third of the browser's work for nothing.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: `node ${root}apps/demo-api/dist/main.js >> ${join(runDir, 'demo-api.log')} 2>&1`,
      url: `http://localhost:${apiPort}/health`,
      // A fresh demo store for every run.
      env: {
        PORT: String(apiPort),
        DEMO_API_DATA: join(runDir, 'demo-api.json'),
        // The demo delegate answers chat messages after 2 s instead of 20 s.
        DEMO_CHAT_REPLY_MS: '2000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node ${root}apps/storefront/server.mjs >> ${join(runDir, 'storefront.log')} 2>&1`,
      url: `http://localhost:${storefrontPort}/build.json`,
      env: {
        PORT: String(storefrontPort),
        MATJAR_API_URL: `http://localhost:${apiPort}/`,
        MATJAR_DEMO_PUSH: '1',
        // The server renders in UTC; the hydration spec opens its pages from browsers in other zones.
        TZ: 'UTC',
        // Journeys change the store (its pages, stock, reviews) and look at the result at once:
        // the server render asks the store every time. The storefronts the fault and scale
        // specs start keep the default cache.
        MATJAR_API_CACHE_SECONDS: '0',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
