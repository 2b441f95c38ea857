import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The entries of `react-router` the browser's build imports, and their files in the package's
 * production build (`dist/production`).
 */
export const REACT_ROUTER_PRODUCTION_ENTRIES: Readonly<Record<string, string>> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * The production build's file of a `react-router` import, or `undefined` for any other import.
 * `packageRoot` is the folder of react-router's `package.json`.
 */
export function reactRouterProductionFile(source: string, packageRoot: string): string | undefined {
  const file = REACT_ROUTER_PRODUCTION_ENTRIES[source];
  return file === undefined ? undefined : join(packageRoot, 'dist', 'production', file);
}

/**
 * Gives the browser's build React Router's production build (decision 020). The package exports
 * only its development build, whatever the mode (remix-run/react-router#14102): its warnings for
 * developers ("No routes matched location …", descendant routes without `*`, a route with both an
 * element and a `Component`), and the strings of those warnings, were shipped to every customer.
 * The production build is the same code with `ENABLE_DEV_WARNINGS = false`, so the bundler drops
 * them.
 *
 * The server's build keeps the exported build: React Router's request handler (in
 * `@react-router/express`) imports the package as Node resolves it, and the server's routes must
 * share that copy (its classes, such as the answers `data()` and `redirect()` make, are checked
 * with `instanceof`).
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(require.resolve('react-router/package.json'));
  return {
    name: 'matjar:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return reactRouterProductionFile(source, packageRoot) ?? null;
    },
  };
}
