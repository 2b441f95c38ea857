import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s (they return as soon as what they wait for is there): a
// component's first store call imports the code that sends calls, which the test runner compiles
// on first use, and CI runs every project's tests at once on two cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
