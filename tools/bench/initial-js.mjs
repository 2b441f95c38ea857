#!/usr/bin/env node
// Prints the JavaScript each storefront route loads before it is interactive (the entry, the root
// route and the route itself, with their static imports), from the production build's manifest:
// brotli (quality 11) and gzip bytes per route and per chunk. Build first:
//   npx nx run storefront:build && node tools/bench/initial-js.mjs [--chunks] [route-id…]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const app = resolve('apps/storefront/build');
const { assets } = await import(pathToFileURL(join(app, 'server/index.js')).href);
const args = process.argv.slice(2);
const showChunks = args.includes('--chunks');
const wanted = args.filter((arg) => !arg.startsWith('--'));

const sizes = new Map();
function sizeOf(path) {
  let size = sizes.get(path);
  if (!size) {
    const bytes = readFileSync(join(app, 'client', path));
    size = {
      raw: bytes.length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
    sizes.set(path, size);
  }
  return size;
}

const filesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const routeIds = Object.keys(assets.routes).filter(
  (id) => id !== 'root' && (wanted.length === 0 || wanted.includes(id)),
);
const rows = [];
for (const id of routeIds) {
  const files = new Set([
    ...filesOf(assets.entry),
    ...filesOf(assets.routes.root),
    ...filesOf(assets.routes[id]),
  ]);
  const total = { raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.brotli += size.brotli;
    total.gzip += size.gzip;
  }
  rows.push({ id, files: [...files], ...total });
}

rows.sort((a, b) => b.brotli - a.brotli);
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
    for (const file of row.files.sort((a, b) => sizeOf(b).brotli - sizeOf(a).brotli)) {
      console.log('   ', file.padEnd(50), kb(sizeOf(file).brotli).padStart(10));
    }
  }
}
