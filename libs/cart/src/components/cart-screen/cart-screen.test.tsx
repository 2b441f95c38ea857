import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Cart, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ToastProvider, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  burnerLine,
  cartAllUnavailable,
  cartBelowFreeShipping,
  cartOf,
  cartWithCoupon,
  datesLine,
  emptyCartFixture,
  ramadanCoupon,
  thobeLine,
} from '../cart-fixtures.js';
import { CartScreen, type CartScreenProps } from './cart-screen.js';
import * as stories from './cart-screen.stories.js';
import { BASE, setUpStoreServer } from '../../../../../tools/vitest/screen-test-setup.tsx';

const server = setUpStoreServer({ preload: [preloadToasts] });

/** The store holding `cart` for the customer (its count asked for after each change). */
function answeringCart(cart: Cart) {
  server.use(
    answerCall(BASE, calls.cart.show, success(cart)),
    answerCall(BASE, calls.cart.count, success(cart.count)),
  );
}

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen(props: Partial<CartScreenProps> = {}) {
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn: true,
    locale: 'en',
  });
  render(
    <Session>
      <ToastProvider>
        <CartScreen
          isDrawnOnServer={false}
          productHref={(id) => `/products/${id}`}
          checkoutHref="/cart/summary"
          shopHref="/"
          {...props}
        />
      </ToastProvider>
    </Session>,
  );
}

const summary = () => screen.findByRole('complementary', { name: 'Order summary' });
const lineOf = (name: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('link', { name }) !== null);
  if (!item) throw new Error(`No line for ${name}`);
  return within(item);
};

