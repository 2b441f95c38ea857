import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Order, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadDialog, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  finishedOrder,
  newOrder,
  onWayOrder,
  orderPathsFixture,
  reorderedWithoutOud,
  unpaidCardOrder,
} from '../order-fixtures.js';
import {
  BASE,
  itDrawsItsStates,
  renderInSession,
  setUpStoreServer,
  stubResizeObserver,
} from '../screen-test-setup.js';
import { OrderDetailsScreen, type OrderDetailsScreenProps } from './order-details-screen.js';
import * as stories from './order-details-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadDialog, preloadToasts] });

// Radix's radio group (the cancel reasons, the stars) measures its hidden input with
// ResizeObserver, and its toast follows a swipe with pointer capture: jsdom has neither.
stubResizeObserver();
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

/**
 * A store holding `order` (as `held.order`, which a test's answers change as the store would),
 * whose delegate has sent no unread message.
 */
function answeringOrder(order: Order) {
  const held = { order };
  server.use(
    answerCall(BASE, calls.orders.show, ({ params }) =>
      params['id'] === String(held.order.id) ? success(held.order) : refusal('Order not found'),
    ),
    answerCall(BASE, calls.chat.unreadCount, success(0)),
  );
  return held;
}

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen(props: Partial<OrderDetailsScreenProps> = {}) {
  const callbacks = {
    onPaymentPage: vi.fn<(url: string) => boolean>(() => true),
    onCartChanged: vi.fn(),
    onViewCart: vi.fn(),
  };
  renderInSession(
    <OrderDetailsScreen
      id={newOrder.id}
      paths={orderPathsFixture}
      productHref={(id) => `/products/${id}`}
      paymentReturnUrl="/cart/completed"
      {...callbacks}
      {...props}
    />,
    { withToasts: true },
  );
  return callbacks;
}

const title = (order: Order) =>
  screen.findByRole('heading', { level: 1, name: `Order ${order.number}` });
const toasts = async () =>
  within(await screen.findByRole('region', { name: /^(Notifications|الإشعارات)/ })).findByRole(
    'listitem',
  );

