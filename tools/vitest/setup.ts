import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as UserEvent from '@testing-library/user-event';
import { afterAll, afterEach, vi } from 'vitest';
import { settleUserEvents, trackUserEvents } from './user-events.ts';

// `findBy…` and `waitFor` wait up to 5 s (they return as soon as what they wait for is there): a
// component's first store call imports the code that sends calls, which the test runner compiles
// on first use, and CI runs every project's tests at once on two cores.
configure({ asyncUtilTimeout: 5_000 });

// Every interaction a test starts through user-event is tracked (see `afterEach`).
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const actual = await importOriginal<typeof UserEvent>();
  const tracked = trackUserEvents(actual.userEvent);
  return { ...actual, default: tracked, userEvent: tracked };
});

afterEach(async () => {
  // A test that timed out may still be typing: it finishes on this test's page, not the next's.
  await settleUserEvents();
  cleanup();
});

// The test files of a worker share one environment (decision 026): what a file kept in the
// browser's storage and cookies is gone before the next file starts, as it would be in a page of
// its own.
afterAll(() => {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of ['/', location.pathname, '/cart']) {
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
    }
  }
});
