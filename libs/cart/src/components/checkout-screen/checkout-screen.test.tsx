import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Cart, type Location, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { createSessionTestContext } from '@matjar/auth/testing';
import { ToastProvider, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  cartOf,
  cartWithCoupon,
  cartWithUnavailable,
  checkoutSummaryOf,
  emptyCartFixture,
  homeAddress,
  placedOrder,
  unavailableLine,
  workAddress,
} from '../cart-fixtures.js';
import type { SavedAddressesQuery } from '../screen-inputs.js';
import { CheckoutScreen, type CheckoutScreenProps } from './checkout-screen.js';
import * as stories from './checkout-screen.stories.js';
import { BASE, setUpStoreServer } from '../../../../../tools/vitest/screen-test-setup.tsx';

const server = setUpStoreServer({ preload: [preloadToasts] });

/** Each test's customer is another one: the checkout's choices are kept on the device by customer. */
let lastCustomerId = 500;

const savedAddresses = (locations: readonly Location[] = [homeAddress, workAddress]) => ({
  data: { locations },
  isError: false,
  refetch: vi.fn(),
});

/**
 * The store holding `cart`: its summary for each saved address (the address asked for is
 * recorded) and the cart itself.
 */
function answeringCheckout(cart: Cart = cartWithCoupon) {
  const summariesAsked: string[] = [];
  server.use(
    answerCall(BASE, calls.cart.summary, ({ request }) => {
      const query = new URL(request.url).searchParams;
      summariesAsked.push(`${query.get('location_id')}:${query.get('order_type')}`);
      const location = [homeAddress, workAddress].find(
        (saved) => saved.id === Number(query.get('location_id')),
      );
      const orderType = query.get('order_type') === 'scheduled' ? 'scheduled' : 'normal';
      return location
        ? success(checkoutSummaryOf(cart, location, orderType))
        : refusal('This address is not yours');
    }),
    answerCall(BASE, calls.cart.show, success(cart)),
    answerCall(BASE, calls.cart.count, success(cart.count)),
  );
  return summariesAsked;
}

/** The order the store places, as it was sent (its form and idempotency key). */
function answeringPlaceOrder(paymentUrl: string | null = null) {
  const sent: { form: Record<string, FormDataEntryValue>; key: string | null }[] = [];
  server.use(
    answerCall(BASE, calls.orders.place, async ({ request }) => {
      sent.push({
        form: Object.fromEntries(await request.formData()),
        key: request.headers.get('Idempotency-Key'),
      });
      return success({ order: placedOrder, payment_url: paymentUrl });
    }),
  );
  return sent;
}

interface RenderOptions extends Partial<CheckoutScreenProps> {
  selectedLocationId?: number;
}

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen({ selectedLocationId, ...props }: RenderOptions = {}) {
  lastCustomerId += 1;
  const { wrapper: Session } = createSessionTestContext({
    baseUrl: BASE,
    isLoggedIn: true,
    authUser: {
      id: lastCustomerId,
      name: 'Sara',
      phone: '500000001',
      email: null,
      image: null,
      city_id: null,
    },
    global: { location_id: selectedLocationId ?? null },
    locale: 'en',
  });
  const onPaymentPage = vi.fn<(url: string) => boolean>(() => true);
  const onOrderPlaced = vi.fn();
  const onShowOrder = vi.fn();
  render(
    <Session>
      <ToastProvider>
        <CheckoutScreen
          addresses={savedAddresses()}
          onPaymentPage={onPaymentPage}
          returnUrl="/cart/completed"
          onOrderPlaced={onOrderPlaced}
          onShowOrder={onShowOrder}
          cartHref="/cart"
          changeLocationHref="/cart/change-location"
          shopHref="/"
          {...props}
        />
      </ToastProvider>
    </Session>,
  );
  return { onPaymentPage, onOrderPlaced, onShowOrder };
}

const placeOrder = async () =>
  (await screen.findAllByRole('button', { name: 'Place order' }))[0] as HTMLElement;
const delivery = () => screen.getByRole('region', { name: 'Delivery information' });

