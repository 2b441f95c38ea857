// The @matjar libraries as another team receives them from the registry: every built library is
// packed with `npm pack`, and the tarballs are installed, with only the registry's packages beside
// them, into two bare projects outside the workspace (copied to a temporary folder):
// - tools/consumers/client: `@matjar/api-client` alone, without React. An ES module program signs
//   in to the demo API and reads two lists (src/store.ts); a CommonJS program `require`s the client
//   and its contract (src/store.cts). Both are type-checked under `--strict` without the DOM's
//   types, and the check prints what the client costs the type-check (decision 035).
// - tools/consumers/react-app: every library, with React. Every library's declarations are
//   type-checked under `--strict` and every public entry is loaded in Node (src/libraries.ts); a
//   Vite React app renders `@matjar/ui` components with its stylesheet and fonts, opened in the
//   system Chromium (app/).
//
// Needs the libraries and the demo API built (`nx run-many -t build`), as `npm test` has them.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const run = promisify(execFile);
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const workspaceManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versionOf = (name) =>
  workspaceManifest.dependencies?.[name] ?? workspaceManifest.devDependencies?.[name];

/** What a React app installs beside the libraries: their peers, and the types it compiles with. */
const REGISTRY_PACKAGES = [
  'react',
  'react-dom',
  'react-intl',
  '@tanstack/react-query',
  'jotai',
  'react-hook-form',
  '@hookform/resolvers',
];
const REGISTRY_TYPES = ['@types/react', '@types/react-dom', '@types/node', '@types/google.maps'];
/** What the team's own tests use: `@matjar/api-client/testing` answers calls through it. */
const REGISTRY_TEST_PACKAGES = ['msw'];

const libraries = readdirSync(join(root, 'libs')).filter((name) =>
  existsSync(join(root, 'libs', name, 'package.json')),
);

let folder = '';
/** The folders of the two projects, once copied. */
const projects = { client: '', reactApp: '' };

/** Packs each library into `folder/tarballs`; answers its name and tarball. */
async function packLibraries() {
  const tarballs = join(folder, 'tarballs');
  mkdirSync(tarballs);
  const packed = await Promise.all(
    libraries.map(async (name) => {
      const { stdout } = await run(
        'npm',
        ['pack', '--json', '--silent', '--pack-destination', tarballs],
        { cwd: join(root, 'libs', name) },
      );
      const [{ name: packageName, filename }] = JSON.parse(stdout);
      return [packageName, `file:../tarballs/${filename}`];
    }),
  );
  return Object.fromEntries(packed);
}

/** A port no one listens on now. */
function freePort() {
  return new Promise((ready) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ready(port));
    });
  });
}

/** Starts the demo API with fresh seed data; answers once it says it listens. */
async function startDemoApi() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/demo-api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DEMO_API_DATA: join(folder, 'demo-api.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('demo API on')) ready({ child, url: `http://127.0.0.1:${port}/` });
    });
    child.on('exit', (code) => fail(new Error(`the demo API stopped (${code}): ${output}`)));
  });
}

