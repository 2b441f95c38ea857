#!/usr/bin/env node
// Writes the storefront's text font, one file per language: IBM Plex Sans Arabic Regular cut down
// to what an Arabic page shows (the Arabic letters, marks and Arabic-Indic digits Arabic is written
// with, the few letters Gulf names borrow, and the digits, punctuation and symbols Arabic text
// shares with Latin) and to what an English page shows (Basic Latin, Latin-1, common punctuation).
// Every glyph Arabic shaping reaches (initial, medial and final forms, lam-alef and the other
// required ligatures) is kept through harfbuzz's layout closure. Only the layout features a browser
// applies to text by itself are kept: the stylistic sets, alternates, fractions and superscripts
// that CSS would have to ask for (and never does) are dropped with the glyphs only they reach. A
// page preloads the file of its language, and the letters of the other script in it are drawn by
// the system's font.
//
// A subset is a Modified Version under the SIL Open Font License, and the original reserves the
// name "Plex": the subsets keep only the copyright and licence names (IDs 0, 13, 14) and are
// declared in CSS as "Matjar Sans Arabic" and "Matjar Sans Latin". The licence travels beside them.
//
// Usage: npm run fonts:subset   (writes libs/ui/fonts/)
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontverter from 'fontverter';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;
export const sourceFont =
  require.resolve('@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-Regular.woff2');
const licence = require.resolve('@ibm/plex-sans-arabic/LICENSE.txt');
export const fontsFolder = join(root, 'libs/ui/fonts');

/** Digits, punctuation and symbols Arabic and English text share, with joiners and marks. */
const sharedRanges = [
  [0x20, 0x40], // space, ASCII punctuation and symbols, digits
  [0x5b, 0x60],
  [0x7b, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xab, 0xab], // «
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // middle dot
  [0xbb, 0xbb], // »
  [0xd7, 0xd7], // ×
  [0xf7, 0xf7], // ÷
  [0x200c, 0x200f], // joiners and direction marks
  [0x2010, 0x2015], // hyphens and dashes
  [0x2018, 0x201e], // quotation marks
  [0x2020, 0x2022], // daggers and bullet
  [0x2026, 0x2026], // ellipsis
  [0x2039, 0x203a], // single guillemets
  [0x2212, 0x2212], // minus sign
];

/** Inclusive code point ranges the Arabic file maps: an Arabic page's text. */
export const arabicRanges = [
  ...sharedRanges,
  // Arabic as written in Saudi Arabia: comma, semicolon and question mark; the letters with hamza,
  // tatweel and the vowel and hamza marks; Arabic-Indic digits, percent and separators; superscript
  // alef and alef wasla. The letters of Persian and Urdu are left to the system's font, but for the
  // five that Gulf brand and place names borrow (peh, tcheh, jeh, veh, gaf), with keheh and
  // Farsi yeh, which arrive through Persian keyboards.
  [0x60c, 0x60c],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x655],
  [0x660, 0x66d],
  [0x670, 0x671],
  [0x67e, 0x67e],
  [0x686, 0x686],
  [0x698, 0x698],
  [0x6a4, 0x6a4],
  [0x6a9, 0x6a9],
  [0x6af, 0x6af],
  [0x6cc, 0x6cc],
  [0x6f0, 0x6f9], // Persian digits: typed into number fields before they are read as 0–9
];

/** Inclusive code point ranges the Latin file maps: an English page's text. */
export const latinRanges = [
  ...sharedRanges,
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: no-break space, «», ×, ÷, accented letters of names
];

/**
 * The files, by the language whose pages preload them.
 * @type {Record<'ar' | 'en', { file: string, ranges: number[][] }>}
 */
export const fonts = {
  ar: { file: join(fontsFolder, 'matjar-sans-arabic-400.woff2'), ranges: arabicRanges },
  en: { file: join(fontsFolder, 'matjar-sans-latin-400.woff2'), ranges: latinRanges },
};