describe('CheckoutScreen', () => {
  it('shows where the order goes, what it holds, the coupon and the summary with "Place order"', async () => {
    const asked = answeringCheckout();
    renderScreen();
    await placeOrder();
    expect(delivery()).toHaveTextContent(homeAddress.address);
    expect(
      within(delivery()).getByRole('link', { name: 'Change the delivery address' }),
    ).toHaveAttribute('href', '/cart/change-location');
    expect(asked).toEqual([`${homeAddress.id}:normal`]);
    const aside = within(screen.getByRole('complementary', { name: 'Complete the order' }));
    expect(aside.getByRole('region', { name: 'Coupon' })).toHaveTextContent('RAMADAN10');
    const items = aside.getByRole('list', { name: '3 products' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('×2'), expect.stringContaining('×1')]);
    expect(aside.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
  });

  it('sends the order to the address selected in the header when none was chosen for it', async () => {
    const asked = answeringCheckout();
    renderScreen({ selectedLocationId: workAddress.id });
    await placeOrder();
    expect(delivery()).toHaveTextContent(workAddress.address);
    expect(asked).toEqual([`${workAddress.id}:normal`]);
  });

  it('leaves the products no longer available out of the order', async () => {
    answeringCheckout(cartWithUnavailable);
    renderScreen();
    const items = within(await screen.findByRole('list', { name: '3 products' }));
    expect(items.getAllByRole('listitem')).toHaveLength(2);
    expect(items.queryByText(unavailableLine.name)).not.toBeInTheDocument();
  });

  it('marks what is missing on "Place order", says so and takes the customer to it', async () => {
    answeringCheckout();
    const sent = answeringPlaceOrder();
    renderScreen();
    await userEvent.click(await placeOrder());
    expect(screen.getByText('Some choices are missing; they are marked below.')).toBeVisible();
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(methods).toHaveAccessibleDescription(/Please choose a payment method/);
    await waitFor(() => expect(methods).toContainElement(document.activeElement as HTMLElement));
    expect(sent).toEqual([]);
  });

  it('places a cash order once, however often "Place order" is pressed, then shows it', async () => {
    answeringCheckout();
    const sent = answeringPlaceOrder();
    const { onOrderPlaced, onShowOrder, onPaymentPage } = renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.dblClick(await placeOrder());
    await waitFor(() => expect(onShowOrder).toHaveBeenCalledWith(placedOrder.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form).toMatchObject({
      location_id: String(homeAddress.id),
      payment_method: 'cash',
    });
    expect(sent[0]?.key).toEqual(expect.any(String));
    expect(onOrderPlaced).toHaveBeenCalledWith({ order: placedOrder, paymentMethod: 'cash' });
    expect(onPaymentPage).not.toHaveBeenCalled();
  });

  it('sends a card order to the payment page with the way back, and says it is going there', async () => {
    answeringCheckout();
    const sent = answeringPlaceOrder('https://pay.example/checkout/pay_1');
    const { onPaymentPage, onShowOrder } = renderScreen();
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Card (mada, Visa, Mastercard)' }),
    );
    await userEvent.click(await placeOrder());
    await waitFor(() =>
      expect(onPaymentPage).toHaveBeenCalledWith('https://pay.example/checkout/pay_1'),
    );
    expect(sent[0]?.form['return_url']).toBe(new URL('/cart/completed', window.location.href).href);
    expect((await screen.findAllByText('Taking you to the secure payment page…'))[0]).toBeVisible();
    expect(onShowOrder).not.toHaveBeenCalled();
  });

  it('shows the unpaid order when the payment page could not be opened', async () => {
    answeringCheckout();
    answeringPlaceOrder('https://elsewhere.example/pay');
    const { onShowOrder } = renderScreen({ onPaymentPage: () => false });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Card (mada, Visa, Mastercard)' }),
    );
    await userEvent.click(await placeOrder());
    await waitFor(() => expect(onShowOrder).toHaveBeenCalledWith(placedOrder.id));
  });

  it('says why the store refused the order and keeps every choice, so it can be sent again', async () => {
    answeringCheckout();
    server.use(answerCall(BASE, calls.orders.place, refusal('The store is closed now')));
    renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Note for the order/ }), 'Gate 4');
    await userEvent.click(await placeOrder());
    expect(await screen.findByText('The store is closed now')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Note for the order/ })).toHaveValue('Gate 4');
    const sent = answeringPlaceOrder();
    await userEvent.click(await placeOrder());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('asks for an address when the customer has none, with the cart’s totals meanwhile', async () => {
    answeringCheckout();
    renderScreen({ addresses: savedAddresses([]) });
    await userEvent.click(await placeOrder());
    expect(
      within(delivery()).getByRole('link', { name: 'Choose a delivery address' }),
    ).toHaveAttribute('href', '/cart/change-location');
    expect(within(delivery()).getByText('Please select a location')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      `${cartWithCoupon.total.toFixed(2)} Saudi riyals`,
    );
  });

  it('asks for the day and time of a scheduled order', async () => {
    const asked = answeringCheckout();
    renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: /Schedule for later/ }));
    expect(await screen.findByRole('radiogroup', { name: 'Delivery day' })).toBeVisible();
    expect(asked).toContain(`${homeAddress.id}:scheduled`);
    await userEvent.click(await placeOrder());
    expect(screen.getByText('Please choose the order date and time')).toBeVisible();
  });

  it('offers to try again when the addresses could not be had', async () => {
    answeringCheckout();
    const addresses: SavedAddressesQuery = { data: undefined, isError: true, refetch: vi.fn() };
    renderScreen({ addresses });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(addresses.refetch).toHaveBeenCalledOnce();
  });

  it('offers to try again when the store failed to give the summary, and shows it once it does', async () => {
    let failures = 1;
    server.use(
      answerCall(BASE, calls.cart.summary, () =>
        failures-- > 0
          ? refusal('Server error', 'exception')
          : success(checkoutSummaryOf(cartWithCoupon)),
      ),
      answerCall(BASE, calls.cart.show, success(cartWithCoupon)),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await placeOrder()).toBeVisible();
  });

  it('shows the empty cart when there is nothing to order', async () => {
    answeringCheckout(emptyCartFixture);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('empties the choices once the order is placed', async () => {
    answeringCheckout(cartOf(cartWithCoupon.lines));
    answeringPlaceOrder();
    const { onShowOrder } = renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(await placeOrder());
    await waitFor(() => expect(onShowOrder).toHaveBeenCalled());
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).not.toBeChecked();
  });
});

