import { resolve } from 'node:path';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit tests of the app's own modules; pages are tested end to end in storefront-e2e.
export default defineConfig({
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: [resolve(import.meta.dirname, '../../tools/vitest/setup.ts')],
  },
});
