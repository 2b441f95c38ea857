// Storybook's toolbar switches the language and the direction of every story (the `locale`
// global). A story that wants one language locks it with `globals: { locale: 'en' }`: the toolbar
// then shows it locked, and the page's `dir` follows. A language named in a story's `parameters`
// was read by the story's decorator only, so the toolbar did nothing and an English story was
// drawn in a right-to-left page. Storybook 10 also chooses the viewport as a global; its old
// `parameters.viewport.defaultViewport` is ignored.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'tmp', 'test-results']);

/** Every file under `dir` whose name passes `keep`. */
const filesUnder = (dir, keep) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });

const storyFiles = ['libs', 'apps'].flatMap((dir) =>
  filesUnder(join(root, dir), (name) => name.endsWith('.stories.tsx')),
);
// Decorators live beside the stories, in files of their own.
const storySupport = ['libs', 'apps'].flatMap((dir) =>
  filesUnder(join(root, dir), (name) => /^(story-|.*-test-providers\.tsx$)/.test(name)),
);

/** The lines of `files` that match `pattern`, as `path:line: text`. */
function offending(files, pattern) {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${relative(root, file)}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
    });
  });
}

describe('stories', () => {
  it('are found', () => {
    assert.ok(storyFiles.length > 50, `only ${storyFiles.length} story files found`);
  });

  it('take their language from the toolbar or lock it in their globals, never in their parameters', () => {
    assert.deepEqual(offending(storyFiles, /parameters:\s*\{[^{}]*\blocale\s*:/g), []);
  });

  it('have decorators that read the language from the globals', () => {
    assert.deepEqual(
      offending([...storyFiles, ...storySupport], /parameters(\.locale|\[['"]locale['"]\])/g),
      [],
    );
  });

  it('are rendered by Testing Library in the projects whose test files share one environment', () => {
    // `Story.run()` mounts outside Testing Library's cleanup, and a play function's user events
    // (from 'storybook/test') are not awaited by it: both left dialogs and focus behind that broke
    // the next files of the worker. Projects with `isolate: true` give each file a DOM of its own.
    const sharing = readdirSync(join(root, 'libs')).filter((name) => {
      try {
        return !/isolate:\s*true/.test(
          readFileSync(join(root, 'libs', name, 'vite.config.ts'), 'utf8'),
        );
      } catch {
        return false;
      }
    });
    const tests = sharing.flatMap((name) =>
      filesUnder(join(root, 'libs', name), (file) => /\.test\.tsx$/.test(file)),
    );
    assert.ok(tests.length > 50, `only ${tests.length} test files found`);
    assert.deepEqual(offending(tests, /\b[A-Z]\w*\.(run|play)(\?\.)?\(/g), []);
  });

  it('draw every component a library exports (providers, which draw nothing of their own, aside)', () => {
    const missing = readdirSync(join(root, 'libs')).flatMap((name) => {
      const source = join(root, 'libs', name, 'src');
      let index = '';
      try {
        index = readFileSync(join(source, 'index.ts'), 'utf8');
      } catch {
        return [];
      }
      const files = filesUnder(
        source,
        (file) => /\.tsx$/.test(file) && !/\.(test|stories)\./.test(file),
      );
      const sources = files.map((file) => readFileSync(file, 'utf8'));
      const exported = [...index.matchAll(/(?<![.\w])(?<!type )\b([A-Z][A-Za-z0-9]+)\b(?=[,\s}])/g)]
        .map((match) => match[1])
        .filter((export_) => !export_.endsWith('Provider'));
      const components = new Set(
        exported.filter((export_) =>
          sources.some((text) => new RegExp(`export (function|const) ${export_}\\b`).test(text)),
        ),
      );
      const stories = filesUnder(source, (file) => file.endsWith('.stories.tsx'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      return [...components]
        .filter(
          (component) => !new RegExp(`<${component}\\b|component: ${component}\\b`).test(stories),
        )
        .map((component) => `@matjar/${name}: ${component}`);
    });
    assert.deepEqual(missing, []);
  });

  it("choose a viewport as Storybook 10 does (the viewport global), not the removed 'defaultViewport'", () => {
    assert.deepEqual(offending(storyFiles, /defaultViewport/g), []);
  });
});