describe('CheckoutScreen stories', () => {
  const s = composeStories(stories);

  it('Checkout: the checkout in Arabic', async () => {
    const { container } = render(<s.Checkout />);
    expect((await screen.findAllByRole('button', { name: 'تأكيد الطلب' }))[0]).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the checkout in English', async () => {
    const { container } = render(<s.English />);
    expect(await placeOrder()).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('ScheduledByCard: the choices kept on the device', async () => {
    const { container } = render(<s.ScheduledByCard />);
    expect(await screen.findByRole('radiogroup', { name: 'يوم التوصيل' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /بطاقة/ })).toBeChecked();
    await assertNoAxeViolations(container);
  });

  it('AnotherRecipient: the recipient and the note', async () => {
    const { container } = render(<s.AnotherRecipient />);
    expect(await screen.findByRole('textbox', { name: /Recipient's name/ })).toHaveValue('Huda');
    await assertNoAxeViolations(container);
  });

  it('WithUnavailable: only what can be ordered is listed', async () => {
    const { container } = render(<s.WithUnavailable />);
    expect(await screen.findByRole('list', { name: /منتج/ })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NoAddress: a link to choose one', async () => {
    const { container } = render(<s.NoAddress />);
    expect(await screen.findByRole('link', { name: 'اختر عنوان التوصيل' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('EmptyCart: the empty cart', async () => {
    const { container } = render(<s.EmptyCart />);
    expect(await screen.findByRole('heading', { name: 'سلة المشتريات فارغة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Loading: nothing of the checkout yet', async () => {
    const { container } = render(<s.Loading />);
    expect(screen.queryByRole('button', { name: 'تأكيد الطلب' })).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown and AddressesDown: a retry', async () => {
    const down = render(<s.StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(down.container);
    down.unmount();
    const addressesDown = render(<s.AddressesDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(addressesDown.container);
  });

  it('OrderRefused: the store’s message in the alert', async () => {
    const { container } = render(<s.OrderRefused />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'تأكيد الطلب' }))[0]!);
    expect(await screen.findByText('عذرًا، المتجر لا يستقبل الطلبات الآن')).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
