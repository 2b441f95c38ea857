// The storefront's text font, one file per language: each small enough to be the one file its
// pages preload, able to draw every string of its catalogue (but the other script's letters, which
// the system's font draws), shaped exactly like the original, and free of the original's reserved
// name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fontverter from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import { fonts, sourceFont, subsetFont } from './subset.mjs';

const root = new URL('../..', import.meta.url).pathname;
const languages = /** @type {const} */ (['ar', 'en']);
/** @type {Record<'ar' | 'en', Record<string, string>>} */
const catalogues = {
  ar: JSON.parse(readFileSync(join(root, 'libs/i18n/src/catalogues/ar.json'), 'utf8')),
  en: JSON.parse(readFileSync(join(root, 'libs/i18n/src/catalogues/en.json'), 'utf8')),
};
/** The other script's letters, drawn by the system's font on a page of each language. */
const otherScript = {
  ar: /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]/u,
  en: /[\u0600-\u06ff]/u,
};
/** Characters a browser lays out without a glyph: direction isolates and marks, joiners. */
const invisible = /[\u200c-\u200f\u2066-\u2069\n]/u;

const faceOf = async (/** @type {Uint8Array} */ bytes) =>
  new Face(new Blob(await fontverter.convert(Buffer.from(bytes), 'truetype')), 0);

const committed = { ar: readFileSync(fonts.ar.file), en: readFileSync(fonts.en.file) };

for (const lang of languages) {
  test(`${lang}: the font is one woff2 file of at most 40 KB`, () => {
    assert.equal(fontverter.detectFormat(committed[lang]), 'woff2');
    assert.ok(committed[lang].byteLength <= 40 * 1024, `${committed[lang].byteLength} bytes`);
  });

  test(`${lang}: the committed font is what the subset script writes today`, async () => {
    assert.ok(
      Buffer.from(await subsetFont(lang)).equals(committed[lang]),
      'run npm run fonts:subset',
    );
  });

  test(`${lang}: every character of the catalogue but the other script's letters has a glyph`, async () => {
    const mapped = new Set((await faceOf(committed[lang])).collectUnicodes());
    const missing = new Set();
    for (const text of Object.values(catalogues[lang])) {
      for (const character of String(text)) {
        if (invisible.test(character) || otherScript[lang].test(character)) continue;
        if (!mapped.has(character.codePointAt(0) ?? 0)) missing.add(character);
      }
    }
    assert.deepEqual([...missing], []);
  });

  test(`${lang}: the other script's letters are left to the system's font`, async () => {
    const mapped = (await faceOf(committed[lang])).collectUnicodes();
    const other = [...mapped].filter((codePoint) =>
      otherScript[lang].test(String.fromCodePoint(codePoint)),
    );
    assert.deepEqual(other, []);
  });
}

test("an Arabic page's font is about the size of the first round trip of a new connection", () => {
  // 10 TCP segments (about 14.6 KB) arrive in the first round trip; each further 16 KB or so costs
  // another on a phone's connection. The file is preloaded by every Arabic page.
  assert.ok(committed.ar.byteLength <= 18 * 1024, `${committed.ar.byteLength} bytes`);
  assert.ok(committed.en.byteLength <= 14 * 1024, `${committed.en.byteLength} bytes`);
});

test('the letters Gulf names borrow are drawn; those only other languages use are left out', async () => {
  const mapped = new Set((await faceOf(committed.ar)).collectUnicodes());
  // peh, tcheh, jeh, veh, keheh, gaf, Farsi yeh, and the Persian digits typed into number fields.
  for (const letter of 'پچژڤکگی۰۱۲۳۴۵۶۷۸۹') {
    assert.ok(mapped.has(letter.codePointAt(0) ?? 0), letter);
  }
  // Urdu's tteh, rreh, noon ghunna, heh doachashmee, yeh barree; Kurdish's oe, Uyghur's ve, Sindhi's
  // dyeh: each would cost its joining forms in every page's font.
  for (const letter of 'ٹڑںھےۆۋڄ') {
    assert.ok(!mapped.has(letter.codePointAt(0) ?? 0), letter);
  }
});

test('Arabic is shaped as the original font shapes it: joining forms, lam-alef, marks', async () => {
  const original = new Font(await faceOf(readFileSync(sourceFont)));
  const cut = new Font(await faceOf(committed.ar));
  const advances = (/** @type {Font} */ font, /** @type {string} */ text) => {
    const buffer = new ShapingBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    return buffer.getGlyphPositions().map((position) => position.xAdvance);
  };
  const samples = [
    // The Latin words in them (JPEG, PNG) are drawn by another font: the rest is shaped here.
    ...Object.values(catalogues.ar)
      .slice(0, 200)
      .map((text) =>
        String(text)
          .split(' ')
          .filter((word) => !otherScript.ar.test(word))
          .join(' '),
      ),
    'لا إله إلا الله',
    'مُنتَجاتٌ مُخفَّضة',
    'الأسعار شاملة ضريبة القيمة المضافة ١٥٪',
  ];
  for (const text of samples) {
    assert.deepEqual(advances(cut, text), advances(original, text), text);
  }
});

test('the subsets carry the copyright and licence, and not the reserved font name', async () => {
  for (const lang of languages) {
    const names = (await faceOf(committed[lang])).listNames().map((entry) => entry.nameId);
    assert.ok(names.includes(0) && names.includes(13), lang);
    for (const id of [1, 3, 4, 6, 16, 17]) assert.ok(!names.includes(id), `${lang}: name ${id}`);
  }
});
