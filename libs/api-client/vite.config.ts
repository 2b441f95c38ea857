import { libraryConfig } from '../../tools/vite/library-config.ts';

export default libraryConfig(import.meta.dirname, {
  entries: {
    index: 'src/index.ts',
    contract: 'src/contract.ts',
    react: 'src/react.tsx',
    testing: 'src/testing.ts',
  },
  testEnvironment: 'node',
});
