#!/usr/bin/env node
// Writes the storefront's one text font: IBM Plex Sans Arabic Regular cut down to the characters an
// Arabic and English storefront shows (the Arabic letters, marks and Arabic-Indic digits Arabic is
// written with, and the few letters Gulf names borrow; Basic Latin and Latin-1,
// common punctuation), with every glyph Arabic shaping reaches (initial, medial and final forms,
// lam-alef and the other required ligatures) kept through harfbuzz's layout closure.
//
// A subset is a Modified Version under the SIL Open Font License, and the original reserves the
// name "Plex": the subset keeps only the copyright and licence names (IDs 0, 13, 14) and is
// declared in CSS as "Matjar Sans". The licence travels beside the file.
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
export const fontFile = join(fontsFolder, 'matjar-sans-400.woff2');

/** Inclusive code point ranges the subset maps. */
export const keptRanges = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: no-break space, «», ×, ÷, accented letters of names
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
  [0x200c, 0x200f], // joiners and direction marks
  [0x2010, 0x2015], // hyphens and dashes
  [0x2018, 0x201e], // quotation marks
  [0x2020, 0x2022], // daggers and bullet
  [0x2026, 0x2026], // ellipsis
  [0x2039, 0x203a], // single guillemets
  [0x2212, 0x2212], // minus sign
];

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_NAME_ID = 4;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
/** Copyright notice, licence description, licence URL. */
const keptNameIds = [0, 13, 14];

/**
 * Subsets a TrueType font with harfbuzz (hb-subset): the given code points, every layout feature,
 * no hinting, only the names in `keptNameIds`.
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
  hb.hb_set_invert(features);
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

/** @returns {number[]} */
export function keptCodePoints() {
  const points = [];
  for (const [from, to] of keptRanges) for (let c = from; c <= to; c += 1) points.push(c);
  return points;
}

/** @returns {Promise<Uint8Array>} the subset font, woff2 */
export async function subsetFont() {
  const truetype = await fontverter.convert(await readFile(sourceFont), 'truetype');
  const cut = await subset(new Uint8Array(truetype), keptCodePoints());
  return fontverter.convert(Buffer.from(cut), 'woff2', 'truetype');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const woff2 = await subsetFont();
  await writeFile(fontFile, woff2);
  await copyFile(licence, join(fontsFolder, 'OFL.txt'));
  console.log(`${fontFile}: ${(woff2.byteLength / 1024).toFixed(1)} KB`);
}
