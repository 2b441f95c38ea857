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
import { fonts, layoutFeatures, sourceFont, subsetFont } from './subset.mjs';

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
  assert.ok(committed.ar.byteLength <= 16 * 1024, `${committed.ar.byteLength} bytes`);
  assert.ok(committed.en.byteLength <= 11 * 1024, `${committed.en.byteLength} bytes`);
});

test('the subsets keep the layout features a browser applies by itself, and no others', async () => {
  const featuresOf = (/** @type {Face} */ face) =>
    new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
  const original = featuresOf(await faceOf(readFileSync(sourceFont)));
  // The original has features only CSS asks for (stylistic sets, alternates, superscripts).
  assert.ok([...original].some((tag) => !layoutFeatures.includes(tag)));
  // Every default feature the original has for each file's text is still there.
  const expected = {
    ar: ['ccmp', 'locl', 'init', 'medi', 'fina', 'rlig', 'calt', 'kern', 'mark', 'mkmk'],
    en: ['locl', 'liga', 'kern'],
  };
  for (const lang of languages) {
    const kept = featuresOf(await faceOf(committed[lang]));
    assert.deepEqual(
      [...kept].filter((tag) => !layoutFeatures.includes(tag)),
      [],
      lang,
    );
    for (const tag of expected[lang]) assert.ok(kept.has(tag), `${lang}: ${tag}`);
  }
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

/**
 * What a browser draws for `text` in `font` (in `language`, as the page's `lang` says): each glyph's
 * outline and where it goes. The glyphs' numbers differ between the original and a subset; their
 * outlines do not.
 */
const drawn = (
  /** @type {Font} */ font,
  /** @type {string} */ text,
  /** @type {string | undefined} */ language,
) => {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  if (language) buffer.setLanguage(language);
  shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((glyph, index) => ({
    outline: font.glyphToPath(glyph.codepoint),
    advance: positions[index]?.xAdvance,
    offset: [positions[index]?.xOffset, positions[index]?.yOffset],
  }));
};

test('English is drawn as the original font draws it: ligatures, kerning', async () => {
  const original = new Font(await faceOf(readFileSync(sourceFont)));
  const cut = new Font(await faceOf(committed.en));
  const samples = [
    ...Object.values(catalogues.en).map((text) =>
      [...String(text)].filter((character) => !otherScript.en.test(character)).join(''),
    ),
    'office affiliate fluffy — “Quoted” 1,250.75 × 3 ÷ 2',
  ];
  for (const text of samples) {
    for (const language of [undefined, 'en']) {
      assert.deepEqual(drawn(cut, text, language), drawn(original, text, language), text);
    }
  }
});

test('Arabic is shaped as the original font shapes it: joining forms, lam-alef, marks', async () => {
  const original = new Font(await faceOf(readFileSync(sourceFont)));
  const cut = new Font(await faceOf(committed.ar));
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
    'المجموع 56.48 ر.س، التوصيل خلال 3 أيام (+3)',
  ];
  for (const text of samples) {
    // The digits take their Arabic forms from the language's `locl` rules.
    for (const language of [undefined, 'ar']) {
      assert.deepEqual(drawn(cut, text, language), drawn(original, text, language), text);
    }
  }
});

test('the subsets carry the copyright and licence, and not the reserved font name', async () => {
  for (const lang of languages) {
    const names = (await faceOf(committed[lang])).listNames().map((entry) => entry.nameId);
    assert.ok(names.includes(0) && names.includes(13), lang);
    for (const id of [1, 3, 4, 6, 16, 17]) assert.ok(!names.includes(id), `${lang}: name ${id}`);
  }
});
