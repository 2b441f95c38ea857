import { resolve } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The push service worker, `dist/sw/firebase-messaging-sw.js`: one classic script with the push
 * service's SDK in it (workers cannot share the page's chunks). The storefront serves it at the
 * site root with its configuration set before it.
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/sw',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: resolve(import.meta.dirname, 'src/sw/firebase-messaging-sw.ts'),
      formats: ['iife'],
      name: 'matjarPushWorker',
      fileName: () => 'firebase-messaging-sw.js',
    },
  },
});
