import type { Response } from '@playwright/test';
import { type ChildProcess, execFile } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { apiUrl, storefrontPort } from './e2e-env.js';
import { expect, gotoHydrated, test } from './fixtures.js';
import { root, startServer, waitForServer } from './servers.js';

/**
 * A deploy while customers have the store open: the server is stopped and started again on a new
 * build, and a page the previous build drew goes on asking for that build's code. The build target
 * keeps the previous builds' assets in the new one (tools/scripts/keep-assets.mjs), so the page
 * finds them. The new build is made here, from the same code with another build id, which renames
 * most chunks, as a release does.
 */
const port = storefrontPort + 85;
const storefront = `http://localhost:${port}`;
const run = promisify(execFile);

/** The build target's last step on `buildDirectory`, with this test's archive of builds. */
const keepAssets = (buildDirectory: string, archive: string) =>
  run(process.execPath, [join(root, 'tools/scripts/keep-assets.mjs'), buildDirectory], {
    env: { ...process.env, MATJAR_BUILDS_ARCHIVE: archive },
  });

let work = '';
let before = '';
let after = '';
let server: ChildProcess | undefined;

const startStorefront = async (buildDirectory: string) => {
  server = startServer('apps/storefront/server.mjs', {
    PORT: String(port),
    MATJAR_API_URL: apiUrl,
    MATJAR_BUILD_DIRECTORY: buildDirectory,
    MATJAR_API_CACHE_SECONDS: '0',
  });
  await waitForServer(`${storefront}/build.json`);
};

const stopStorefront = async () => {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = once(running, 'exit');
  running.kill('SIGTERM');
  await exited;
};

test.describe('a deploy while a page is open', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Inside the repository: a server build finds its packages in the root's node_modules.
    mkdirSync(join(root, 'tmp'), { recursive: true });
    work = mkdtempSync(join(root, 'tmp', 'deploy-'));
    const archive = join(work, 'archive');
    // The running build: the suite's own, copied so that keeping assets leaves it as it is.
    before = join(work, 'before');
    cpSync(join(root, 'apps/storefront/build'), before, { recursive: true });
    await keepAssets(before, archive);
    // The next release, built as the build target does, into a folder of its own.
    after = join(work, 'after');
    await run(join(root, 'node_modules/.bin/react-router'), ['build'], {
      cwd: join(root, 'apps/storefront'),
      env: {
        ...process.env,
        MATJAR_BUILD_INFO: '',
        MATJAR_BUILD_DIRECTORY: after,
        BUILD_ID: `next-release-${Date.now()}`,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    await keepAssets(after, archive);
  });

  test.afterAll(async () => {
    await stopStorefront();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a page of the previous build loads its code from the new one, without a reload', async ({
    page,
  }) => {
    const { kept } = JSON.parse(readFileSync(join(after, 'kept-assets.json'), 'utf8')) as {
      kept: string[];
    };
    await startStorefront(before);
    const assetsBeforeDeploy: string[] = [];
    const noteAsset = (response: Response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) assetsBeforeDeploy.push(pathname);
    };
    page.on('response', noteAsset);
    await gotoHydrated(page, `${storefront}/`);
    // What the page fetches once started (the dialogs' and toasts' code and the field measures,
    // asked for when the page is idle, which a busy machine puts off) has come before the server
    // goes away; behind a balancer another replica would have answered.
    await expect
      .poll(() =>
        ['toast-stack', 'web-vitals'].every((name) =>
          assetsBeforeDeploy.some((path) => path.startsWith(`/assets/${name}-`)),
        ),
      )
      .toBe(true);
    page.off('response', noteAsset);
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    const assetsAfterDeploy: { file: string; status: number }[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });

    // The deploy: the same address now serves the new build.
    await stopStorefront();
    await startStorefront(after);
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) {
        assetsAfterDeploy.push({
          file: pathname.slice('/assets/'.length),
          status: response.status(),
        });
      }
    });

    const card = page.locator('a.catalog-product-card[href^="/products/"]').first();
    const href = await card.getAttribute('href');
    const name = await card.locator('.catalog-product-card__name').innerText();
    await card.click();
    await expect(page).toHaveURL(`${storefront}${href ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The product page's code came from the new server: the previous build's files it keeps.
    expect(documents).toEqual([]);
    expect(assetsAfterDeploy.length).toBeGreaterThan(0);
    expect(assetsAfterDeploy.filter(({ status }) => status !== 200)).toEqual([]);
    expect(assetsAfterDeploy.filter(({ file }) => kept.includes(file)).length).toBeGreaterThan(0);
  });
});
