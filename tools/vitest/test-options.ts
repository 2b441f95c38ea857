import { resolve } from 'node:path';

/**
 * The Vitest settings every project shares. Limits are for a hang, not for speed: CI runs every
 * project's tests at once on two cores, often beside other work, and a test that waits for a
 * state passes however slowly it comes. A test that hangs still fails, after a minute.
 */
export const sharedTestOptions = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // The test files of a worker share one environment instead of building a DOM and importing the
  // test libraries again for each file: the projects' tests take a seventh of the time (catalog's
  // 152 s, 20 s). A project whose files leave the DOM changed for the next (ui, maps) sets
  // `isolate: true` (decision 026).
  isolate: false,
  reporters: ['default', resolve(import.meta.dirname, 'durations-reporter.ts')],
};
