import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GuardFigures, guardFiguresFile } from './guard-figures.js';

/** A bearer token of the demo store (48 hex digits), or anything written as a bearer header. */
const TOKEN_LIKE = /\b[0-9a-f]{48}\b|\bBearer\s+\S+/gi;

/** The guards' figures over the run: every test's pages, documents and searched places, summed. */
function guardSummary(runDir: string): string {
  const file = join(runDir, guardFiguresFile);
  if (!existsSync(file)) return 'guard: no test wrote its figures';
  const tests = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as GuardFigures);
  const sum = (key: keyof GuardFigures) =>
    tests.reduce((total, figures) => total + figures[key], 0);
  return (
    `guard: ${tests.length} tests, ${sum('pages')} pages, ${sum('documents')} documents; ` +
    `${sum('cspViolations')} CSP violations; ${sum('tokens')} tokens looked for in ` +
    `${sum('placesSearched')} URLs, Referers and console lines, ${sum('tokenLeaks')} found`
  );
}

/**
 * After the run: the guards' figures are printed, and no server log (the storefront's, the demo store's, those the specs start) holds a
 * bearer token. The guard of every test has already looked for tokens in URLs, Referer headers and
 * the browser's console.
 */
export default function globalTeardown(): void {
  const runDir = process.env['MATJAR_E2E_RUN_DIR'];
  if (!runDir) throw new Error('MATJAR_E2E_RUN_DIR is not set: the server logs cannot be read');
  const logs = readdirSync(runDir).filter((name) => name.endsWith('.log'));
  let lines = 0;
  const leaks: string[] = [];
  for (const name of logs) {
    const text = readFileSync(join(runDir, name), 'utf8');
    lines += text.split('\n').length - 1;
    for (const match of text.matchAll(TOKEN_LIKE)) leaks.push(`${name}: ${match[0].slice(0, 12)}…`);
  }
  console.log(guardSummary(runDir));
  console.log(`server logs: ${logs.length} files, ${lines} lines, ${leaks.length} bearer tokens`);
  if (logs.length < 2) throw new Error(`only ${logs.length} server logs were written in ${runDir}`);
  if (leaks.length > 0) throw new Error(`bearer tokens in the server logs:\n${leaks.join('\n')}`);
}
