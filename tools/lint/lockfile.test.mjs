// `npm ci` on a fresh machine refuses a lockfile that lacks an optional dependency (a platform
// package the registry did not serve when the lockfile was written). Catch that here, not in CI.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const lockfile = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));

describe('package-lock.json', () => {
  it('records every optional dependency it names, so npm ci accepts it', () => {
    const paths = Object.keys(lockfile.packages);
    const missing = Object.entries(lockfile.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !paths.some((candidate) => candidate.endsWith(`node_modules/${name}`)))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    assert.deepEqual(missing, []);
  });
});
