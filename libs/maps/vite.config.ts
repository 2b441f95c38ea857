import { resolve } from 'node:path';
import { mergeConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/library-config.ts';

export default mergeConfig(
  libraryConfig(import.meta.dirname, {
    entries: { index: 'src/index.ts', testing: 'src/testing.ts' },
    // Its tests leave styles and focus behind them: each file keeps a DOM of its own.
    isolate: true,
  }),
  { test: { setupFiles: [resolve(import.meta.dirname, '../ui/vitest.setup.ts')] } },
);
