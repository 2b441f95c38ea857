// What a page's initial JavaScript is made of: each chunk's code attributed, through its source
// map, to the package or the part of our code it came from, and weighed in brotli bytes.
import { decode } from '@jridgewell/sourcemap-codec';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * @typedef {'framework' | 'architecture' | 'messages' | 'ours' | 'other'} Kind
 * @typedef {{ name: string, kind: Kind }} Part
 * @typedef {{ name: string, kind: Kind, raw: number, alone: number, share: number }} PartSize
 */

/** React, React DOM and React Router, with the packages they bring. */
const FRAMEWORK = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'cookie',
  'set-cookie-parser',
  'turbo-stream',
]);

/** The libraries ARCHITECTURE.md names for server state, client state, validation and messages. */
const ARCHITECTURE = [
  /^@tanstack\//,
  /^jotai$/,
  /^valibot$/,
  /^ky$/,
  /^react-intl$/,
  /^@formatjs\//,
  /^intl-messageformat$/,
];

/**
 * Where a module of the bundle came from, by its path in the source map: a package (by its name),
 * a library of ours (`libs/<name>`), the storefront's own code, or the bundler's.
 * @param {string} source
 * @returns {Part}
 */
export function partOf(source) {
  const path = source.replaceAll('\\', '/');
  const packages = path.lastIndexOf('node_modules/');
  const inPackage =
    packages === -1
      ? null
      : /^((?:@[^/]+\/)?[^/]+)\//.exec(path.slice(packages + 'node_modules/'.length));
  if (inPackage?.[1]) {
    const name = inPackage[1];
    if (FRAMEWORK.has(name)) return { name, kind: 'framework' };
    if (ARCHITECTURE.some((pattern) => pattern.test(name))) return { name, kind: 'architecture' };
    return { name, kind: 'other' };
  }
  const library = /(?:^|\/)libs\/([^/]+)\//.exec(path);
  if (library?.[1]) {
    const name = library[1];
    return /\/catalogues\/[a-z]{2}\.json$/.test(path)
      ? { name: `messages (${name})`, kind: 'messages' }
      : { name: `libs/${name}`, kind: 'ours' };
  }
  if (/(?:^|\/)app\//.test(path)) return { name: 'storefront app', kind: 'ours' };
  return { name: 'bundler', kind: 'other' };
}

/** @param {string} text */
const brotli = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Splits a chunk's code by where each stretch came from, per its source map, and weighs each part:
 * `alone` is its code compressed by itself (brotli 11), `share` its part of the chunk's own
 * compressed size, in proportion to `alone` (so the shares of a chunk add up to the chunk).
 * @param {string} code the chunk
 * @param {{ sources: (string | null)[], mappings: string }} map its source map
 * @param {number} chunkBrotli the chunk's compressed size
 * @param {Part} [unmapped] what code the map names no source for is (the bundler's by default)
 * @returns {PartSize[]}
 */
export function chunkComposition(code, map, chunkBrotli, unmapped = partOf('')) {
  const lines = code.split('\n');
  /** @type {Map<string, { part: Part, text: string[] }>} */
  const parts = new Map();
  const add = (/** @type {Part} */ of, /** @type {string} */ text) => {
    if (text === '') return;
    const entry = parts.get(of.name) ?? { part: of, text: [] };
    entry.text.push(text);
    parts.set(of.name, entry);
  };
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    if (segments.length === 0) {
      add(unmapped, line);
      return;
    }
    add(unmapped, line.slice(0, segments[0]?.[0] ?? 0));
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const sourceIndex = segment[1];
      const source = sourceIndex === undefined ? null : (map.sources[sourceIndex] ?? null);
      add(source === null ? unmapped : partOf(source), line.slice(segment[0], end));
    });
  });
  const sized = [...parts.values()].map(({ part: of, text }) => {
    const joined = text.join('\n');
    return { name: of.name, kind: of.kind, raw: joined.length, alone: brotli(joined) };
  });
  const aloneTotal = sized.reduce((sum, entry) => sum + entry.alone, 0);
  return sized.map((entry) => ({
    ...entry,
    share: aloneTotal === 0 ? 0 : (entry.alone / aloneTotal) * chunkBrotli,
  }));
}

/**
 * The parts of several chunks added together, largest share first.
 * @param {PartSize[][]} chunks
 * @returns {PartSize[]}
 */
export function mergedComposition(chunks) {
  /** @type {Map<string, PartSize>} */
  const merged = new Map();
  for (const entry of chunks.flat()) {
    const before = merged.get(entry.name);
    merged.set(
      entry.name,
      before
        ? {
            ...before,
            raw: before.raw + entry.raw,
            alone: before.alone + entry.alone,
            share: before.share + entry.share,
          }
        : { ...entry },
    );
  }
  return [...merged.values()].sort((a, b) => b.share - a.share);
}
