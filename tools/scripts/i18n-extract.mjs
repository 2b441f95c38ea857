#!/usr/bin/env node
// Extracts every message descriptor of the libraries and the storefront into the English catalogue
// (or into the file given as the first argument), sorted by id.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outFile = resolve(process.argv[2] ?? 'libs/i18n/src/catalogues/en.json');

execFileSync(
  resolve(root, 'node_modules/.bin/formatjs'),
  [
    'extract',
    'libs/*/src/**/*.{ts,tsx}',
    'apps/storefront/app/**/*.{ts,tsx}',
    '--ignore',
    '**/*.d.ts',
    '--ignore',
    '**/*.test.*',
    '--ignore',
    '**/*.stories.*',
    '--format',
    'simple',
    '--throws',
    '--out-file',
    outFile,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
