import { resolve } from 'node:path';

/**
 * The Vitest settings every project shares. Limits are for a hang, not for speed: CI runs every
 * project's tests at once on two cores, often beside other work, and a test that waits for a
 * state passes however slowly it comes. A test that hangs still fails, after a minute.
 */
export const sharedTestOptions = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  reporters: ['default', resolve(import.meta.dirname, 'durations-reporter.ts')],
};