describe('OrderDetailsScreen', () => {
  it("shows the order with its progress and what may be done with it, linking the order's pages", async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(onWayOrder)),
      answerCall(BASE, calls.chat.unreadCount, success(2)),
    );
    renderScreen({ id: onWayOrder.id });
    expect(await title(onWayOrder)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      '/tracking?order_id=5121',
    );
    expect(
      await screen.findByRole('link', { name: 'Chat with the delegate (2 new messages)' }),
    ).toHaveAttribute('href', '/orderDetailes/5121/chat');
    expect(screen.getByRole('button', { name: 'I received it' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'ثوب رجالي قطن مصري' })).toHaveAttribute(
      'href',
      '/products/201',
    );
  });

  it('cancels the order with the reason chosen, and says so', async () => {
    const held = answeringOrder(newOrder);
    const sent: FormData[] = [];
    server.use(
      answerCall(
        BASE,
        calls.content.cancelReasons,
        success([
          { id: 1, name: 'I ordered by mistake' },
          { id: 2, name: 'I found a better price' },
        ]),
      ),
      answerCall(BASE, calls.orders.cancel, async ({ request }) => {
        sent.push(await request.formData());
        held.order = { ...newOrder, status: 'cancelled', can_cancel: false };
        return success(held.order);
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' });
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: 'I found a better price' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancel the order/ }));

    expect(await toasts()).toHaveTextContent('Your order has been cancelled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((form) => form.get('reason'))).toEqual(['I found a better price']);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('asks for a rating of the store right after the order is received, and sends it', async () => {
    const held = answeringOrder(onWayOrder);
    const rated: unknown[] = [];
    server.use(
      answerCall(BASE, calls.orders.receive, () => {
        held.order = { ...finishedOrder, id: onWayOrder.id, number: onWayOrder.number };
        return success(held.order);
      }),
      answerCall(BASE, calls.orders.rate, async ({ request }) => {
        rated.push(await request.json());
        held.order = { ...held.order, can_rate: false, is_rated: true };
        return success(null);
      }),
    );
    renderScreen({ id: onWayOrder.id });
    await userEvent.click(await screen.findByRole('button', { name: 'I received it' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rate the store' });
    expect(dialog).toHaveAccessibleDescription(
      'Thank you! The order is marked as received. How was your order? Your rating helps other customers.',
    );
    await userEvent.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Rate the store' })).getByRole(
        'radio',
        { name: '4 stars' },
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));

    expect(await toasts()).toHaveTextContent('Thank you, your rating has been sent');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rated).toEqual([expect.objectContaining({ provider: { stars: 4 } })]);
  });

  it('thanks the customer in a toast when the order received cannot be rated', async () => {
    const held = answeringOrder(onWayOrder);
    server.use(
      answerCall(BASE, calls.orders.receive, () => {
        held.order = { ...finishedOrder, id: onWayOrder.id, can_rate: false, is_rated: true };
        return success(held.order);
      }),
    );
    renderScreen({ id: onWayOrder.id });
    await userEvent.click(await screen.findByRole('button', { name: 'I received it' }));
    expect(await toasts()).toHaveTextContent('Thank you! The order is marked as received.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the store's refusal of an action in a toast", async () => {
    answeringOrder(onWayOrder);
    server.use(answerCall(BASE, calls.orders.receive, refusal('The delegate has not arrived yet')));
    renderScreen({ id: onWayOrder.id });
    await userEvent.click(await screen.findByRole('button', { name: 'I received it' }));
    expect(await toasts()).toHaveTextContent('The delegate has not arrived yet');
    expect(screen.getByRole('button', { name: 'I received it' })).toBeEnabled();
  });

  it('sends the customer to the payment page with the way back, and stays busy meanwhile', async () => {
    answeringOrder(unpaidCardOrder);
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.orders.pay, async ({ request }) => {
        sent.push(await request.formData());
        return success({ payment_url: 'https://pay.test/checkout/pay_1' });
      }),
    );
    const { onPaymentPage } = renderScreen({ id: unpaidCardOrder.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));

    await waitFor(() =>
      expect(onPaymentPage).toHaveBeenCalledExactlyOnceWith('https://pay.test/checkout/pay_1'),
    );
    expect(sent[0]?.get('return_url')).toBe(`${window.location.origin}/cart/completed`);
    expect(screen.getByRole('button', { name: /^Pay now/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('lets the customer pay again when the app did not open the payment page', async () => {
    answeringOrder(unpaidCardOrder);
    server.use(
      answerCall(BASE, calls.orders.pay, success({ payment_url: 'https://pay.test/checkout/1' })),
    );
    const onPaymentPage = vi.fn(() => false);
    renderScreen({ id: unpaidCardOrder.id, onPaymentPage });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaymentPage).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay now' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  });

  it('puts the products back in the cart, names those no longer available, and leads to the cart', async () => {
    answeringOrder(finishedOrder);
    server.use(answerCall(BASE, calls.orders.reorder, success(reorderedWithoutOud)));
    const { onCartChanged, onViewCart } = renderScreen({ id: finishedOrder.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));

    const toast = await toasts();
    expect(toast).toHaveTextContent('Added to your cart. No longer available: دهن عود كمبودي فاخر');
    expect(onCartChanged).toHaveBeenCalledOnce();
    await userEvent.click(within(toast).getByRole('button', { name: 'View cart' }));
    expect(onViewCart).toHaveBeenCalledOnce();
  });

  it('says all the products are back in the cart when every one still is', async () => {
    answeringOrder(finishedOrder);
    server.use(
      answerCall(BASE, calls.orders.reorder, success({ ...reorderedWithoutOud, unavailable: [] })),
    );
    renderScreen({ id: finishedOrder.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await toasts()).toHaveTextContent('The products are back in your cart');
  });

  it('says an address without an order id names none of the customer’s orders', () => {
    renderScreen({ id: undefined });
    expect(
      screen.getByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders/newOrders',
    );
  });

  it("says an order the store refuses is not one of the customer's", async () => {
    answeringOrder(newOrder);
    renderScreen({ id: 404 });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the order could not be read, and shows it once it comes', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.show, () =>
        isDown ? refusal('Server error', 'exception') : success(newOrder),
      ),
      answerCall(BASE, calls.chat.unreadCount, success(0)),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isDown = false;
    await userEvent.click(retry);
    expect(await title(newOrder)).toBeVisible();
  });
});

describe('OrderDetailsScreen stories', () => {
  const {
    NewOrder,
    English,
    AwaitingPayment,
    OnTheWay,
    Finished,
    Cancelled,
    NoOrderInAddress,
    NotYours,
    Loading,
    StoreDown,
  } = composeStories(stories);

  it('NewOrder: the order and "Cancel order", in Arabic', async () => {
    const { container } = render(<NewOrder />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 105120' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the order, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 105120' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('AwaitingPayment: "Pay now" calls onPaymentPage', async () => {
    const { container } = render(<AwaitingPayment />);
    await userEvent.click(await screen.findByRole('button', { name: 'ادفع الآن' }));
    await waitFor(() =>
      expect(AwaitingPayment.args.onPaymentPage).toHaveBeenCalledWith(
        'https://pay.example/checkout/pay_1',
      ),
    );
    await assertNoAxeViolations(container);
  });

  it('OnTheWay: receiving asks for a rating of the store', async () => {
    render(<OnTheWay />);
    await userEvent.click(await screen.findByRole('button', { name: 'استلمت الطلب' }));
    expect(await screen.findByRole('dialog', { name: 'قيّم المتجر' })).toBeVisible();
  });

  it('Finished: "Buy again" names the product no longer available', async () => {
    const { container } = render(<Finished />);
    await userEvent.click(await screen.findByRole('button', { name: 'اطلب مرة أخرى' }));
    expect(await toasts()).toHaveTextContent('لم يعد متوفرًا: دهن عود كمبودي فاخر');
    await assertNoAxeViolations(container);
  });

  it('Cancelled: the reason it was cancelled', async () => {
    const { container } = render(<Cancelled />);
    expect(await screen.findByRole('heading', { name: 'سبب إلغاء الطلب' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NoOrderInAddress and NotYours: not one of the customer’s orders', async () => {
    const first = render(<NoOrderInAddress />);
    expect(screen.getByRole('heading', { name: 'لم نجد هذا الطلب ضمن طلباتك.' })).toBeVisible();
    await assertNoAxeViolations(first.container);
    first.unmount();
    const second = render(<NotYours />);
    expect(
      await screen.findByRole('heading', { name: 'لم نجد هذا الطلب ضمن طلباتك.' }),
    ).toBeVisible();
    await assertNoAxeViolations(second.container);
  });

  itDrawsItsStates({ Loading, StoreDown }, () => {
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
