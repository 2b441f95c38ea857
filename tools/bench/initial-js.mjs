#!/usr/bin/env node
// Prints the JavaScript each storefront route loads before it is interactive (the entry, the root
// route and the route itself, with their static imports), from the production build's manifest:
// brotli (quality 11) and gzip bytes per route and per chunk. Build first:
//   npx nx run storefront:build && node tools/bench/initial-js.mjs [--chunks] [route-id…]
import { resolve } from 'node:path';
import { loadInitialJs } from './lib/initial-js.mjs';

const initialJs = await loadInitialJs(resolve('apps/storefront'));
const args = process.argv.slice(2);
const showChunks = args.includes('--chunks');
const wanted = args.filter((arg) => !arg.startsWith('--'));

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = initialJs.routeIds
  .filter((id) => wanted.length === 0 || wanted.includes(id))
  .map((id) => initialJs.of(id))
  .sort((a, b) => b.brotli - a.brotli);
console.log(
  'route'.padEnd(34),
  'files'.padStart(5),
  'brotli'.padStart(10),
  'gzip'.padStart(10),
  'raw'.padStart(10),
);
for (const row of rows) {
  console.log(
    row.id.padEnd(34),
    String(row.files.length).padStart(5),
    kb(row.brotli).padStart(10),
    kb(row.gzip).padStart(10),
    kb(row.raw).padStart(10),
  );
  if (showChunks) {
    for (const chunk of row.chunks) {
      console.log('   ', chunk.file.padEnd(50), kb(chunk.brotli).padStart(10));
    }
  }
}
