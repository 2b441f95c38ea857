import { encode } from '@jridgewell/sourcemap-codec';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkComposition, mergedComposition, partOf } from './lib/composition.mjs';

describe('partOf', () => {
  it('names a package by its name, the framework and the architecture’s libraries apart', () => {
    assert.deepEqual(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js'), {
      name: 'react-dom',
      kind: 'framework',
    });
    assert.deepEqual(partOf('../../node_modules/@tanstack/query-core/build/modern/query.js'), {
      name: '@tanstack/query-core',
      kind: 'architecture',
    });
    assert.deepEqual(
      partOf('../../node_modules/react-intl/node_modules/@formatjs/intl/src/message.js'),
      { name: '@formatjs/intl', kind: 'architecture' },
    );
    assert.deepEqual(partOf('../../node_modules/clsx/dist/clsx.mjs'), {
      name: 'clsx',
      kind: 'other',
    });
  });

  it('names our libraries, their catalogues and the app', () => {
    assert.deepEqual(partOf('../../../../libs/catalog/src/components/product-card.tsx'), {
      name: 'libs/catalog',
      kind: 'ours',
    });
    assert.deepEqual(partOf('../../../../libs/i18n/src/catalogues/ar.json'), {
      name: 'messages (i18n)',
      kind: 'messages',
    });
    assert.deepEqual(partOf('../../../app/shell/header.tsx'), {
      name: 'storefront app',
      kind: 'ours',
    });
    assert.deepEqual(partOf(''), { name: 'bundler', kind: 'other' });
  });
});

describe('chunkComposition', () => {
  // Line 1: columns 0–29 from React DOM, 30– from our header; line 2 maps nothing.
  const code = `${'r'.repeat(30)}${'h'.repeat(50)}\nexport{a as b};`;
  const map = {
    sources: ['../node_modules/react-dom/index.js', '../app/shell/header.tsx'],
    mappings: encode([
      [
        [0, 0, 0, 0],
        [30, 1, 0, 0],
      ],
      [],
    ]),
  };

  it('gives each source the code its mappings cover, and the rest to the bundler', () => {
    const parts = chunkComposition(code, map, 40);
    const byName = Object.fromEntries(parts.map((part) => [part.name, part]));
    assert.equal(byName['react-dom']?.raw, 30);
    assert.equal(byName['storefront app']?.raw, 50);
    assert.equal(byName['bundler']?.raw, 'export{a as b};'.length);
  });

  it('shares the chunk’s compressed size between its parts', () => {
    const parts = chunkComposition(code, map, 40);
    const total = parts.reduce((sum, part) => sum + part.share, 0);
    assert.ok(Math.abs(total - 40) < 1e-9, `shares add up to ${total}`);
  });

  it('gives a chunk without mappings to the part named for it', () => {
    const parts = chunkComposition('{"a":1}', { sources: [], mappings: '' }, 7, {
      name: 'Arabic catalogue',
      kind: 'messages',
    });
    assert.deepEqual(
      parts.map((part) => [part.name, part.kind, part.raw, part.share]),
      [['Arabic catalogue', 'messages', 7, 7]],
    );
  });
});

describe('mergedComposition', () => {
  it('adds the same part of several chunks, largest first', () => {
    const merged = mergedComposition([
      [
        { name: 'react-dom', kind: 'framework', raw: 10, alone: 5, share: 4 },
        { name: 'libs/ui', kind: 'ours', raw: 2, alone: 2, share: 1 },
      ],
      [{ name: 'libs/ui', kind: 'ours', raw: 20, alone: 9, share: 8 }],
    ]);
    assert.deepEqual(
      merged.map((part) => [part.name, part.raw, part.share]),
      [
        ['libs/ui', 22, 9],
        ['react-dom', 10, 4],
      ],
    );
  });
});
