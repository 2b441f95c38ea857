// docs/where-things-live.md maps the behaviours a newcomer asks about to their files: every path it
// names exists, so the map cannot go stale unnoticed.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const map = readFileSync(join(root, 'docs/where-things-live.md'), 'utf8');
const rows = map
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| (behaviour|---)/.test(line));
const pathsOf = (row) =>
  [...row.matchAll(/`([\w.@/-]+\/[\w.@/-]+)`/g)]
    .map(([, path]) => path)
    .filter((path) => !path.includes('@matjar'));

describe('docs/where-things-live.md', () => {
  it('answers fifteen questions, each with a file', () => {
    assert.equal(rows.length, 15);
    for (const row of rows) assert.ok(pathsOf(row).length > 0, row);
  });

  it('names only paths that exist', () => {
    const missing = rows.flatMap(pathsOf).filter((path) => !existsSync(join(root, path)));
    assert.deepEqual(missing, []);
  });
});
