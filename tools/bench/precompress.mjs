#!/usr/bin/env node
// Writes a brotli (quality 11) `.br` and a gzip (level 9) `.gz` beside every compressible static
// file of the storefront's client build, so that the server sends them as they are instead of
// compressing on the fly at a low level. Runs after `react-router build` (the storefront's build
// target); also usable on any folder:
//   node tools/bench/precompress.mjs [folder]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions of the files worth compressing (fonts in woff2 and images are compressed already). */
export const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);

/** Files smaller than this gain nothing worth a second request path. */
const minimumBytes = 256;

/**
 * Lists the files under `folder`, recursively.
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `folder` that is not smaller compressed.
 * @param {string} folder
 * @returns {Promise<{ files: number, raw: number, brotli: number, gzip: number }>}
 */
export async function precompress(folder) {
  const total = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  const files = (await filesUnder(folder)).filter((file) => compressible.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < minimumBytes) return;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
      total.files += 1;
      total.raw += bytes.length;
      total.brotli += br.length;
      total.gzip += gzipped.length;
    }),
  );
  return total;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = resolve(process.argv[2] ?? 'apps/storefront/build/client');
  const total = await precompress(folder);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${total.files} files in ${folder}: ${kb(total.raw)} → brotli ${kb(total.brotli)}, gzip ${kb(total.gzip)}`,
  );
}
