import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every ```ts example of the README type-checks against the library's sources as a consumer's
// module would: strict, `noUncheckedIndexedAccess`, module resolution `nodenext`. One program holds
// every example, each in a virtual module of its own.

const library = resolve(import.meta.dirname, '..');
const README = resolve(library, 'README.md');

/**
 * The placeholders the examples use, as globals: a consumer's own functions and values. Precise on
 * purpose: `saveToken` takes a `string`, so an example that passes `string | undefined` fails.
 * An example that declares one of these names itself (`api`, `baseUrl`) shadows it.
 */
const PRELUDE = `
declare const api: import('@matjar/api-client').ApiClient;
declare function saveToken(token: string): void;
declare function showOrders(orders: import('@matjar/api-client').OrderListItem[]): void;
declare function signOut(): void;
declare function show(percent: number): void;
declare function getToken(): string | null;
declare const file: File;
declare const baseUrl: string;
declare const nonce: string;
declare const typedPhone: string;
`;

interface Example {
  /** The README line of the example's first line of code. */
  line: number;
  code: string;
  fileName: string;
}

function readmeExamples(): Example[] {
  const lines = readFileSync(README, 'utf8').split('\n');
  const examples: Example[] = [];
  let start: number | undefined;
  for (const [index, text] of lines.entries()) {
    if (start === undefined && /^```(ts|typescript)\s*$/.test(text)) start = index + 1;
    else if (start !== undefined && /^```\s*$/.test(text)) {
      examples.push({
        line: start + 1,
        code: lines.slice(start, index).join('\n'),
        fileName: resolve(library, `readme-examples/line-${start + 1}.ts`),
      });
      start = undefined;
    }
  }
  return examples;
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  noUncheckedIndexedAccess: true,
  // As tsconfig.base.json: off.
  exactOptionalPropertyTypes: false,
  skipLibCheck: true,
  noEmit: true,
  baseUrl: library,
  paths: {
    '@matjar/api-client': ['src/index.ts'],
    '@matjar/api-client/contract': ['src/contract.ts'],
    '@matjar/api-client/testing': ['src/testing.ts'],
  },
};

function checkExamples(examples: Example[]): Map<string, readonly ts.Diagnostic[]> {
  const prelude = resolve(library, 'readme-examples/prelude.d.ts');
  const virtual = new Map<string, string>([
    [prelude, PRELUDE],
    // `export {}` makes every example a module of its own, even one without an import.
    ...examples.map((example): [string, string] => [
      example.fileName,
      `${example.code}\nexport {};\n`,
    ]),
  ]);
  const host = ts.createCompilerHost(compilerOptions, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = virtual.get(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram([...virtual.keys()], compilerOptions, host);
  const global = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(program.getSourceFile(prelude)),
    ...program.getSemanticDiagnostics(program.getSourceFile(prelude)),
  ];
  return new Map(
    examples.map((example) => {
      const source = program.getSourceFile(example.fileName);
      return [
        example.fileName,
        [
          ...global,
          ...program.getSyntacticDiagnostics(source),
          ...program.getSemanticDiagnostics(source),
        ],
      ];
    }),
  );
}

/** Diagnostics as `README.md:<line>:<column> - error TS…`, with the README's own line numbers. */
function report(example: Example, diagnostics: readonly ts.Diagnostic[]): string {
  return diagnostics
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (diagnostic.file?.fileName !== example.fileName || diagnostic.start === undefined) {
        return `${diagnostic.file?.fileName ?? ''} TS${diagnostic.code}: ${message}`;
      }
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const text = example.code.split('\n')[line] ?? '';
      return `README.md:${example.line + line}:${character + 1} - TS${diagnostic.code}: ${message}\n  ${text.trim()}`;
    })
    .join('\n\n');
}

const examples = readmeExamples();

/** Not in the README: an example that must fail, so the check is known to catch one. */
const control: Example = {
  line: 0,
  code: [
    "const signIn = await api.auth.signIn({ phone: '500000001', password: '123456' });",
    '// Not narrowed on `key`: a `needActive` answer has no token.',
    'saveToken(signIn.data.token);',
  ].join('\n'),
  fileName: resolve(library, 'readme-examples/control.ts'),
};

let results: Map<string, readonly ts.Diagnostic[]> | undefined;
const check = () => (results ??= checkExamples([...examples, control]));

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it('fails an example that does not narrow a flow result', { timeout: 120_000 }, () => {
    const diagnostics = check().get(control.fileName) ?? [];
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual([2345]);
  });

  it.each(examples.map((example) => [example.line, example] as const))(
    'type-checks the example at README.md:%i',
    (_line, example) => {
      const results = check();
      expect(report(example, results.get(example.fileName) ?? []), 'no diagnostics').toBe('');
    },
    120_000,
  );
});
