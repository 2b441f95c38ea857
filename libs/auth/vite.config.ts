import { libraryConfig } from '../../tools/vite/library-config.ts';

export default libraryConfig(import.meta.dirname, {
  entries: { index: 'src/index.ts', testing: 'src/testing.tsx' },
});
