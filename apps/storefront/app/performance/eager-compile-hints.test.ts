import { describe, expect, it } from 'vitest';
import {
  EAGER_COMPILE_HINT,
  type HintedScript,
  addEagerCompileHint,
  eagerCompileHints,
} from '../../../../tools/vite/compile-hints.js';

const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/x.js"])))=>i;';

const script = (code: string, mappings = 'AAAA,SAAS'): HintedScript => ({
  type: 'chunk',
  fileName: 'assets/shell-1.js',
  code,
  map: { mappings },
});

/** Runs the plugin's last step of the build on `bundle`, as the bundler does. */
function generate(bundle: Record<string, unknown>) {
  const hook = eagerCompileHints().generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: Record<string, unknown>) => void;
  };
  hook.handler.call({}, {}, bundle);
  return hook.order;
}

describe('the hint that has a script compiled as it arrives', () => {
  it('is the first line of the script, above the list of files Vite writes at its top', () => {
    const chunk = script(`${mapDeps}\nimport{a}from"./b.js";`);
    expect(addEagerCompileHint(chunk)).toBe(true);
    const lines = chunk.code.split('\n');
    expect(lines[0]).toBe(EAGER_COMPILE_HINT);
    expect(lines[1]).toBe(mapDeps);
  });

  it("moves the source map's lines down by one, so each line still maps to its source", () => {
    const chunk = script('a();\nb();', 'AAAA;AACA');
    addEagerCompileHint(chunk);
    // The hint's line maps to nothing; what was the first line is now the second.
    expect(chunk.map?.mappings).toBe(';AAAA;AACA');
  });

  it('is written once, however often the step runs', () => {
    const chunk = script('a();');
    addEagerCompileHint(chunk);
    expect(addEagerCompileHint(chunk)).toBe(false);
    expect(chunk.code).toBe(`${EAGER_COMPILE_HINT}\na();`);
    expect(chunk.map?.mappings).toBe(';AAAA,SAAS');
  });

  it("goes on every script of the browser's build after Vite's own steps, and into the map files written beside them", () => {
    const shell = script(`${mapDeps}\nexport{};`);
    const route = { ...script('export default 1;'), fileName: 'assets/product-1.js', map: null };
    const bundle: Record<string, unknown> = {
      'assets/shell-1.js': shell,
      'assets/shell-1.js.map': { type: 'asset', fileName: 'assets/shell-1.js.map', source: '{}' },
      'assets/product-1.js': route,
      'assets/root-1.css': { type: 'asset', fileName: 'assets/root-1.css', source: 'a{}' },
    };
    expect(generate(bundle)).toBe('post');
    expect(shell.code.startsWith(`${EAGER_COMPILE_HINT}\n${mapDeps}\n`)).toBe(true);
    expect(route.code).toBe(`${EAGER_COMPILE_HINT}\nexport default 1;`);
    const mapFile = bundle['assets/shell-1.js.map'] as { source: string };
    expect(JSON.parse(mapFile.source)).toEqual({ mappings: ';AAAA,SAAS' });
    expect(bundle['assets/root-1.css']).toEqual({
      type: 'asset',
      fileName: 'assets/root-1.css',
      source: 'a{}',
    });
  });

  it("leaves the server's build as it is", () => {
    const plugin = eagerCompileHints();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    expect(plugin.apply).toBe('build');
  });
});