/** Serves a built app from a port of its own. */
function serve(directory) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(directory, path === '/' ? 'index.html' : path);
    if (!file.startsWith(directory) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = types[extname(file)] ?? (file.endsWith('.woff2') ? 'font/woff2' : undefined);
    response.writeHead(200, type ? { 'Content-Type': type } : {});
    response.end(readFileSync(file));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

/** Runs `tsc -p <config>` in a project; answers its instantiation count. */
async function typeCheck(project, config, flags = []) {
  try {
    const { stdout } = await run(
      process.execPath,
      [tsc, '-p', config, '--noEmit', '--extendedDiagnostics', ...flags],
      { cwd: project },
    );
    return Number(/Instantiations:\s+(\d+)/.exec(stdout)?.[1]);
  } catch (error) {
    assert.fail(`tsc -p ${config} in ${project}:\n${error.stdout}${error.stderr}`);
  }
}

describe('the libraries installed from their tarballs into bare projects', () => {
  let demoApi;

  /** Copies a project, names its dependencies and installs them; answers its folder. */
  async function installProject(name, dependencies, devDependencies) {
    const project = join(folder, name);
    cpSync(join(root, 'tools/consumers', name), project, { recursive: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify(
        {
          name: `another-team-${name}`,
          private: true,
          type: 'module',
          dependencies,
          devDependencies,
        },
        null,
        2,
      ),
    );
    // From the registry (or npm's cache, which `npm ci` filled), never from the workspace.
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      {
        cwd: project,
      },
    );
    return project;
  }

  before(
    async () => {
      folder = mkdtempSync(join(tmpdir(), 'matjar-consumers-'));
      const matjar = await packLibraries();
      const pinned = (names) => Object.fromEntries(names.map((name) => [name, versionOf(name)]));
      [projects.client, projects.reactApp] = await Promise.all([
        installProject(
          'client',
          { '@matjar/api-client': matjar['@matjar/api-client'] },
          pinned(['@types/node']),
        ),
        installProject(
          'react-app',
          { ...matjar, ...pinned(REGISTRY_PACKAGES) },
          pinned([...REGISTRY_TYPES, ...REGISTRY_TEST_PACKAGES]),
        ),
      ]);
      demoApi = await startDemoApi();
    },
    { timeout: 600_000 },
  );

  after(async () => {
    if (demoApi && demoApi.child.exitCode === null) {
      const stopped = new Promise((resolve) => demoApi.child.once('exit', resolve));
      demoApi.child.kill();
      await stopped;
    }
    if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  });

  it('installs every library, each @matjar dependency met by the tarball of its version', () => {
    const installed = readdirSync(join(projects.reactApp, 'node_modules/@matjar'));
    assert.deepEqual(installed.sort(), libraries.sort());
    // One copy of each: no library pulled a second @matjar package from the registry.
    for (const name of libraries) {
      assert.equal(
        existsSync(join(projects.reactApp, 'node_modules/@matjar', name, 'node_modules/@matjar')),
        false,
        `@matjar/${name} has a copy of its own of a @matjar library`,
      );
    }
  });

  it('installs the client without React', () => {
    assert.equal(existsSync(join(projects.client, 'node_modules/react')), false);
  });

  it(
    "type-checks the client's programs under --strict, without the DOM's types",
    { timeout: 300_000 },
    async () => {
      await typeCheck(projects.client, 'tsconfig.json');
    },
  );

  it(
    'signs in to the demo API from an ES module and reads a list',
    { timeout: 120_000 },
    async () => {
      await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: projects.client });
      const { stdout } = await run(process.execPath, ['out/store.js'], {
        cwd: projects.client,
        env: { ...process.env, MATJAR_API_URL: demoApi.url },
      });
      const answer = JSON.parse(stdout);
      assert.equal(answer.customer, 'سارة العتيبي');
      assert.ok(answer.addressesTotal >= 2, `Sara's saved addresses: ${stdout}`);
      assert.equal(answer.addresses.length, answer.addressesTotal);
      assert.equal(answer.ordersPage, 1);
      assert.equal(answer.refused, 'fail');
    },
  );

  it(
    'requires the client and its contract from CommonJS and calls the demo API',
    { timeout: 120_000 },
    async () => {
      const { stdout } = await run(process.execPath, ['out/store.cjs'], {
        cwd: projects.client,
        env: { ...process.env, MATJAR_API_URL: demoApi.url },
      });
      const answer = JSON.parse(stdout);
      assert.ok(answer.categories > 0 && answer.banners > 0 && answer.calls > 80, stdout);
    },
  );

  it(
    "measures what the client costs a consumer's type-check, with and without checking declarations",
    { timeout: 300_000 },
    async () => {
      const project = projects.client;
      writeFileSync(
        join(project, 'tsconfig.client.json'),
        JSON.stringify({ extends: './tsconfig.json', include: ['src/store.ts'] }),
      );
      writeFileSync(
        join(project, 'tsconfig.bare.json'),
        JSON.stringify({ extends: './tsconfig.json', include: [], files: ['src/bare.ts'] }),
      );
      writeFileSync(join(project, 'src/bare.ts'), 'export const nothing = 0;\n');
      const figures = {};
      for (const skipLibCheck of [true, false]) {
        const flag = ['--skipLibCheck', String(skipLibCheck)];
        figures[skipLibCheck] = {
          bare: await typeCheck(project, 'tsconfig.bare.json', flag),
          client: await typeCheck(project, 'tsconfig.client.json', flag),
        };
      }
      console.log(
        [
          "  a consumer's type-check, in TypeScript's instantiations (src/store.ts: sign in, two lists):",
          `    skipLibCheck true:  ${figures.true.bare} without the client, ${figures.true.client} with it`,
          `    skipLibCheck false: ${figures.false.bare} without the client, ${figures.false.client} with it`,
        ].join('\n'),
      );
      // The README's figure: with declarations taken as written (skipLibCheck, as `tsc --init` and
      // the usual app templates set it), the client's types cost a consumer little.
      assert.ok(figures.true.client - figures.true.bare < 10_000, JSON.stringify(figures));
    },
  );

  it("type-checks every library's declarations under --strict", { timeout: 300_000 }, async () => {
    await typeCheck(projects.reactApp, 'tsconfig.json');
  });

  it('loads every library in Node from its public entry', { timeout: 120_000 }, async () => {
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: projects.reactApp });
    const { stdout } = await run(process.execPath, ['out/libraries.js'], {
      cwd: projects.reactApp,
    });
    assert.deepEqual(JSON.parse(stdout), { libraries: 12 });
  });

  it(
    'renders @matjar/ui in a Vite React app with its stylesheet and fonts',
    { timeout: 300_000 },
    async () => {
      await typeCheck(projects.reactApp, 'tsconfig.app.json');
      const { build } = await import('vite');
      const { default: react } = await import('@vitejs/plugin-react');
      await build({
        root: join(projects.reactApp, 'app'),
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        build: { outDir: join(projects.reactApp, 'app-dist'), emptyOutDir: true, target: 'es2022' },
      });
      const server = await serve(join(projects.reactApp, 'app-dist'));
      const browser = await puppeteer.launch({
        executablePath: chromiumPath,
        headless: true,
        args: chromiumArgs,
      });
      try {
        const page = await browser.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`http://127.0.0.1:${server.address().port}/`);
        const button = await page.waitForSelector('button ::-p-text(أضف إلى السلة)');
        const drawn = await page.evaluate(async () => {
          await document.fonts.ready;
          const button = document.querySelector('button');
          const style = getComputedStyle(button);
          return {
            fontFamily: style.fontFamily,
            // The design system's token, not the browser's grey button.
            background: style.backgroundColor,
            brand: (() => {
              const probe = document.createElement('i');
              probe.style.color = 'var(--mj-color-brand)';
              document.body.append(probe);
              return getComputedStyle(probe).color;
            })(),
            direction: getComputedStyle(button).direction,
            arabicFace: [...document.fonts].some(
              (face) => face.family.includes('Matjar Sans Arabic') && face.status === 'loaded',
            ),
            price: document.querySelector('main')?.textContent ?? '',
          };
        });
        // It works: a press is counted.
        await button.click();
        await page.waitForFunction(() => document.querySelector('output')?.textContent === '1');
        assert.deepEqual(errors, []);
        assert.match(drawn.fontFamily, /Matjar Sans Arabic/);
        assert.ok(drawn.arabicFace, 'the Arabic face was loaded from the package');
        // The primary button in the brand's colour (the token is defined: not the browser's black).
        assert.equal(drawn.background, drawn.brand);
        assert.notEqual(drawn.brand, 'rgb(0, 0, 0)');
        assert.equal(drawn.direction, 'rtl');
        assert.match(drawn.price, /120[.,٫]50|١٢٠٫٥٠/);
      } finally {
        await browser.close();
        server.close();
      }
    },
  );
});
