// HTML is inserted in exactly one component, the sanitized one: everything else renders text. An
// element may be marked as keeping what the server drew inside it (`onIdle`): its inner HTML is the
// empty string, a constant, and React writes none of it.
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

/**
 * The source without its marks of elements that keep the server's inner HTML: the constant
 * `const emptyHtml = { __html: '' };` and the `dangerouslySetInnerHTML={emptyHtml}` that use it.
 */
const keepingNothing = (source) =>
  /^const emptyHtml = \{ __html: '' \};$/m.test(source)
    ? source.replaceAll('dangerouslySetInnerHTML={emptyHtml}', '')
    : source;

describe('inserted HTML', () => {
  it('goes through SanitizedHtml only', () => {
    const files = [...sources(join(root, 'libs')), ...sources(join(root, 'apps'))];
    assert.ok(files.length > 100, 'the sources were found');
    const inserting = files
      .filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(
          keepingNothing(readFileSync(file, 'utf8')),
        ),
      )
      .map((file) => relative(root, file));
    assert.deepEqual(inserting, ['libs/account/src/components/sanitized-html/sanitized-html.tsx']);
  });

  it('lets an element keep the inner HTML the server drew, and nothing else', () => {
    const keeping =
      "const emptyHtml = { __html: '' };\n<div dangerouslySetInnerHTML={emptyHtml} />";
    assert.doesNotMatch(keepingNothing(keeping), /dangerouslySetInnerHTML/);
    for (const inserting of [
      'const emptyHtml = { __html: text };\n<div dangerouslySetInnerHTML={emptyHtml} />',
      "const emptyHtml = { __html: '' };\n<div dangerouslySetInnerHTML={{ __html: text }} />",
      '<div dangerouslySetInnerHTML={emptyHtml} />',
    ]) {
      assert.match(keepingNothing(inserting), /dangerouslySetInnerHTML/, inserting);
    }
  });
});
