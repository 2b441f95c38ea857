import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Profiler, type ReactNode, memo } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductDetails, ProductVariant } from '@matjar/api-client';
import { SignInPromptProvider } from '@matjar/auth';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ProductCard } from '@matjar/catalog';
import { ToastProvider, preloadDialog, preloadToasts } from '@matjar/ui';
import { QuickAddProvider } from './quick-add.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await Promise.all([preloadDialog(), preloadToasts()]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const coffee: Product = {
  id: 12,
  name: 'Saudi coffee with cardamom',
  brand: 'Al Deira',
  image: 'https://cdn.matjar.example/products/12.jpg',
  price: 45,
  price_before_discount: 45,
  discount: 0,
  rating: 4.5,
  reviews_count: 8,
  is_available: true,
  is_favorite: false,
  provider: { id: 3, name: 'Al Deira Roastery' },
  category_id: 1,
  subcategory_id: null,
};

const size = (id: number, name: string): ProductVariant => ({
  id,
  color: null,
  size: name,
  price: 45,
  price_before_discount: 45,
  stock: 5,
  is_available: true,
});

const detailsOf = (variants: ProductVariant[]): ProductDetails => ({
  ...coffee,
  images: [coffee.image],
  video: null,
  files: [],
  description: 'Lightly roasted Arabica with cardamom.',
  stock: 10,
  quantity_limit: 10,
  weight: 250,
  calories: null,
  daily_value: null,
  variants,
  category: { id: 1, name: 'Groceries' },
  subcategory: null,
});

const cart = {
  lines: [],
  count: 1,
  coupon: null,
  has_unavailable: false,
  products_price: 45,
  discount: 0,
  shipping: 0,
  vat: 0,
  total: 45,
  free_shipping_threshold: 200,
  free_shipping_remaining: 155,
};

/** The store: the product's details, and a cart that records what is put in it. */
function store(details: ProductDetails) {
  const added: Record<string, string>[] = [];
  server.use(
    http.get(`${BASE}products/${String(coffee.id)}`, () =>
      HttpResponse.json({ key: 'success', msg: '', data: details }),
    ),
    http.post(`${BASE}cart`, async ({ request }) => {
      added.push(
        Object.fromEntries((await request.formData()).entries()) as Record<string, string>,
      );
      return HttpResponse.json({ key: 'success', msg: 'Added', data: cart });
    }),
    http.get(`${BASE}count-cart`, () => HttpResponse.json({ key: 'success', msg: '', data: 1 })),
  );
  return added;
}

/** A card of the page, under the app's providers. */
function renderCard({
  isLoggedIn = true,
  onSignIn = vi.fn(),
  card = <ProductCard product={coffee} />,
} = {}) {
  if (isLoggedIn) localStorage.setItem('matjar_token', 'token-1');
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    locale: 'en',
    isLoggedIn,
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <Session>
          <SignInPromptProvider onSignIn={onSignIn}>
            <ToastProvider>
              <QuickAddProvider>{children}</QuickAddProvider>
            </ToastProvider>
          </SignInPromptProvider>
        </Session>
      </MemoryRouter>
    );
  }
  return render(card, { wrapper: Providers });
}

const quickAdd = () => screen.getByRole('button', { name: `Add ${coffee.name} to cart` });

describe('QuickAddProvider', () => {
  it('puts a product that comes in one kind in the cart at once, and says so', async () => {
    const added = store(detailsOf([]));
    renderCard();
    await userEvent.click(quickAdd());
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
    expect(added).toEqual([{ product_id: '12', quantity: '1' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the only variant of a product in the cart at once', async () => {
    const added = store(detailsOf([size(31, '250 g')]));
    renderCard();
    await userEvent.click(quickAdd());
    await waitFor(() =>
      expect(added).toEqual([{ product_id: '12', variant_id: '31', quantity: '1' }]),
    );
  });

  it('asks which variant first when there are several, then adds it and closes', async () => {
    const added = store(detailsOf([size(31, '250 g'), size(32, '500 g')]));
    renderCard();
    await userEvent.click(quickAdd());
    const sheet = await screen.findByRole('dialog', { name: coffee.name });
    expect(added).toEqual([]);
    await userEvent.click(within(sheet).getByRole('radio', { name: /500 g/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(added).toEqual([{ product_id: '12', variant_id: '32', quantity: '1' }]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: coffee.name })).not.toBeInTheDocument(),
    );
  });

  it('asks a visitor to sign in first, and adds nothing', async () => {
    const added = store(detailsOf([]));
    renderCard({ isLoggedIn: false });
    await userEvent.click(quickAdd());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('holds a press made before the page is idle, and adds the product once', async () => {
    // The page never becomes idle here: the press alone brings the quick add's code.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const added = store(detailsOf([]));
      const { unmount } = renderCard();
      await userEvent.click(quickAdd());
      expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
      expect(added).toEqual([{ product_id: '12', quantity: '1' }]);
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("draws the page's cards again when a press starts, not each time the app around them renders", async () => {
    const added = store(detailsOf([]));
    const cardCommits = vi.fn();
    // A card whose parent does not draw it again: it renders only when what it reads changes.
    const Card = memo(function Card() {
      return (
        <Profiler id="card" onRender={cardCommits}>
          <ProductCard product={coffee} />
        </Profiler>
      );
    });
    const { rerender } = renderCard({ card: <Card /> });
    await waitFor(() => expect(cardCommits).toHaveBeenCalled());
    const drawn = cardCommits.mock.calls.length;
    // The providers above render again (a new page, the session, a toast), with the same card.
    rerender(<Card />);
    rerender(<Card />);
    expect(cardCommits).toHaveBeenCalledTimes(drawn);

    await userEvent.click(quickAdd());
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
    expect(added).toEqual([{ product_id: '12', quantity: '1' }]);
    expect(cardCommits.mock.calls.length).toBeGreaterThan(drawn);
  });
});
