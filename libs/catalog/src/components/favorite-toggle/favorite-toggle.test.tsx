import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPromptProvider } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ToastProvider, preloadDialog, preloadToasts } from '@matjar/ui';
import { productsFixture } from '../fixtures.js';
import { ProductCard } from '../product-card/product-card.js';
import { FavoriteToggle } from './favorite-toggle.js';
import { FavoritesProvider } from './favorites-provider.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([preloadDialog(), preloadToasts()]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const favoritesPage = (ids: number[]) => ({
  key: 'success',
  msg: '',
  data: {
    data: productsFixture
      .filter((product) => ids.includes(product.id))
      .map((product) => ({ ...product, is_favorite: true })),
    pagination: { total: ids.length, per_page: 100, current_page: 1, last_page: 1 },
  },
});

const [dates, coffee] = productsFixture as [
  (typeof productsFixture)[number],
  (typeof productsFixture)[number],
];

/** The app's providers around a page: a fresh session and cache for each test. */
function providers({ isLoggedIn = false }: { isLoggedIn?: boolean } = {}) {
  if (isLoggedIn) localStorage.setItem('matjar_token', 'token-1');
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    locale: 'en',
    isLoggedIn,
  });
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <Session>
        <SignInPromptProvider onSignIn={() => undefined}>
          <ToastProvider>
            <FavoritesProvider>{children}</FavoritesProvider>
          </ToastProvider>
        </SignInPromptProvider>
      </Session>
    );
  };
}

/** A page of hearts: two cards of one product, one of another. */
function Page() {
  return (
    <>
      <section aria-label="Rail">
        <FavoriteToggle product={dates} />
      </section>
      <section aria-label="Grid">
        <FavoriteToggle product={dates} />
        <FavoriteToggle product={coffee} />
      </section>
    </>
  );
}

// `hidden`: a heart stays a heart while a dialog above the page hides it from the reader.
const hearts = (name: string) =>
  screen.getAllByRole('button', {
    name: (accessibleName) => accessibleName.includes(name),
    hidden: true,
  });

/** The store keeps `ids` as the customer's favorites; the returned mock counts the asks. */
function storeWithFavorites(ids: number[]) {
  const asked = vi.fn();
  server.use(
    http.get(`${BASE}favorites`, () => {
      asked();
      return HttpResponse.json(favoritesPage(ids));
    }),
  );
  return asked;
}

describe('FavoriteToggle', () => {
  it('asks the store once for a page of hearts, and marks the favorites on every card', async () => {
    const asked = storeWithFavorites([coffee.id]);
    render(<Page />, { wrapper: providers({ isLoggedIn: true }) });
    await waitFor(() => expect(hearts(coffee.name)[0]).toHaveAttribute('aria-pressed', 'true'));
    for (const heart of hearts(dates.name)) expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('changes every heart of the product when one is pressed', async () => {
    server.use(
      http.get(`${BASE}favorites`, () => HttpResponse.json(favoritesPage([]))),
      http.post(`${BASE}products/${dates.id}/favorite`, () =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: { product_id: dates.id, is_favorite: true },
        }),
      ),
    );
    render(<Page />, { wrapper: providers({ isLoggedIn: true }) });
    const [railHeart] = hearts(dates.name);
    await userEvent.click(railHeart as HTMLElement);
    await waitFor(() => {
      for (const heart of hearts(dates.name)) expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
    expect(hearts(coffee.name)[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to sign in first, and changes nothing', async () => {
    render(<Page />, { wrapper: providers() });
    await userEvent.click(hearts(dates.name)[0] as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    for (const heart of hearts(dates.name)) expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts a heart on every product card under the provider, which toggles the favorite', async () => {
    server.use(
      http.get(`${BASE}favorites`, () => HttpResponse.json(favoritesPage([]))),
      http.post(`${BASE}products/${dates.id}/favorite`, () =>
        HttpResponse.json({
          key: 'success',
          msg: '',
          data: { product_id: dates.id, is_favorite: true },
        }),
      ),
    );
    render(<ProductCard product={dates} />, { wrapper: providers({ isLoggedIn: true }) });
    const [heart] = hearts(dates.name);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart as HTMLElement);
    await waitFor(() => expect(hearts(dates.name)[0]).toHaveAttribute('aria-pressed', 'true'));
  });

  describe('before the page is idle', () => {
    /** The idle callbacks asked for, run by the test when it wants the page idle. */
    let idle: (() => void)[] = [];
    beforeEach(() => {
      idle = [];
      vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
    });
    afterEach(() => {
      // Unmounted first: the page cancels its idle callback as it goes.
      cleanup();
      vi.unstubAllGlobals();
    });

    it('asks for the favorites only once the page is idle', async () => {
      const asked = storeWithFavorites([coffee.id]);
      render(<Page />, { wrapper: providers({ isLoggedIn: true }) });
      expect(hearts(coffee.name)[0]).toHaveAttribute('aria-pressed', 'false');
      expect(asked).not.toHaveBeenCalled();
      for (const work of idle) work();
      await waitFor(() => expect(hearts(coffee.name)[0]).toHaveAttribute('aria-pressed', 'true'));
      expect(asked).toHaveBeenCalledTimes(1);
    });

    it('holds a heart pressed before then, shows it busy, and toggles it once', async () => {
      const toggled = vi.fn();
      server.use(
        http.get(`${BASE}favorites`, () => HttpResponse.json(favoritesPage([]))),
        http.post(`${BASE}products/${dates.id}/favorite`, () => {
          toggled();
          return HttpResponse.json({
            key: 'success',
            msg: '',
            data: { product_id: dates.id, is_favorite: true },
          });
        }),
      );
      render(<Page />, { wrapper: providers({ isLoggedIn: true }) });
      await userEvent.click(hearts(dates.name)[0] as HTMLElement);
      await waitFor(() => {
        for (const heart of hearts(dates.name))
          expect(heart).toHaveAttribute('aria-pressed', 'true');
      });
      expect(toggled).toHaveBeenCalledTimes(1);
      expect(hearts(dates.name)[0]).not.toHaveAttribute('aria-busy');
    });
  });

  it('names the provider it needs when rendered without one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FavoriteToggle product={dates} />)).toThrow(
      /FavoriteToggle.*FavoritesProvider/,
    );
    vi.mocked(console.error).mockRestore();
  });
});
