#!/usr/bin/env node
// Prints the slowest unit tests of the run (written by tools/vitest/durations-reporter.ts), then
// forgets them. `--reset` only forgets them: run it before the projects' tests.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(
  import.meta.dirname,
  '../../node_modules/.cache/matjar-test-durations/unit.jsonl',
);
const count = 20;

if (process.argv.includes('--reset')) {
  rmSync(file, { force: true });
  process.exit(0);
}

if (!existsSync(file)) {
  console.log('slowest unit tests: none ran (every project’s tests came from the cache)');
  process.exit(0);
}

const tests = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .sort((a, b) => b.ms - a.ms);
rmSync(file, { force: true });

console.log(`\nslowest ${Math.min(count, tests.length)} of ${tests.length} unit tests:`);
for (const test of tests.slice(0, count)) {
  console.log(`${String(test.ms).padStart(7)} ms  ${test.file} › ${test.name}`);
}
