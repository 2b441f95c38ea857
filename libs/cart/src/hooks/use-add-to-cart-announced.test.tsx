import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTestContext } from '@matjar/auth/testing';
import type { Locale } from '@matjar/i18n';
import { ToastProvider } from '@matjar/ui';
import { useAddToCartAnnounced } from './use-add-to-cart-announced.js';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.setItem('matjar_token', 'token-1'));

const cartWith = (count: number) => ({
  lines: [],
  count,
  coupon: null,
  has_unavailable: false,
  products_price: 0,
  discount: 0,
  shipping: 0,
  vat: 0,
  total: 0,
  free_shipping_threshold: 200,
  free_shipping_remaining: 200,
});

function AddButton({ onViewCart, onAdded }: { onViewCart: () => void; onAdded: () => void }) {
  const cart = useAddToCartAnnounced({ onViewCart });
  return (
    <button
      type="button"
      disabled={cart.isAdding}
      onClick={() => cart.add({ product_id: 12, variant_id: 31, quantity: 2 }, onAdded)}
    >
      {cart.addingProductId === null ? 'Add' : `Adding ${cart.addingProductId}`}
    </button>
  );
}

function renderButton(locale: Locale) {
  const onViewCart = vi.fn();
  const onAdded = vi.fn();
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn: true,
    locale,
  });
  render(
    <Session>
      <ToastProvider>
        <AddButton onViewCart={onViewCart} onAdded={onAdded} />
      </ToastProvider>
    </Session>,
  );
  return { onViewCart, onAdded };
}

describe('useAddToCartAnnounced', () => {
  it('says the product went to the cart, and its "View cart" opens the cart', async () => {
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${BASE}cart`, async () => {
        await answered;
        return HttpResponse.json({ key: 'success', msg: 'Added', data: cartWith(3) });
      }),
      http.get(`${BASE}count-cart`, () => HttpResponse.json({ key: 'success', msg: '', data: 3 })),
    );
    const user = userEvent.setup();
    const { onViewCart, onAdded } = renderButton('en');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Adding 12' })).toBeDisabled();
    release();
    const viewCart = await screen.findByRole('button', { name: 'View cart' });
    expect(document.body).toHaveTextContent('Product added to cart');
    expect(onAdded).toHaveBeenCalledTimes(1);
    // Radix's toast action reads pointer capture, which jsdom lacks: a plain click stands in.
    fireEvent.click(viewCart);
    expect(onViewCart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it("tells the store's reason when the add is refused, in Arabic, and adds nothing", async () => {
    server.use(
      http.post(`${BASE}cart`, () =>
        HttpResponse.json({ key: 'fail', msg: 'الكمية المطلوبة غير متوفرة', data: null }),
      ),
    );
    const user = userEvent.setup();
    const { onViewCart, onAdded } = renderButton('ar');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findAllByText('الكمية المطلوبة غير متوفرة')).length).toBeGreaterThan(0);
    expect(onAdded).not.toHaveBeenCalled();
    expect(onViewCart).not.toHaveBeenCalled();
  });
});
