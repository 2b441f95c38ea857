import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { keepAssets, ownAssets } from './keep-assets.mjs';

/** @type {string} */
let work;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'matjar-keep-assets-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * A fresh build folder, as `react-router build` leaves it, with these asset files.
 * @param {Record<string, string>} files
 */
function build(files) {
  const buildDir = join(work, 'build');
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(join(buildDir, 'client/assets'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(buildDir, 'client/assets', name), text);
  }
  return buildDir;
}

/** @param {string} buildDir */
const served = (buildDir) => readdirSync(join(buildDir, 'client/assets')).sort();

describe('keepAssets', () => {
  it('serves an older build’s chunks from the new build, without touching the new one’s files', () => {
    keepAssets({
      buildDir: build({
        'entry-aaa.js': 'old entry',
        'product-bbb.js': 'old product page',
        'product-bbb.js.br': 'old product page, compressed',
        'shared-ccc.js': 'shared',
      }),
    });
    const buildDir = build({ 'entry-ddd.js': 'new entry', 'shared-ccc.js': 'shared, new copy' });
    const record = keepAssets({ buildDir });

    assert.deepEqual(served(buildDir), [
      'entry-aaa.js',
      'entry-ddd.js',
      'product-bbb.js',
      'product-bbb.js.br',
      'shared-ccc.js',
    ]);
    assert.equal(
      readFileSync(join(buildDir, 'client/assets/product-bbb.js'), 'utf8'),
      'old product page',
    );
    assert.equal(
      readFileSync(join(buildDir, 'client/assets/shared-ccc.js'), 'utf8'),
      'shared, new copy',
    );
    assert.deepEqual(record.own, ['entry-ddd.js', 'shared-ccc.js']);
    assert.deepEqual(record.kept, ['entry-aaa.js', 'product-bbb.js', 'product-bbb.js.br']);
    assert.equal(record.builds.length, 2);
    assert.deepEqual(ownAssets(buildDir), ['entry-ddd.js', 'shared-ccc.js']);
  });

  it('keeps only the newest builds it is told to', () => {
    const archive = join(work, 'archive');
    for (const name of ['one', 'two', 'three']) {
      keepAssets({ buildDir: build({ [`entry-${name}.js`]: name }), archive, keep: 2 });
    }
    const buildDir = build({ 'entry-four.js': 'four' });
    const record = keepAssets({ buildDir, archive, keep: 2 });

    assert.deepEqual(served(buildDir), ['entry-four.js', 'entry-three.js']);
    assert.equal(record.builds.length, 2);
    assert.deepEqual(
      readdirSync(archive)
        .filter((entry) => entry !== 'builds.json')
        .sort(),
      [...record.builds].sort(),
    );
  });

  it('changes nothing when run again on the same build', () => {
    keepAssets({ buildDir: build({ 'entry-old.js': 'old' }) });
    const buildDir = build({ 'entry-new.js': 'new' });
    const first = keepAssets({ buildDir });
    const again = keepAssets({ buildDir });

    assert.deepEqual(again, first);
    assert.deepEqual(served(buildDir), ['entry-new.js', 'entry-old.js']);
  });

  it('refuses a folder that holds no build, and a count of builds below one', () => {
    assert.throws(() => keepAssets({ buildDir: join(work, 'nothing') }), /build the storefront/);
    assert.throws(() => keepAssets({ buildDir: build({}), keep: 0 }), /at least one build/);
  });
});
