import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../tools/vitest/test-options.ts';

export default defineConfig({
  resolve: { conditions: ['@matjar/source', ...defaultServerConditions] },
  ssr: {
    resolve: { conditions: ['@matjar/source', ...defaultServerConditions] },
    noExternal: [/^@matjar\//],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      input: {
        main: 'src/main.ts',
        app: 'src/app.ts',
        msw: 'src/msw.ts',
        coverage: 'src/contract/coverage.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.ts'], ...sharedTestOptions },
});