/**
 * The OpenType layout features a browser applies to text without being asked: HarfBuzz's defaults
 * for Arabic and Latin text (the original has `ccmp`, `locl`, `init`, `medi`, `fina`, `rlig`,
 * `calt`, `liga`, `kern`, `mark` and `mkmk` of them; the others are listed for a later release that
 * adds them). The original's other features — `aalt`, `dlig`, `salt`, `ss01`–`ss06`, `frac`, `numr`,
 * `dnom`, `sups`, `subs`, `sinf`, `ordn`, `zero` — apply only when CSS asks for them
 * (`font-feature-settings`, `font-variant-*`), which no stylesheet of ours does; `frac`, `numr` and
 * `dnom` also apply around the fraction slash, which neither subset maps. `locl` picks the digits'
 * forms in Arabic text.
 */
export const layoutFeatures = [
  // every script
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  // horizontal text
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  // Arabic joining, and its stretching and mark positioning
  'isol',
  'init',
  'medi',
  'med2',
  'fina',
  'fin2',
  'fin3',
  'mset',
  'stch',
];

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_NAME_ID = 4;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
/** Copyright notice, licence description, licence URL. */
const keptNameIds = [0, 13, 14];

/** A four-letter OpenType tag as harfbuzz's number for it. */
const tagNumber = (/** @type {string} */ tag) =>
  [...tag].reduce((number, letter) => number * 256 + letter.charCodeAt(0), 0);

/**
 * Subsets a TrueType font with harfbuzz (hb-subset): the given code points, the features in
 * `layoutFeatures`, no hinting, only the names in `keptNameIds`.
 * @param {Uint8Array} font TrueType
 * @param {number[]} codePoints
 * @returns {Promise<Uint8Array>} TrueType
 */
async function subset(font, codePoints) {
  const wasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  /** @type {Record<string, Function> & { memory: WebAssembly.Memory }} */
  const hb = /** @type {never} */ (instance.exports);
  hb._initialize();
  const heap = () => new Uint8Array(hb.memory.buffer);

  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('harfbuzz could not create a subset input');
  const pointer = hb.malloc(font.byteLength);
  heap().set(font, pointer);
  const blob = hb.hb_blob_create(pointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);

  const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hb.hb_set_clear(features);
  for (const tag of layoutFeatures) hb.hb_set_add(features, tagNumber(tag));
  const names = hb.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID);
  hb.hb_set_clear(names);
  for (const id of keptNameIds) hb.hb_set_add(names, id);
  hb.hb_subset_input_set_flags(
    input,
    hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING,
  );
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);

  const result = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (result === 0) throw new Error('harfbuzz could not subset the font');
  const out = hb.hb_face_reference_blob(result);
  const offset = hb.hb_blob_get_data(out, 0);
  const length = hb.hb_blob_get_length(out);
  const bytes = heap().slice(offset, offset + length);
  hb.hb_blob_destroy(out);
  hb.hb_face_destroy(result);
  hb.hb_face_destroy(face);
  hb.free(pointer);
  if (length === 0) throw new Error('harfbuzz returned an empty font');
  return bytes;
}

/**
 * @param {number[][]} ranges
 * @returns {number[]}
 */
export function codePointsOf(ranges) {
  const points = new Set();
  for (const [from = 0, to = from] of ranges) for (let c = from; c <= to; c += 1) points.add(c);
  return [...points].sort((a, b) => a - b);
}

/**
 * @param {'ar' | 'en'} lang
 * @returns {Promise<Uint8Array>} the subset font of that language's pages, woff2
 */
export async function subsetFont(lang) {
  const truetype = await fontverter.convert(await readFile(sourceFont), 'truetype');
  const cut = await subset(new Uint8Array(truetype), codePointsOf(fonts[lang].ranges));
  return fontverter.convert(Buffer.from(cut), 'woff2', 'truetype');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const lang of /** @type {const} */ (['ar', 'en'])) {
    const woff2 = await subsetFont(lang);
    await writeFile(fonts[lang].file, woff2);
    console.log(`${fonts[lang].file}: ${(woff2.byteLength / 1024).toFixed(1)} KB`);
  }
  await copyFile(licence, join(fontsFolder, 'OFL.txt'));
}
