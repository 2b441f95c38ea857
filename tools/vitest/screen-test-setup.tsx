// The set-up the domain libraries' screen tests share (account, orders, wallet): the store they
// answer, and a screen drawn in a signed-in customer's session. Test-only: imported by test files,
// never by a library's code.
import { type RenderResult, render } from '@testing-library/react';
import { type SetupServer, setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ToastProvider } from '@matjar/ui';

/** The store API root the screens' tests answer at. */
export const BASE = 'http://store.test/api/';

/** What the tests of a file need of their store. */
export interface StoreServerOptions {
  /** Lazy parts of `@matjar/ui` the screen opens (`preloadDialog`, `preloadToasts`). */
  preload?: readonly (() => Promise<void>)[];
}

/**
 * The store of a test file, answering at {@link BASE}: it listens from the first test (a request
 * nothing answers fails the test), forgets a test's answers after it and closes after the last; the
 * `preload`ed parts are loaded before the first test, and a signed-in customer's token is in
 * `localStorage` before each.
 */
export function setUpStoreServer({ preload = [] }: StoreServerOptions = {}): SetupServer {
  const server = setupServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await Promise.all(preload.map((load) => load()));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));
  return server;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * A `ResizeObserver` that observes nothing, around each test: Radix's radio group (a complaint's
 * type, the delivery location, a withdrawal's account, the stars, the cancel reasons) measures its
 * hidden input with one, which jsdom lacks.
 */
export function stubResizeObserver(): void {
  beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
  afterEach(() => vi.unstubAllGlobals());
}

/** How {@link renderInSession} draws a screen. */
export interface SessionRenderOptions {
  /** Inside a `ToastProvider`, for a screen that says what it did in a toast. */
  withToasts?: boolean;
}

/**
 * Renders `ui` in English, in a signed-in customer's session whose client asks {@link BASE}
 * (`rerender` keeps the session).
 */
export function renderInSession(
  ui: ReactElement,
  { withToasts = false }: SessionRenderOptions = {},
): RenderResult {
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn: true,
    locale: 'en',
  });
  const wrapper = withToasts
    ? ({ children }: { children: ReactNode }) => (
        <Session>
          <ToastProvider>{children}</ToastProvider>
        </Session>
      )
    : Session;
  return render(ui, { wrapper });
}
