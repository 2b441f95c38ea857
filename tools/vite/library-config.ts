import { isAbsolute, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest/test-options.ts';

export interface LibraryConfigOptions {
  /** Entry points, by output name, relative to the library root. */
  entries?: Record<string, string>;
  /** The Vitest environment of the library's tests. */
  testEnvironment?: 'jsdom' | 'node';
  /**
   * Whether each test file gets an environment of its own. Default false: the files of a worker
   * share one (`sharedTestOptions`); true for a library whose files leave the DOM changed.
   */
  isolate?: boolean;
}

const isBareImport = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

/**
 * The Vite configuration every publishable library shares: an ES module build that keeps its
 * dependencies external (declarations come from `tsc -p tsconfig.lib.json`), and Vitest settings.
 */
export function libraryConfig(root: string, options: LibraryConfigOptions = {}): UserConfig {
  const {
    entries = { index: 'src/index.ts' },
    testEnvironment = 'jsdom',
    isolate = false,
  } = options;
  return defineConfig({
    root,
    plugins: [react()],
    resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      minify: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, resolve(root, file)]),
        ),
        formats: ['es'],
      },
      rolldownOptions: { external: isBareImport },
    },
    test: {
      environment: testEnvironment,
      setupFiles: [resolve(import.meta.dirname, '../vitest/setup.ts')],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      ...sharedTestOptions,
      isolate,
    },
  }) as UserConfig;
}
