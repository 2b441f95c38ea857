// The libraries' components draw their links with `Link` from @matjar/ui (they stay free of any
// router): a plain anchor, which reloads the whole document, unless a `LinkProvider` gives the app's
// link. The storefront gives its `AppLink` once, around everything its root renders (the header, the
// pages, the footer, the error page), so each link of a library opens its page in the app.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'tmp', 'test-results']);
const isProductSource = (name) =>
  /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return isProductSource(entry.name) ? [path] : [];
  });

/** The lines of `files` that match `pattern`, as `path:line: text`. */
function offending(files, pattern) {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${relative(root, file)}:${line}: ${match[0]}`;
    });
  });
}

/** The body of the function `name` of `text`, up to the next top-level declaration. */
function functionBody(text, name) {
  const start = text.indexOf(`function ${name}(`);
  assert.ok(start >= 0, `function ${name} found`);
  const end = text.indexOf('\n}\n', start);
  return text.slice(start, end);
}

const ownLink = join(root, 'libs/ui/src/components/link/');
const librarySources = readdirSync(join(root, 'libs'))
  .flatMap((name) => {
    try {
      return sources(join(root, 'libs', name, 'src'));
    } catch {
      return [];
    }
  })
  .filter((file) => !file.startsWith(ownLink));
const appSources = sources(join(root, 'apps/storefront/app'));

describe('links of the libraries’ components in the storefront', () => {
  it('are found', () => {
    assert.ok(librarySources.length > 100, `only ${librarySources.length} library sources found`);
    assert.ok(appSources.length > 50, `only ${appSources.length} app sources found`);
    const usingLink = librarySources.filter((file) =>
      /import \{[^}]*\bLink\b[^}]*\} from '(@matjar\/ui|\.\.\/link\/link\.js)'/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    assert.ok(usingLink.length > 20, `only ${usingLink.length} library sources draw a Link`);
  });

  it('are the app’s links: the root gives AppLink to every Link, around the whole shell', () => {
    const text = readFileSync(join(root, 'apps/storefront/app/root.tsx'), 'utf8');
    assert.match(
      functionBody(text, 'Shell'),
      /\n {2}return \(\n(\s*\/\/[^\n]*\n)*\s*<LinkProvider component=\{AppLink\}>/,
    );
    assert.match(functionBody(text, 'App'), /<Shell>/);
    assert.match(functionBody(text, 'ErrorBoundary'), /<Shell>/);
    // Another provider would give the links under it another component.
    assert.deepEqual(
      offending(appSources, /<LinkProvider\b/g).map((found) => found.split(':')[0]),
      ['apps/storefront/app/root.tsx'],
    );
  });

  it('take no link component of their own, so none can be left out', () => {
    assert.deepEqual(
      offending(librarySources, /\b(LinkComponent|linkComponent)(\??:|=)|\bPlain\w*Link\b/g),
      [],
    );
    assert.deepEqual(offending(appSources, /\b(LinkComponent|linkComponent)=/g), []);
  });
});
