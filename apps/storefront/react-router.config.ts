import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // `npm run bench:composition` builds elsewhere, with source maps, to weigh each package.
  buildDirectory: process.env['MATJAR_BUILD_DIRECTORY'] ?? 'build',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
    unstable_optimizeDeps: false,
  },
} satisfies Config;
