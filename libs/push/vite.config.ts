import { resolve } from 'node:path';
import { mergeConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/library-config.ts';

export default mergeConfig(libraryConfig(import.meta.dirname), {
  test: { setupFiles: [resolve(import.meta.dirname, '../ui/vitest.setup.ts')] },
});
