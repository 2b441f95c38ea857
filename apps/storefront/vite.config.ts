import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { eagerCompileHints } from '../../tools/vite/compile-hints.ts';
import { lazyChunks, storefrontChunkName } from '../../tools/vite/lazy-chunks.ts';
import { precompiledMessages } from '../../tools/vite/precompiled-messages.ts';
import { reactRouterProduction } from '../../tools/vite/react-router-production.ts';
import { routeFacts } from '../../tools/vite/route-facts.ts';
import { shellChunk } from '../../tools/vite/shell-chunk.ts';
import routes from './app/routes.ts';
import { buildInfo } from './build-info.ts';

const info = buildInfo();
/** The client entry and the root route: what every page loads. */
const shellEntries = [/[\\/]app[\\/]entry\.client\.tsx$/, /[\\/]app[\\/]root\.tsx$/];

export default defineConfig({
  plugins: [
    precompiledMessages({ shellEntries }),
    routeFacts({ appDirectory: join(import.meta.dirname, 'app'), routes }),
    lazyChunks(storefrontChunkName),
    shellChunk(shellEntries),
    eagerCompileHints(),
    reactRouterProduction(),
    reactRouter(),
  ],
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@matjar/source', ...defaultServerConditions] },
    // Workspace libraries are compiled into the server bundle from their sources. The marker
    // clusterer's package names its ES module only in `module`, which Node does not read: loaded
    // by Node, its UMD file has no named exports, and the development server could not start.
    noExternal: [/^@matjar\//, '@googlemaps/markerclusterer'],
  },
  define: {
    __MATJAR_BUILD_ID__: JSON.stringify(info.id),
    __MATJAR_BUILD_TIME__: JSON.stringify(info.time),
  },
  build: {
    target: 'es2022',
    // Only for `npm run bench:composition`, which builds elsewhere: the storefront serves none.
    sourcemap: process.env['MATJAR_SOURCEMAP'] === 'hidden' ? 'hidden' : false,
  },
  server: { port: 4200, strictPort: true },
});
