// The libraries' components take the app's link as `LinkComponent` (they stay free of any router)
// and fall back to a plain anchor, which reloads the whole document. The storefront passes its
// `AppLink` to every one of them, so each link opens its page in the app.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'tmp', 'test-results']);
const isProductSource = (name) =>
  name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(name) && !name.endsWith('.d.ts');

const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return isProductSource(entry.name) ? [path] : [];
  });

/** The components of the libraries whose props take a `LinkComponent`. */
function componentsTakingLinks() {
  const names = new Set();
  for (const file of sources(join(root, 'libs'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export interface (\w+)Props\b[^{]*\{([^}]*)\}/g)) {
      if (/\bLinkComponent\?:/.test(match[2] ?? '')) names.add(match[1]);
    }
  }
  return names;
}

/** Every JSX element `<Name …>` of `text`, with its attributes (up to its closing `>`). */
function elementsOf(text, name) {
  const found = [];
  const opening = new RegExp(`<${name}\\b`, 'g');
  for (const match of text.matchAll(opening)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < text.length; end += 1) {
      const character = text[end];
      if (character === '{') depth += 1;
      else if (character === '}') depth -= 1;
      else if (character === '>' && depth === 0) break;
    }
    found.push({
      at: text.slice(0, match.index).split('\n').length,
      tag: text.slice(match.index, end),
    });
  }
  return found;
}

describe('links of the libraries’ components in the storefront', () => {
  it('are the app’s links, so that none reloads the whole document', () => {
    const components = componentsTakingLinks();
    assert.ok(components.has('CartSummary') && components.has('ProductGrid'), 'found them');
    const missing = [];
    for (const file of sources(join(root, 'apps/storefront/app'))) {
      const text = readFileSync(file, 'utf8');
      for (const name of components) {
        for (const { at, tag } of elementsOf(text, name)) {
          if (!/\bLinkComponent=/.test(tag))
            missing.push(`${relative(root, file)}:${at} <${name}>`);
        }
      }
    }
    assert.deepEqual(missing, []);
  });
});
