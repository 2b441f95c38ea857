#!/usr/bin/env node
// Checks a built @matjar library as another team receives it from the registry:
// - publint (strict) on its package.json and files;
// - attw on its typed entry points with the profile we support, `esm-only`: ES modules for
//   bundlers and Node (Node 20.19 and later also `require()` them); stylesheets, fonts and
//   package.json are not typed entry points and are checked by publint and the tarball below;
// - the tarball `npm pack` makes holds what a consumer needs (the build, the README, the licence
//   of fonts it ships), no test, story or fixture file, and no source file unless the package
//   ships them on purpose for its source maps;
// - every @matjar dependency is a version range that the workspace's own version of that package
//   satisfies, so the packages published together install together.
//
// Usage: node tools/scripts/package-check.mjs libs/ui
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const library = resolve(root, process.argv[2] ?? '.');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const run = (command, args) =>
  execFileSync(command, args, {
    cwd: library,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

const manifest = manifestOf(library);
console.log(`${manifest.name}@${manifest.version}`);

console.log('  publint --strict');
run(bin('publint'), ['--strict']);

const exportKeys = Object.keys(manifest.exports ?? { '.': '' });
const untyped = exportKeys.filter((key) => /\.css$|\*|package\.json$/.test(key));
console.log('  attw --profile esm-only');
run(bin('attw'), [
  '--pack',
  '.',
  '--profile',
  'esm-only',
  '--format',
  'table-flipped',
  ...(untyped.length > 0 ? ['--exclude-entrypoints', ...untyped] : []),
]);

console.log('  npm pack');
const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--silent']));
const files = packed.files.map((file) => file.path);
assert.ok(files.includes('README.md'), `${manifest.name}: the tarball holds its README`);
assert.ok(files.includes('package.json'), `${manifest.name}: the tarball holds its package.json`);
for (const key of exportKeys.filter((key) => !untyped.includes(key) || key.endsWith('.css'))) {
  const target = manifest.exports?.[key];
  const shipped = typeof target === 'string' ? target : (target?.import ?? target?.default);
  if (typeof shipped !== 'string' || shipped.includes('*')) continue;
  assert.ok(
    files.includes(shipped.replace(/^\.\//, '')),
    `${manifest.name}: "${key}" points to ${shipped}, which the tarball holds`,
  );
}
const unwanted = files.filter((file) =>
  /\.(test|spec|stories|test-d)\.[cm]?[jt]sx?$|(^|\/)(fixtures?|__mocks__)\//.test(file),
);
assert.deepEqual(unwanted, [], `${manifest.name}: the tarball holds no test, story or fixture`);
const shipsSources = (manifest.files ?? []).includes('src');
if (!shipsSources) {
  assert.deepEqual(
    files.filter((file) => file.startsWith('src/')),
    [],
    `${manifest.name}: the tarball holds the build, not the sources`,
  );
}
assert.ok(manifest.publishConfig, `${manifest.name}: says how it is published (publishConfig)`);

const workspaceVersions = new Map(
  readdirSync(join(root, 'libs')).map((dir) => {
    const { name, version } = manifestOf(join(root, 'libs', dir));
    return [name, version];
  }),
);
for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
  for (const [name, range] of Object.entries(manifest[field] ?? {})) {
    if (!name.startsWith('@matjar/')) continue;
    const version = workspaceVersions.get(name);
    assert.ok(version, `${manifest.name}: ${name} is a package of this workspace`);
    assert.ok(
      semver.validRange(range) && semver.satisfies(version, range),
      `${manifest.name}: its ${field} range "${range}" for ${name} takes the version published with it (${version})`,
    );
  }
}
console.log(`  ${files.length} files, ${Math.round(packed.size / 1024)} KB packed: ok`);
