import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import { SignInPromptProvider, TOKEN_STORAGE_KEY, getToken } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ToastProvider } from '@matjar/ui';
import { fn } from 'storybook/test';
import { discountedProduct, productsFixture } from '../fixtures.js';
import { ProductCard } from '../product-card/product-card.js';
import { withCatalogLocale } from '../story-decorators.js';
import { FavoriteToggle } from './favorite-toggle.js';
import { FavoritesProvider } from './favorites-provider.js';

const BASE = 'https://store.invalid/api/';

/** How the fake store answers a press of the heart. */
type ToggleAnswer = 'answers' | 'never' | 'fails';

interface FakeStoreOptions {
  /** A signed-in customer, or a visitor (who is asked to sign in). */
  isSignedIn: boolean;
  /** The ids of the customer's favorite products when the story starts. */
  favorites?: readonly number[];
  /** `answers` with the new state after a moment; `never` answers; `fails` (no connection). */
  toggle?: ToggleAnswer;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/**
 * A `fetch` answering like the store: the customer's favorites, and the toggle of one. It keeps the
 * favorites in memory, so pressing a heart twice empties it again. Never the network.
 */
function fakeStoreFetch(favorites: readonly number[], toggle: ToggleAnswer): typeof fetch {
  const ids = new Set(favorites);
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/favorites')) {
      const data = productsFixture
        .filter((product) => ids.has(product.id))
        .map((product) => ({ ...product, is_favorite: true }));
      return json({
        key: 'success',
        msg: '',
        data: {
          data,
          pagination: { total: data.length, per_page: 100, current_page: 1, last_page: 1 },
        },
      });
    }
    const toggled = /\/products\/(\d+)\/favorite$/.exec(pathname);
    if (toggled && request.method === 'POST') {
      if (toggle === 'never') return new Promise<Response>(() => undefined);
      if (toggle === 'fails') throw new TypeError('Failed to fetch');
      const id = Number(toggled[1]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      return json({
        key: 'success',
        msg: '',
        data: { product_id: id, is_favorite: ids.has(id) },
      });
    }
    return new Response(null, { status: 404 });
  };
}

/** Called when a visitor chooses "Sign in" in the prompt. */
const onSignIn = fn().mockName('onSignIn');

/**
 * The app's providers above the hearts: a session (signed in or not), its query cache, an API
 * client whose `fetch` is the fake store, the sign-in prompt and the toasts.
 */
function FakeStore({
  isSignedIn,
  favorites = [],
  toggle = 'answers',
  children,
}: FakeStoreOptions & { children: ReactNode }) {
  const [{ Session, api }] = useState(() => {
    // The session reads its token from the browser's storage once, when it is created: give it
    // the story's, and leave the storage as it was.
    const stored = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (isSignedIn) localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
    const context = createSessionTestContext({ baseUrl: BASE, isLoggedIn: isSignedIn });
    if (stored === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, stored);
    return {
      Session: context.wrapper,
      api: createApiClient({
        baseUrl: BASE,
        getToken: () => getToken(context.store),
        retries: 0,
        // A press the store never answers stays pending (instead of timing out after 15 s).
        timeout: toggle === 'never' ? 2_147_483_647 : 15_000,
        fetch: fakeStoreFetch(favorites, toggle),
      }),
    };
  });
  return (
    <Session>
      <ApiClientProvider client={api}>
        <SignInPromptProvider onSignIn={onSignIn}>
          <ToastProvider>
            <FavoritesProvider>{children}</FavoritesProvider>
          </ToastProvider>
        </SignInPromptProvider>
      </ApiClientProvider>
    </Session>
  );
}

const withStore =
  (options: FakeStoreOptions): Decorator =>
  (Story) => (
    <FakeStore {...options}>
      <Story />
    </FakeStore>
  );

const meta = {
  title: 'catalog/FavoriteToggle',
  component: FavoriteToggle,
  args: { product: { id: discountedProduct.id, name: discountedProduct.name } },
  decorators: [withCatalogLocale],
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer's heart, not a favorite: pressing it fills it (the store answers). */
export const NotFavorite: Story = {
  decorators: [withStore({ isSignedIn: true })],
};
/** The product is in the customer's favorites: the heart is filled. */
export const Favorite: Story = {
  decorators: [withStore({ isSignedIn: true, favorites: [discountedProduct.id] })],
};
/** Pressed, and the store has not answered yet: the heart is filled and busy. */
export const Pending: Story = {
  decorators: [withStore({ isSignedIn: true, toggle: 'never' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
/** Pressed, and the store could not be reached: the heart empties again and a toast says why. */
export const Refused: Story = {
  decorators: [withStore({ isSignedIn: true, toggle: 'fails' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
/** A visitor pressing the heart is asked to sign in first; the heart stays empty. */
export const Visitor: Story = {
  decorators: [withStore({ isSignedIn: false })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
/** The large heart of a product's page. */
export const Large: Story = {
  args: { size: 'large' },
  decorators: [withStore({ isSignedIn: true, favorites: [discountedProduct.id] })],
};
/** Under a `FavoritesProvider` a product card shows the heart of its own. */
export const OnAProductCard: Story = {
  decorators: [withStore({ isSignedIn: true, favorites: [discountedProduct.id] })],
  render: () => (
    <div style={{ inlineSize: '13rem' }}>
      <ProductCard product={discountedProduct} />
    </div>
  ),
};
export const English: Story = {
  args: {
    product: {
      id: discountedProduct.id,
      name: 'Saudi Arabic coffee with cardamom and saffron, 500 g',
    },
  },
  decorators: [withStore({ isSignedIn: true, favorites: [discountedProduct.id] })],
  globals: { locale: 'en' },
};
