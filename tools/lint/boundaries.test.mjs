// Proves the workspace's lint rules catch a breach of ARCHITECTURE.md's directions. Each case lints
// a would-be source file inside a project and expects the named rule to fail it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let eslint;

before(() => {
  // The boundary rule reads Nx's cached project graph; make sure it exists.
  execFileSync(resolve(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: 'ignore',
  });
  eslint = new ESLint({ cwd: root });
});

const ruleIdsFor = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages
    .filter((message) => message.severity === 2)
    .map((message) => message.ruleId);
};

describe('module boundaries', () => {
  it('fails a domain library that imports ky', async () => {
    const rules = await ruleIdsFor(
      'libs/cart/src/breach.ts',
      "import ky from 'ky';\nexport const client = ky;\n",
    );
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('fails the storefront importing ky', async () => {
    const rules = await ruleIdsFor(
      'apps/storefront/app/breach.ts',
      "import ky from 'ky';\nexport const client = ky;\n",
    );
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('lets api-client import ky', async () => {
    const rules = await ruleIdsFor(
      'libs/api-client/src/allowed.ts',
      "import ky from 'ky';\nexport const client = ky;\n",
    );
    assert.deepEqual(rules, []);
  });

  it('fails a domain library that imports another domain library', async () => {
    const rules = await ruleIdsFor('libs/cart/src/breach.ts', "export * from '@matjar/orders';\n");
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('lets a domain library import auth', async () => {
    const rules = await ruleIdsFor('libs/cart/src/allowed.ts', "export * from '@matjar/auth';\n");
    assert.deepEqual(rules, []);
  });

  it('fails ui importing a domain library', async () => {
    const rules = await ruleIdsFor('libs/ui/src/breach.ts', "export * from '@matjar/auth';\n");
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('fails ui importing a data-fetching or state library', async () => {
    const rules = await ruleIdsFor('libs/ui/src/breach.ts', "export { atom } from 'jotai';\n");
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('fails api-client importing another workspace library', async () => {
    const rules = await ruleIdsFor(
      'libs/api-client/src/breach.ts',
      "export * from '@matjar/i18n';\n",
    );
    assert.ok(rules.includes('@nx/enforce-module-boundaries'), `got ${rules.join(', ')}`);
  });

  it('fails fetch in a domain library and in the storefront', async () => {
    for (const file of ['libs/catalog/src/breach.ts', 'apps/storefront/app/breach.ts']) {
      const rules = await ruleIdsFor(file, "export const load = () => fetch('/api/products');\n");
      assert.ok(rules.includes('no-restricted-globals'), `${file}: got ${rules.join(', ')}`);
    }
  });

  it('fails XMLHttpRequest and window.fetch in a domain library', async () => {
    const rules = await ruleIdsFor(
      'libs/orders/src/breach.ts',
      'export const a = new XMLHttpRequest();\nexport const b = window.fetch;\n',
    );
    assert.ok(rules.includes('no-restricted-globals'), `got ${rules.join(', ')}`);
    assert.ok(rules.includes('no-restricted-properties'), `got ${rules.join(', ')}`);
  });

  it('lets the demo API use fetch', async () => {
    const rules = await ruleIdsFor(
      'apps/demo-api/src/allowed.ts',
      "export const load = () => fetch('/health');\n",
    );
    assert.deepEqual(rules, []);
  });
});
