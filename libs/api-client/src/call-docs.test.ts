import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withCallDocs } from '../scripts/call-docs.js';
import { allCalls } from './contract.js';

// Every call's TSDoc is written from its definition; this test fails when one is out of date.
// `npm run api-client:readme` rewrites them with the README's table.

const library = resolve(import.meta.dirname, '..');
const folder = resolve(library, 'src/calls');
const files = readdirSync(folder).filter(
  (file) => file.endsWith('.ts') && !file.includes('.test.'),
);
const byId = new Map(allCalls().map((call) => [call.id, call]));

describe("the calls' TSDoc", () => {
  it.each(files)('is written from the definitions in calls/%s', (file) => {
    const path = resolve(folder, file);
    const text = readFileSync(path, 'utf8');
    const expected = withCallDocs(path, text, byId);
    if (process.env['UPDATE_README'] === '1' && text !== expected) {
      writeFileSync(path, expected);
      return;
    }
    expect(text).toBe(expected);
  });

  it('is there for every call, and a consumer sees it on the client', () => {
    const documented = files
      .map((file) => readFileSync(resolve(folder, file), 'utf8'))
      .join('\n')
      .match(/ \* `(GET|POST|PUT|PATCH|DELETE) /g);
    expect(documented).toHaveLength(byId.size);

    // The editor's hover over `api.orders.place`, as a consumer's TypeScript computes it.
    const consumer = resolve(library, 'consumer-hover.ts');
    const code = `import { createApiClient } from './src/index.js';\nconst api = createApiClient({ baseUrl: 'http://x/' });\napi.orders.place;\n`;
    const options: ts.CompilerOptions = {
      strict: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: [],
    };
    const service = ts.createLanguageService({
      getScriptFileNames: () => [consumer],
      getScriptVersion: () => '1',
      getScriptSnapshot: (name) => {
        const text = name === consumer ? code : ts.sys.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => library,
      getCompilationSettings: () => options,
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: (name) => name === consumer || ts.sys.fileExists(name),
      readFile: (name) => (name === consumer ? code : ts.sys.readFile(name)),
    });
    const hover = service.getQuickInfoAtPosition(consumer, code.lastIndexOf('place'));
    const documentation = ts.displayPartsToString(hover?.documentation);
    expect(documentation).toContain('Place the cart as an order');
    expect(documentation).toContain('`POST orders`');
  });
});
