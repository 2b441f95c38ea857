import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Order, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { finishedOrder, orderPathsFixture, returnedOrder } from '../order-fixtures.js';
import {
  BASE,
  itDrawsItsStates,
  renderInSession,
  setUpStoreServer,
  stubResizeObserver,
} from '../screen-test-setup.js';
import { OrderRateScreen, type OrderRateScreenProps } from './order-rate-screen.js';
import * as stories from './order-rate-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadToasts] });

// Radix's radio group (the stars) measures its hidden input with ResizeObserver, which jsdom lacks.
stubResizeObserver();

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen(props: Partial<OrderRateScreenProps> = {}) {
  const onRated = vi.fn<(order: Order) => void>();
  renderInSession(
    <OrderRateScreen
      id={finishedOrder.id}
      paths={orderPathsFixture}
      onRated={onRated}
      {...props}
    />,
    { withToasts: true },
  );
  return { onRated };
}

const starsOf = (group: string, count: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: count });

describe('OrderRateScreen', () => {
  it('sends the ratings, says so and leads on', async () => {
    const sent: unknown[] = [];
    server.use(
      answerCall(BASE, calls.orders.show, success(finishedOrder)),
      answerCall(BASE, calls.orders.rate, async ({ request, params }) => {
        sent.push({ id: params['id'], ...((await request.json()) as object) });
        return success(null);
      }),
    );
    const { onRated } = renderScreen();
    await screen.findByRole('button', { name: 'Send rating' });
    await userEvent.click(starsOf('Rate the store', '5 stars'));
    await userEvent.click(starsOf('Rate the delegate فهد العتيبي', '4 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));

    await waitFor(() => expect(onRated).toHaveBeenCalledExactlyOnceWith(finishedOrder));
    expect(
      await within(await screen.findByRole('region', { name: /^Notifications/ })).findByRole(
        'listitem',
      ),
    ).toHaveTextContent('Thank you, your rating has been sent');
    expect(sent).toEqual([
      expect.objectContaining({
        id: String(finishedOrder.id),
        provider: { stars: 5 },
        delegate: { stars: 4 },
      }),
    ]);
  });

  it("keeps the ratings and shows the store's refusal when they could not be sent", async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(finishedOrder)),
      answerCall(BASE, calls.orders.rate, refusal('This order has already been rated')),
    );
    const { onRated } = renderScreen();
    await screen.findByRole('button', { name: 'Send rating' });
    await userEvent.click(starsOf('Rate the store', '3 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText('This order has already been rated')).toBeVisible();
    expect(starsOf('Rate the store', '3 stars')).toBeChecked();
    expect(onRated).not.toHaveBeenCalled();
  });

  it('says an order that cannot be rated now', async () => {
    server.use(answerCall(BASE, calls.orders.show, success(returnedOrder)));
    renderScreen({ id: returnedOrder.id });
    expect(
      await screen.findByRole('heading', { name: 'This order cannot be rated now.' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it("says an order the store refuses is not one of the customer's", async () => {
    server.use(answerCall(BASE, calls.orders.show, refusal('Order not found')));
    renderScreen({ id: 404 });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders/newOrders',
    );
  });

  it('offers to try again when the order could not be read, and shows the form once it comes', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.show, () =>
        isDown ? refusal('Server error', 'exception') : success(finishedOrder),
      ),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isDown = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Send rating' })).toBeVisible();
  });
});

describe('OrderRateScreen stories', () => {
  const { Rate, English, CannotRate, NotYours, Loading, StoreDown } = composeStories(stories);

  it('Rate: the stars, in Arabic', async () => {
    const { container } = render(<Rate />);
    expect(await screen.findByRole('radiogroup', { name: 'قيّم المتجر' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the stars, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('radiogroup', { name: 'Rate the store' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('CannotRate: says so', async () => {
    const { container } = render(<CannotRate />);
    expect(
      await screen.findByRole('heading', { name: 'لا يمكن تقييم هذا الطلب الآن.' }),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ NotYours, Loading, StoreDown }, () => {
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