describe('CartScreen', () => {
  it('shows the lines, the free-delivery progress, the coupon and the summary leading to the checkout', async () => {
    answeringCart(cartBelowFreeShipping);
    renderScreen();
    const aside = within(await summary());
    expect(screen.getByRole('list', { name: 'Products in your cart' })).toBeVisible();
    expect(screen.getByRole('link', { name: burnerLine.name })).toHaveAttribute(
      'href',
      `/products/${burnerLine.product_id}`,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Add 10.00 Saudi riyals more for free delivery' }),
    ).toBeVisible();
    expect(aside.getByLabelText('Coupon code')).toBeVisible();
    expect(aside.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      '215.00 Saudi riyals',
    );
    expect(aside.getAllByRole('link', { name: 'Checkout' })[0]).toHaveAttribute(
      'href',
      '/cart/summary',
    );
  });

  it('names the VAT rate it is given', async () => {
    answeringCart(cartBelowFreeShipping);
    renderScreen({ vatRate: 0.05 });
    expect(await summary()).toHaveTextContent('VAT (5%) included');
  });

  it('changes a quantity and shows the totals the store computed', async () => {
    answeringCart(cartBelowFreeShipping);
    const threeBurners = cartOf([{ ...burnerLine, quantity: 3, price: 255 }, datesLine]);
    const asked: { id: string | undefined; quantity: FormDataEntryValue | null }[] = [];
    server.use(
      answerCall(BASE, calls.cart.updateQuantity, async ({ request, params }) => {
        asked.push({
          id: params['id']?.toString(),
          quantity: (await request.formData()).get('quantity'),
        });
        return success(threeBurners);
      }),
    );
    renderScreen();
    await summary();
    await userEvent.click(
      lineOf(burnerLine.name).getByRole('button', { name: 'Increase quantity' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
        '360.00 Saudi riyals',
      ),
    );
    expect(asked).toEqual([{ id: String(burnerLine.id), quantity: '2' }]);
    expect(screen.getByText('Your order ships free')).toBeVisible();
  });

  it('says in a toast why the store refused a change, and keeps the line as it was', async () => {
    answeringCart(cartBelowFreeShipping);
    server.use(answerCall(BASE, calls.cart.updateQuantity, refusal('Only 1 left in stock')));
    renderScreen();
    await summary();
    await userEvent.click(
      lineOf(burnerLine.name).getByRole('button', { name: 'Increase quantity' }),
    );
    expect((await screen.findAllByText('Only 1 left in stock'))[0]).toBeVisible();
    expect(
      lineOf(burnerLine.name).getByRole('group', { name: `Quantity of ${burnerLine.name}` }),
    ).toHaveTextContent('1');
  });

  it('removes a line', async () => {
    answeringCart(cartBelowFreeShipping);
    server.use(answerCall(BASE, calls.cart.remove, success(cartOf([datesLine]))));
    renderScreen();
    await summary();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${burnerLine.name}` }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: burnerLine.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: datesLine.name })).toBeVisible();
  });

  it('applies a coupon, and says beside the field why the store refused one', async () => {
    answeringCart(cartOf([thobeLine]));
    server.use(
      answerCall(BASE, calls.cart.applyCoupon, async ({ request }) =>
        (await request.formData()).get('code') === ramadanCoupon.code
          ? success(cartOf([thobeLine], ramadanCoupon))
          : refusal('This coupon has expired'),
      ),
    );
    renderScreen();
    const aside = within(await summary());
    await userEvent.type(aside.getByLabelText('Coupon code'), 'EID2025');
    await userEvent.click(aside.getByRole('button', { name: 'Apply' }));
    expect(await aside.findByText('This coupon has expired')).toBeVisible();
    await userEvent.clear(aside.getByLabelText('Coupon code'));
    await userEvent.type(aside.getByLabelText('Coupon code'), ramadanCoupon.code);
    await userEvent.click(aside.getByRole('button', { name: 'Apply' }));
    expect(await aside.findByText(/applied/)).toHaveTextContent(
      `Coupon ${ramadanCoupon.code} applied`,
    );
    expect(aside.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      `Coupon discount (${ramadanCoupon.code})`,
    );
  });

  it('turns "Checkout" off when nothing in the cart can be ordered', async () => {
    answeringCart(cartAllUnavailable);
    renderScreen();
    const aside = within(await summary());
    expect(
      aside.getByText(
        'None of the products in your cart can be ordered now. Remove them to continue.',
      ),
    ).toBeVisible();
    expect(aside.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('shows the empty cart with the suggestions it is given', async () => {
    answeringCart(emptyCartFixture);
    renderScreen({ emptyCartSuggestions: <p>Dates for Ramadan</p> });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Dates for Ramadan')).toBeVisible();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers to try again when the store failed to give the cart, and shows it once it does', async () => {
    let failures = 1;
    server.use(
      answerCall(BASE, calls.cart.show, () =>
        failures-- > 0 ? refusal('Server error', 'exception') : success(cartWithCoupon),
      ),
      answerCall(BASE, calls.cart.count, success(cartWithCoupon.count)),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await summary()).toBeVisible();
    expect(screen.getByRole('link', { name: thobeLine.name })).toBeVisible();
  });
});

describe('CartScreen stories', () => {
  const {
    Cart,
    English,
    BelowFreeShipping,
    WithUnavailable,
    NothingToOrder,
    Empty,
    Loading,
    StoreDown,
  } = composeStories(stories);

  it('Cart: the lines and the summary, in Arabic', async () => {
    const { container } = render(<Cart />);
    expect(await screen.findByRole('complementary', { name: 'ملخص الطلب' })).toBeVisible();
    expect(screen.getByText(/تم تطبيق الكوبون/)).toHaveTextContent('تم تطبيق الكوبون RAMADAN10');
    await assertNoAxeViolations(container);
  });

  it('Cart: the fake store follows a removal, and the next drawing starts from the story’s cart', async () => {
    const first = render(<Cart />);
    await userEvent.click(await screen.findByRole('button', { name: `حذف ${thobeLine.name}` }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: thobeLine.name })).not.toBeInTheDocument(),
    );
    first.unmount();
    render(<Cart />);
    expect(await screen.findByRole('link', { name: thobeLine.name })).toBeVisible();
  });

  it('English: the lines and the summary, in English', async () => {
    const { container } = render(<English />);
    expect(await summary()).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('BelowFreeShipping: how much more ships free', async () => {
    const { container } = render(<BelowFreeShipping />);
    expect(await screen.findByRole('progressbar')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('WithUnavailable: the line no longer available is marked', async () => {
    const { container } = render(<WithUnavailable />);
    expect((await screen.findAllByText('لم يعد متوفرًا'))[0]).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NothingToOrder: "Checkout" is off', async () => {
    const { container } = render(<NothingToOrder />);
    expect(await summary()).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('Empty: the empty cart and the suggestions', async () => {
    const { container } = render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'سلة المشتريات فارغة' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Suggestions' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Loading: nothing of the cart yet', async () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: a retry', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
