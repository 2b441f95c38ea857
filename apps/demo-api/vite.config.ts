import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
