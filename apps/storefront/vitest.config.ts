import { resolve } from 'node:path';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { lazyChunks, storefrontChunkName } from '../../tools/vite/lazy-chunks.ts';
import { chunkMessages } from '../../tools/vite/precompiled-messages.ts';

// Unit tests of the app's own modules; pages are tested end to end in storefront-e2e.
export default defineConfig({
  // `virtual:matjar/lazy-chunks` and `virtual:matjar/chunk-messages` are empty outside a build.
  plugins: [lazyChunks(storefrontChunkName), chunkMessages()],
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: [resolve(import.meta.dirname, '../../tools/vitest/setup.ts')],
  },
});
