import { join, resolve } from 'node:path';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { lazyChunks, storefrontChunkName } from '../../tools/vite/lazy-chunks.ts';
import { messagePartsRecord } from '../../tools/vite/precompiled-messages.ts';
import { routeFacts } from '../../tools/vite/route-facts.ts';
import { sharedTestOptions } from '../../tools/vitest/test-options.ts';
import routes from './app/routes.ts';

// Unit tests of the app's own modules; pages are tested end to end in storefront-e2e.
export default defineConfig({
  // `virtual:matjar/lazy-chunks` and `…/message-parts` are empty outside a build; the route facts
  // are the app's own.
  plugins: [
    lazyChunks(storefrontChunkName),
    messagePartsRecord(),
    routeFacts({ appDirectory: join(import.meta.dirname, 'app'), routes }),
  ],
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: [resolve(import.meta.dirname, '../../tools/vitest/setup.ts')],
    ...sharedTestOptions,
  },
});
