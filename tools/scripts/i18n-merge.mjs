#!/usr/bin/env node
// Merges translation files (flat JSON, id → message) into the Arabic catalogue, sorted by id.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const catalogueFile = resolve('libs/i18n/src/catalogues/ar.json');
const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8'));
for (const file of process.argv.slice(2)) {
  Object.assign(catalogue, JSON.parse(readFileSync(resolve(file), 'utf8')));
}
const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(catalogueFile, `${JSON.stringify(sorted, null, 2)}\n`);
