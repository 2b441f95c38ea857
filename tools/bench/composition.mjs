#!/usr/bin/env node
// Prints what a route's initial JavaScript is made of: the framework (React, React DOM, React
// Router), the libraries ARCHITECTURE.md names (TanStack Query, jotai, valibot, ky, react-intl and
// formatjs), the message catalogue, our own libraries and app, and anything else, in brotli KB.
// It builds the storefront with source maps into a folder of its own (the storefront's `build/`
// is left alone; `node_modules/.cache/matjar-composition` holds it), unless `--no-build` is given after a first run:
//   npm run bench:composition [-- route-id…] [--no-build]
// Route ids are those `npm run bench:initial-js` lists; home and the skeleton by default.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunkComposition, mergedComposition } from './lib/composition.mjs';
import { loadInitialJs } from './lib/initial-js.mjs';

const app = resolve('apps/storefront');
// Inside the app, so that the server build finds its packages; ignored as `node_modules` is.
const buildDirectory = join(app, 'node_modules/.cache/matjar-composition');
const args = process.argv.slice(2);
const wanted = args.filter((arg) => !arg.startsWith('--'));
const routeIds = wanted.length > 0 ? wanted : ['routes/bench-skeleton', 'routes/home'];

if (!args.includes('--no-build')) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    MATJAR_BUILD_DIRECTORY: buildDirectory,
    MATJAR_SOURCEMAP: 'hidden',
  };
  const reactRouter = join(resolve('node_modules/.bin'), 'react-router');
  console.error(`building the storefront with source maps into ${buildDirectory}…`);
  // As the storefront's build target does: record the modules every page loads, then build.
  rmSync(buildDirectory, { recursive: true, force: true });
  for (const shell of ['record', '']) {
    try {
      execFileSync(reactRouter, ['build'], {
        cwd: app,
        env: { ...env, MATJAR_SHELL_CHUNK: shell },
        stdio: 'pipe',
      });
    } catch (error) {
      const { stdout = '', stderr = '' } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (
        error
      );
      console.error(`${stdout}${stderr}`);
      throw new Error('The storefront did not build: its output is above.');
    }
  }
}

const initialJs = await loadInitialJs(app, buildDirectory);
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
/** The kinds of code, in the order the summary lists them. */
const kinds = /** @type {const} */ ([
  ['framework', 'framework: React, React DOM, React Router'],
  ['architecture', "architecture's libraries: TanStack Query, jotai, valibot, ky, formatjs"],
  ['messages', 'message catalogue'],
  ['ours', 'our libraries and app'],
  ['other', 'other packages and the bundler'],
]);

for (const id of routeIds) {
  const route = initialJs.of(id);
  const composition = mergedComposition(
    route.chunks.map((chunk) => {
      const path = join(buildDirectory, 'client', chunk.file);
      const code = readFileSync(path, 'utf8');
      // The bundler's runtime has no map, and the catalogue's (made of JSON) maps nothing.
      const map = existsSync(`${path}.map`)
        ? JSON.parse(readFileSync(`${path}.map`, 'utf8'))
        : { sources: [], mappings: '' };
      const isCatalogue = /\/ar-[\w-]+\.js$/.test(chunk.file);
      return isCatalogue
        ? chunkComposition(code, map, chunk.brotli, { name: 'Arabic catalogue', kind: 'messages' })
        : chunkComposition(code, map, chunk.brotli);
    }),
  );
  console.log(`\n${id}: ${kb(route.brotli)} KB brotli in ${route.files.length} files`);
  console.log(`${'part'.padEnd(34)} ${'kind'.padEnd(13)} ${'KB'.padStart(6)}  alone`);
  for (const part of composition.filter((entry) => entry.share >= 0.05 * 1024)) {
    console.log(
      `${part.name.padEnd(34)} ${part.kind.padEnd(13)} ${kb(part.share).padStart(6)}  ${kb(part.alone).padStart(5)}`,
    );
  }
  console.log('');
  let running = 0;
  for (const [kind, label] of kinds) {
    const total = composition
      .filter((entry) => entry.kind === kind)
      .reduce((sum, entry) => sum + entry.share, 0);
    running += total;
    console.log(`${label.padEnd(72)} ${kb(total).padStart(6)}  ${kb(running).padStart(6)}`);
  }
}
console.log(
  '\nKB: each part\'s share of its chunk\'s brotli (quality 11) size; "alone": the part compressed by itself. The last column adds up the kinds.',
);
