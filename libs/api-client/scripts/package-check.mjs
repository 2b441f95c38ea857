#!/usr/bin/env node
// Checks @matjar/api-client as other teams receive it: lints the package (publint, attw), packs it,
// installs the tarball into a bare Node project without React, type-checks a consumer with `tsc`
// (moduleResolution nodenext) and runs it against the demo API; then installs it into a bare
// CommonJS project and `require`s it (Node 20.19 and later load an ES module with `require`).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const library = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(library, '../..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

console.log('publint');
run(bin('publint'), ['--strict'], library);
// attw's CommonJS check predates `require()` of ES modules, so it is left to the consumer below.
console.log('attw');
run(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped'], library);

const workspace = mkdtempSync(join(tmpdir(), 'api-client-consumer-'));
const cjsWorkspace = mkdtempSync(join(tmpdir(), 'api-client-cjs-consumer-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const api = spawn(process.execPath, [resolve(root, 'apps/demo-api/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DEMO_API_DATA: join(workspace, 'demo.json') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  console.log('pack');
  run('npm', ['pack', '--pack-destination', workspace, '--silent'], library);
  const tarball = readdirSync(workspace).find((file) => file.endsWith('.tgz'));
  assert.ok(tarball, 'npm pack wrote a tarball');
  // What a consumer downloads: the build, its sources for the source maps, the README; no tests.
  const packed = run('tar', ['-tzf', join(workspace, tarball)], workspace).split('\n');
  assert.deepEqual(
    packed.filter((file) => /\.test(-d)?\.tsx?$/.test(file)),
    [],
    'the tarball holds no test file',
  );

  writeFileSync(
    join(workspace, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  writeFileSync(
    join(workspace, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        outDir: 'out',
        lib: ['ES2023', 'DOM'],
        types: [],
        skipLibCheck: false,
      },
      files: ['consumer.ts'],
    }),
  );
  writeFileSync(
    join(workspace, 'consumer.ts'),
    `import { createApiClient, isApiError, type ApiError } from '@matjar/api-client';

const baseUrl = 'http://localhost:${port}/';
const api = createApiClient({
  baseUrl,
  getToken: () => undefined,
  getLang: () => 'en',
});
const signIn = await api.auth.signIn({ phone: '500000001', password: '123456' });
if (signIn.key !== 'success') throw new Error('expected success');
const token: string = signIn.data.token;
const signedIn = createApiClient({ baseUrl, getToken: () => token });
const count: number = (await signedIn.cart.count()).data;
let failure: ApiError['kind'] | undefined;
try {
  await api.auth.signIn({ phone: '500000001', password: 'wrong-password' });
} catch (error) {
  if (isApiError(error)) failure = error.kind;
}
console.log(JSON.stringify({ count, failure }));
`,
  );
  console.log('install into a bare project');
  run(
    'npm',
    [
      'install',
      '--silent',
      '--no-audit',
      '--no-fund',
      join(workspace, tarball),
      'typescript@5.9.3',
    ],
    workspace,
  );
  const installed = readdirSync(join(workspace, 'node_modules'));
  assert.ok(!installed.includes('react'), 'React is not installed');

  console.log('tsc');
  run(
    process.execPath,
    [resolve(workspace, 'node_modules/typescript/bin/tsc'), '-p', workspace],
    workspace,
  );

  await new Promise((ready, fail) => {
    api.stdout.on('data', (chunk) => String(chunk).includes('demo API on') && ready());
    api.on('exit', (code) => fail(new Error(`the demo API exited with ${code}`)));
  });
  const output = run(process.execPath, [join(workspace, 'out/consumer.js')], workspace);
  assert.deepEqual(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'), {
    count: 2,
    failure: 'fail',
  });

  console.log('install into a bare CommonJS project');
  writeFileSync(
    join(cjsWorkspace, 'package.json'),
    JSON.stringify({ name: 'cjs-consumer', private: true, type: 'commonjs' }),
  );
  writeFileSync(
    join(cjsWorkspace, 'consumer.cjs'),
    `const { createApiClient } = require('@matjar/api-client');
const { allCalls } = require('@matjar/api-client/contract');

if (typeof allCalls !== 'function') throw new Error('@matjar/api-client/contract has no allCalls');
const client = createApiClient({ baseUrl: 'http://localhost:${port}/', getToken: () => undefined });
console.log(typeof client.auth.signIn);
`,
  );
  run(
    'npm',
    ['install', '--silent', '--no-audit', '--no-fund', join(workspace, tarball)],
    cjsWorkspace,
  );
  const required = run(process.execPath, [join(cjsWorkspace, 'consumer.cjs')], cjsWorkspace);
  assert.equal(required.trim().split('\n').at(-1), 'function', 'require() gives a working client');
  console.log(
    'package check passed: packed, installed without React, type-checked and run, from ES modules and CommonJS',
  );
} finally {
  // The demo API writes its snapshot as it stops: wait for it before removing the folder.
  const exited = api.exitCode === null ? once(api, 'exit') : Promise.resolve();
  api.kill();
  await exited;
  rmSync(workspace, { recursive: true, force: true, maxRetries: 3 });
  rmSync(cjsWorkspace, { recursive: true, force: true, maxRetries: 3 });
}
