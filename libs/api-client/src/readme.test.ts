import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls } from './contract.js';
import type { AnyCall } from './core/define-call.js';

// The README's table of calls is generated from the definitions; this test fails when it is out of
// date. `npm run api-client:readme` rewrites it.

type Node = {
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  pipe?: Node[];
  item?: Node;
  options?: Node[];
};

const unwrap = (node: Node): { node: Node; optional: boolean } => {
  let current = node;
  let optional = false;
  for (;;) {
    if (current.type === 'optional' || current.type === 'nullish') optional = true;
    if (current.wrapped) current = current.wrapped;
    else if (current.pipe?.[0] && current.pipe[0] !== current) current = current.pipe[0];
    else return { node: current, optional };
  }
};

const describeSchema = (schema: Node, depth = 0): string => {
  const { node } = unwrap(schema);
  if (node.type === 'object' && node.entries) {
    const entries = node.entries;
    if (entries['data'] && entries['pagination']) {
      const item = unwrap(entries['data']).node.item;
      return `page of ${item ? describeSchema(item, depth + 1) : 'items'}`;
    }
    const names = Object.keys(entries);
    if (depth > 0) return `{ ${names.slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''} }`;
    return `{ ${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''} }`;
  }
  if (node.type === 'array' && node.item) return `${describeSchema(node.item, depth + 1)}[]`;
  if (node.type === 'unknown' || node.type === 'null') return '—';
  return node.type;
};

const inputOf = (call: AnyCall): string => {
  const entries = (unwrap(call.input as unknown as Node).node.entries ?? {}) as Record<
    string,
    Node
  >;
  const fields = Object.entries(entries).map(
    ([name, node]) => `${name}${unwrap(node).optional ? '?' : ''}`,
  );
  return fields.length ? fields.join(', ') : '—';
};

const errorsOf = (call: AnyCall): string => {
  const errors = ['fail', 'exception'];
  if (call.access !== 'public') errors.push('unauthenticated', 'blocked');
  const flow = call.flow ? ` · results: ${call.flow.keys.join(', ')}` : '';
  return `${errors.join(', ')}${flow}`;
};

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
