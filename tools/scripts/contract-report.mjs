#!/usr/bin/env node
// `npm run contract:report`: how much of the store API contract is defined (api-client), served
// (demo API) and tested (contract tests), counted from the code. Exits non-zero when they differ.
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { contractCoverage } = await import(
  pathToFileURL(resolve(root, 'apps/demo-api/dist/coverage.js')).href
);
const { defined, served, tested } = contractCoverage(resolve(root, 'apps/demo-api/src/contract'));

const byDomain = new Map();
for (const id of defined) {
  const domain = id.split('.')[0];
  const row = byDomain.get(domain) ?? { defined: 0, served: 0, tested: 0 };
  row.defined += 1;
  if (served.includes(id)) row.served += 1;
  if (tested.includes(id)) row.tested += 1;
  byDomain.set(domain, row);
}
console.log('domain'.padEnd(16), 'defined', 'served', 'tested');
for (const [domain, row] of byDomain) {
  console.log(
    domain.padEnd(16),
    String(row.defined).padStart(7),
    String(row.served).padStart(6),
    String(row.tested).padStart(6),
  );
}
const notServed = defined.filter((id) => !served.includes(id));
const notTested = defined.filter((id) => !tested.includes(id));
const unknown = served.filter((id) => !defined.includes(id));
if (notServed.length) console.log(`not served: ${notServed.join(', ')}`);
if (notTested.length) console.log(`not tested: ${notTested.join(', ')}`);
if (unknown.length) console.log(`served but not defined: ${unknown.join(', ')}`);
console.log(`calls: ${defined.length} defined, ${served.length} served, ${tested.length} tested`);
process.exitCode = notServed.length || notTested.length || unknown.length ? 1 : 0;
