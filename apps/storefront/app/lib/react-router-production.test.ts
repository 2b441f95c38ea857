import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  REACT_ROUTER_PRODUCTION_ENTRIES,
  reactRouterProduction,
  reactRouterProductionFile,
} from '../../../../tools/vite/react-router-production.js';

const packageRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** What the plugin resolves `source` to, as the bundler asks it. */
function resolve(source: string): unknown {
  const hook = reactRouterProduction().resolveId as unknown as (source: string) => unknown;
  return hook(source);
}

/** The value each file of a build of React Router gives `ENABLE_DEV_WARNINGS`. */
function devWarningsOf(build: 'development' | 'production'): string[] {
  const folder = join(packageRoot, 'dist', build);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.mjs'))
    .flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/ENABLE_DEV_WARNINGS = (\w+);/g)].map(
        (match) => match[1] ?? '',
      ),
    );
}

describe('React Router in the browser build', () => {
  it('takes the production build, in which the warnings for developers are off', () => {
    expect(devWarningsOf('production')).toEqual(['false']);
    // The build the package exports is the one with them on, which is why the plugin exists.
    expect(devWarningsOf('development')).toEqual(['true']);
  });

  it('resolves the router and its DOM entry to the production files, and nothing else', () => {
    expect(resolve('react-router')).toBe(join(packageRoot, 'dist/production/index.mjs'));
    expect(resolve('react-router/dom')).toBe(join(packageRoot, 'dist/production/dom-export.mjs'));
    expect(resolve('react-router/internal')).toBeNull();
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react')).toBeNull();
  });

  it('leaves the server build to the package, whose request handler shares its copy', () => {
    const plugin = reactRouterProduction();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    expect(plugin.apply).toBe('build');
  });

  it.each(Object.keys(REACT_ROUTER_PRODUCTION_ENTRIES))(
    'gives %s with every export of the exported build',
    async (entry) => {
      const production = reactRouterProductionFile(entry, packageRoot);
      expect(production).toBeDefined();
      const development = join(
        packageRoot,
        'dist/development',
        REACT_ROUTER_PRODUCTION_ENTRIES[entry] ?? '',
      );
      const [prod, dev] = await Promise.all([
        import(/* @vite-ignore */ pathToFileURL(production ?? '').href) as Promise<object>,
        import(/* @vite-ignore */ pathToFileURL(development).href) as Promise<object>,
      ]);
      expect(Object.keys(prod).sort()).toEqual(Object.keys(dev).sort());
      expect(Object.keys(prod)).toContain(entry === 'react-router' ? 'Link' : 'HydratedRouter');
    },
  );
});
