// The storefront's text font: small enough for one preloaded file, able to draw every string the
// catalogues hold, shaped exactly like the original, and free of the original's reserved name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fontverter from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import { fontFile, sourceFont, subsetFont } from './subset.mjs';

const root = new URL('../..', import.meta.url).pathname;
const catalogues = ['ar', 'en'].map((lang) =>
  JSON.parse(readFileSync(join(root, `libs/i18n/src/catalogues/${lang}.json`), 'utf8')),
);
/** Characters a browser lays out without a glyph: direction isolates and marks, joiners. */
const invisible = /[\u200c-\u200f\u2066-\u2069\n]/u;

const faceOf = async (/** @type {Uint8Array} */ bytes) =>
  new Face(new Blob(await fontverter.convert(Buffer.from(bytes), 'truetype')), 0);

const committed = readFileSync(fontFile);

test('the font is one woff2 file of at most 40 KB', () => {
  assert.equal(fontverter.detectFormat(committed), 'woff2');
  assert.ok(committed.byteLength <= 40 * 1024, `${committed.byteLength} bytes`);
});

test('the committed font is what the subset script writes today', async () => {
  assert.ok(Buffer.from(await subsetFont()).equals(committed), 'run npm run fonts:subset');
});

test('every character of both catalogues has a glyph', async () => {
  const mapped = new Set((await faceOf(committed)).collectUnicodes());
  const missing = new Set();
  for (const catalogue of catalogues) {
    for (const text of Object.values(catalogue)) {
      for (const character of String(text)) {
        if (!invisible.test(character) && !mapped.has(character.codePointAt(0) ?? 0)) {
          missing.add(character);
        }
      }
    }
  }
  assert.deepEqual([...missing], []);
});

test('the letters Gulf names borrow are drawn; those only other languages use are left out', async () => {
  const mapped = new Set((await faceOf(committed)).collectUnicodes());
  // peh, tcheh, jeh, veh, keheh, gaf, Farsi yeh, and the Persian digits typed into number fields.
  for (const letter of 'پچژڤکگی۰۱۲۳۴۵۶۷۸۹') {
    assert.ok(mapped.has(letter.codePointAt(0) ?? 0), letter);
  }
  // Urdu's tteh, rreh, noon ghunna, heh doachashmee, yeh barree; Kurdish's oe, Uyghur's ve, Sindhi's
  // dyeh: each would cost its joining forms in every page's font.
  for (const letter of 'ٹڑںھےۆۋڄ') {
    assert.ok(!mapped.has(letter.codePointAt(0) ?? 0), letter);
  }
  assert.ok(committed.byteLength <= 28 * 1024, `${committed.byteLength} bytes`);
});

test('Arabic is shaped as the original font shapes it: joining forms, lam-alef, marks', async () => {
  const original = new Font(await faceOf(readFileSync(sourceFont)));
  const cut = new Font(await faceOf(committed));
  const advances = (/** @type {Font} */ font, /** @type {string} */ text) => {
    const buffer = new ShapingBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    return buffer.getGlyphPositions().map((position) => position.xAdvance);
  };
  const samples = [
    ...Object.values(catalogues[0]).slice(0, 200).map(String),
    'لا إله إلا الله',
    'مُنتَجاتٌ مُخفَّضة',
    'الأسعار شاملة ضريبة القيمة المضافة ١٥٪',
  ];
  for (const text of samples) {
    assert.deepEqual(advances(cut, text), advances(original, text), text);
  }
});

test('the subset carries the copyright and licence, and not the reserved font name', async () => {
  const names = (await faceOf(committed)).listNames().map((entry) => entry.nameId);
  assert.ok(names.includes(0) && names.includes(13));
  for (const id of [1, 3, 4, 6, 16, 17]) assert.ok(!names.includes(id), `name ${id}`);
});
