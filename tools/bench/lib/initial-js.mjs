// The JavaScript a storefront route loads before it is interactive (the entry, the root route and
// the route itself, with their static imports, read from the production build's manifest), and the
// Arabic message catalogue the entry loads before it hydrates the page.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ownAssets } from '../../scripts/keep-assets.mjs';

/**
 * @typedef {{ raw: number, brotli: number, gzip: number }} Size
 * @typedef {{ file: string } & Size} ChunkSize
 * @typedef {{ id: string, files: string[], chunks: ChunkSize[] } & Size} RouteJs
 * @typedef {{ module: string, imports?: string[], css?: string[] }} ManifestEntry
 * @typedef {{ entry: ManifestEntry, routes: Record<string, ManifestEntry> }} Manifest
 */

/** A chunk's call that loads its Arabic messages (see `tools/vite/precompiled-messages.ts`). */
const MESSAGE_PART =
  /__matjarMessagePart\(\{ar:\(\)=>import\([`'"]\.\/(messages-ar-[\w-]+\.js)[`'"]\)/g;

/**
 * Brotli (quality 11) and gzip (level 9) sizes of a buffer.
 * @param {Buffer} bytes
 * @returns {Size}
 */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
}

/**
 * Reads the build's manifest and measures the initial JavaScript of routes.
 * @param {string} app the storefront's folder
 * @param {string} [buildDirectory] its build (`build/` in `app` unless built elsewhere)
 */
export async function loadInitialJs(app, buildDirectory = 'build') {
  const build = resolve(app, buildDirectory);
  /** @type {{ assets: Manifest }} */
  const { assets } = await import(pathToFileURL(join(build, 'server/index.js')).href);
  /** @type {Map<string, Size>} */
  const sizes = new Map();
  /** @param {string} path */
  const sizeOf = (path) => {
    let size = sizes.get(path);
    if (!size) {
      size = compressedSizes(readFileSync(join(build, 'client', path)));
      sizes.set(path, size);
    }
    return size;
  };
  /**
   * The Arabic message part a chunk loads before its code runs (`messages-ar-*.js`), if any.
   * @param {string} path
   */
  const messagePartsOf = (path) =>
    [...readFileSync(join(build, 'client', path), 'utf8').matchAll(MESSAGE_PART)].map(
      (match) => `${dirname(path)}/${match[1]}`,
    );
  /** @param {ManifestEntry} entry */
  const filesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
  // The catalogue is a chunk of its own (`catalogues/ar.json`), imported by the entry before it
  // hydrates the page: part of what a page loads before it is interactive.
  // The build's own files: its assets folder also serves the builds before it (keep-assets.mjs).
  const catalogue = ownAssets(build).find((file) => /^ar-[\w-]+\.js$/.test(file));
  if (!catalogue) throw new Error('The build has no Arabic catalogue chunk (assets/ar-*.js)');

  /** @param {string[]} files */
  const total = (files) => {
    const sum = { raw: 0, brotli: 0, gzip: 0 };
    for (const file of files) {
      const size = sizeOf(file);
      sum.raw += size.raw;
      sum.brotli += size.brotli;
      sum.gzip += size.gzip;
    }
    return sum;
  };

  return {
    /**
     * The stylesheet every page waits for before its first paint (the root route's), and the
     * stylesheets a route adds to it.
     * @param {string} [id] a route; the root's alone without it
     * @returns {Size & { files: string[] }}
     */
    css(id) {
      const files = id ? (assets.routes[id]?.css ?? []) : (assets.routes['root']?.css ?? []);
      return { files, ...total(files) };
    },
    /** Every route id of the build but the root. */
    routeIds: Object.keys(assets.routes).filter((id) => id !== 'root'),
    /**
     * The initial JavaScript of one route, in total and by chunk (largest first).
     * @param {string} id
     * @returns {RouteJs}
     */
    of(id) {
      const route = assets.routes[id];
      if (!route) throw new Error(`The build has no route ${id}`);
      const scripts = [
        ...new Set([
          ...filesOf(assets.entry),
          ...filesOf(assets.routes['root'] ?? route),
          ...filesOf(route),
          `/assets/${catalogue}`,
        ]),
      ];
      // With each chunk, the Arabic messages of its code that it loads before it runs.
      const files = [...new Set(scripts.flatMap((file) => [file, ...messagePartsOf(file)]))];
      const chunks = files
        .map((file) => ({ file, ...sizeOf(file) }))
        .sort((a, b) => b.brotli - a.brotli);
      const total = { raw: 0, brotli: 0, gzip: 0 };
      for (const chunk of chunks) {
        total.raw += chunk.raw;
        total.brotli += chunk.brotli;
        total.gzip += chunk.gzip;
      }
      return { id, files, chunks, ...total };
    },
  };
}
