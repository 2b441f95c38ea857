import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls } from './contract.js';
import { type Node, describeSchema, errorsOf, inputOf } from '../scripts/describe-call.js';

// The README's table of calls is generated from the definitions; this test fails when it is out of
// date. `npm run api-client:readme` rewrites it.

/** The README table of every call. */
export function callsTable(): string {
  const rows = allCalls().map((call) =>
    [
      `\`${call.id}\``,
      call.method,
      `\`${call.path}\``,
      inputOf(call),
      describeSchema(call.output as unknown as Node),
      errorsOf(call),
      call.summary,
    ]
      .map((cell) => cell.replaceAll('|', '\\|'))
      .join(' | '),
  );
  return [
    '| call | method | path | input | data on success | errors | what it does |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

const README = resolve(import.meta.dirname, '../README.md');
const START = '<!-- calls:start -->';
const END = '<!-- calls:end -->';

/** A table as its cells, whatever padding a formatter gave it. */
const cellsOf = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^-{3,}$/, '---'))
        .join('|'),
    )
    .join('\n');

describe('README', () => {
  it('lists every call of the contract in its table', () => {
    const readme = readFileSync(README, 'utf8');
    const expected = `${START}\n${callsTable()}\n${END}`;
    const current = readme.slice(readme.indexOf(START), readme.indexOf(END) + END.length);
    if (process.env['UPDATE_README'] === '1' && cellsOf(current) !== cellsOf(expected)) {
      writeFileSync(README, readme.replace(current, expected));
      return;
    }
    expect(cellsOf(current)).toBe(cellsOf(expected));
  });
});
