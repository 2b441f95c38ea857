#!/usr/bin/env node
// `npm start`: builds the storefront and the demo API when their sources changed (Nx caches the
// builds), then serves both on localhost.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const apiPort = Number(process.env.API_PORT ?? 3333);
const storefrontPort = Number(process.env.PORT ?? 4200);

const build = spawnSync(
  resolve(root, 'node_modules/.bin/nx'),
  ['run-many', '-t', 'build', '-p', 'storefront', 'demo-api', '--outputStyle=static'],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, [resolve(root, 'apps/demo-api/dist/main.js')], {
    cwd: resolve(root, 'apps/demo-api'),
    env: { ...env, PORT: String(apiPort) },
    stdio: 'inherit',
  }),
  // As in production: the server's JavaScript heap held to 256 MB (README, "In production").
  spawn(
    process.execPath,
    ['--max-old-space-size=256', resolve(root, 'apps/storefront/server.mjs')],
    {
      cwd: resolve(root, 'apps/storefront'),
      env: {
        ...env,
        PORT: String(storefrontPort),
        MATJAR_API_URL: `http://localhost:${apiPort}`,
        MATJAR_DEMO_PUSH: '1',
      },
      stdio: 'inherit',
    },
  ),
];

console.log(
  `\n  Storefront  http://localhost:${storefrontPort}\n  Demo API    http://localhost:${apiPort}\n`,
);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
