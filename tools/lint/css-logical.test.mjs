// Every stylesheet uses CSS logical properties, so right-to-left pages need no overrides.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'tmp', 'test-results']);

const stylesheets = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

const physical =
  /^\s*(left|right|top|bottom|width|height|(min|max)-(width|height)|(margin|padding)-(left|right|top|bottom)|border-(left|right|top|bottom)(-[a-z]+)?|border-(top|bottom)-(left|right)-radius|float|clear|text-align:\s*(left|right))\s*:/;

export const physicalPropertiesIn = (css) =>
  css
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => physical.test(line) || /^text-align:\s*(left|right)\b/.test(line));

describe('stylesheets', () => {
  it('recognise a physical property', () => {
    assert.equal(physicalPropertiesIn('.a {\n  margin-left: 1rem;\n}').length, 1);
    assert.equal(physicalPropertiesIn('.a {\n  margin-inline-start: 1rem;\n}').length, 0);
  });

  it('use logical properties only', () => {
    const files = [...stylesheets(join(root, 'libs')), ...stylesheets(join(root, 'apps'))];
    assert.ok(files.length > 10, 'the stylesheets were found');
    const offences = files.flatMap((file) =>
      physicalPropertiesIn(readFileSync(file, 'utf8')).map(
        ({ line, number }) => `${relative(root, file)}:${number} ${line}`,
      ),
    );
    assert.deepEqual(offences, []);
  });
});
