// HTML is inserted in exactly one component, the sanitized one: everything else renders text.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'tmp', 'test-results']);
const isProductSource = (name) =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return isProductSource(entry.name) ? [path] : [];
  });

describe('inserted HTML', () => {
  it('goes through SanitizedHtml only', () => {
    const files = [...sources(join(root, 'libs')), ...sources(join(root, 'apps'))];
    assert.ok(files.length > 100, 'the sources were found');
    const inserting = files
      .filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(root, file));
    assert.deepEqual(inserting, ['libs/account/src/components/sanitized-html/sanitized-html.tsx']);
  });
});
