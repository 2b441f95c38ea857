import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Order, type OrderTracking, calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  cancelledOrder,
  finishedOrder,
  newOrder,
  onWayOrder,
  onWayTracking,
  orderPathsFixture,
  rejectedOrder,
  returnedOrder,
} from '../order-fixtures.js';
import { BASE, itDrawsItsStates, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { TrackingScreen, type TrackingScreenProps } from './tracking-screen.js';
import * as stories from './tracking-screen.stories.js';

const server = setUpStoreServer();

/** The screen in English, in a signed-in customer's session; the map stands as a figure. */
function renderScreen(props: Partial<TrackingScreenProps> = {}) {
  const renderMap = vi.fn((tracking: OrderTracking) => (
    <figure aria-label="Map">{tracking.progress}</figure>
  ));
  renderInSession(
    <TrackingScreen
      id={onWayOrder.id}
      paths={orderPathsFixture}
      renderMap={renderMap}
      {...props}
    />,
  );
  return { renderMap };
}

describe('TrackingScreen', () => {
  it('shows when the delegate arrives, the distance covered and the delegate, above the map', async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(onWayOrder)),
      answerCall(BASE, calls.orders.tracking, success(onWayTracking)),
    );
    const { renderMap } = renderScreen();
    expect(await screen.findByText(/^Arrives in about/)).toHaveTextContent(
      'Arrives in about 12 min',
    );
    expect(screen.getByRole('link', { name: 'Order 105121' })).toHaveAttribute(
      'href',
      '/orderDetailes/5121',
    );
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Distance covered' })).toHaveAttribute(
      'value',
      '0.5',
    );
    expect(screen.getByText('فهد العتيبي')).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Map' })).toBeVisible();
    expect(renderMap).toHaveBeenLastCalledWith(onWayTracking);
  });

  it('says the delegate has arrived', async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(onWayOrder)),
      answerCall(
        BASE,
        calls.orders.tracking,
        success({ ...onWayTracking, progress: 1, eta_minutes: 0 }),
      ),
    );
    renderScreen();
    expect(await screen.findByText('The delegate has arrived')).toBeVisible();
  });

  it('says tracking starts once an order yet to be prepared is, without a map or an error', async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(newOrder)),
      answerCall(BASE, calls.orders.tracking, refusal('This order cannot be tracked yet')),
    );
    const { renderMap } = renderScreen({ id: newOrder.id });
    expect(
      await screen.findByText('Live tracking starts once the order is being prepared.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(renderMap).not.toHaveBeenCalled();
  });

  it.each<[string, Order, string]>([
    ['delivered', finishedOrder, 'This order has been delivered.'],
    ['cancelled', cancelledOrder, 'This order was cancelled, so there is nothing to track.'],
    [
      'rejected',
      rejectedOrder,
      'The store could not accept this order, so there is nothing to track.',
    ],
    ['returned', returnedOrder, 'This order has been returned.'],
  ])('says an order %s has nothing to track, and shows no map', async (_state, order, note) => {
    server.use(
      answerCall(BASE, calls.orders.show, success(order)),
      answerCall(BASE, calls.orders.tracking, refusal('This order cannot be tracked')),
    );
    const { renderMap } = renderScreen({ id: order.id });
    expect(await screen.findByText(note)).toBeVisible();
    expect(renderMap).not.toHaveBeenCalled();
  });

  it('offers to try again when the delegate could not be found, and tracks once they are', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.show, success(onWayOrder)),
      answerCall(BASE, calls.orders.tracking, () =>
        isDown ? refusal('Server error', 'exception') : success(onWayTracking),
      ),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isDown = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/^Arrives in about/)).toHaveTextContent(
      'Arrives in about 12 min',
    );
  });

  it("says an order the store refuses is not one of the customer's, with a way to the orders", async () => {
    server.use(
      answerCall(BASE, calls.orders.show, refusal('Order not found')),
      answerCall(BASE, calls.orders.tracking, refusal('Order not found')),
    );
    renderScreen({ id: 404 });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders/newOrders',
    );
  });

  it('says an address without an order id names none of the customer’s orders', () => {
    renderScreen({ id: undefined });
    expect(
      screen.getByRole('heading', { name: 'We could not find this order among yours.' }),
    ).toBeVisible();
  });
});

describe('TrackingScreen stories', () => {
  const {
    OnTheWay,
    English,
    Arrived,
    NotStarted,
    Delivered,
    Cancelled,
    NoOrderInAddress,
    Loading,
    StoreDown,
  } = composeStories(stories);

  it('OnTheWay: when the delegate arrives, in Arabic', async () => {
    const { container } = render(<OnTheWay />);
    expect(await screen.findByText(/يصل خلال/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'المسافة المقطوعة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByText(/^Arrives in about/)).toHaveTextContent(
      'Arrives in about 12 min',
    );
    await assertNoAxeViolations(container);
  });

  it('Arrived: the delegate is at the door', async () => {
    const { container } = render(<Arrived />);
    expect(await screen.findByText('وصل المندوب')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NotStarted: tracking starts later', async () => {
    const { container } = render(<NotStarted />);
    expect(await screen.findByText('يبدأ التتبع المباشر عند بدء تجهيز الطلب.')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Delivered and Cancelled: nothing to track', async () => {
    const delivered = render(<Delivered />);
    expect(await screen.findByText('تم توصيل هذا الطلب.')).toBeVisible();
    await assertNoAxeViolations(delivered.container);
    delivered.unmount();
    const cancelled = render(<Cancelled />);
    expect(await screen.findByText('أُلغي هذا الطلب، فلا يوجد ما يمكن تتبعه.')).toBeVisible();
    await assertNoAxeViolations(cancelled.container);
  });

  it('NoOrderInAddress: not one of the customer’s orders', async () => {
    const { container } = render(<NoOrderInAddress />);
    expect(screen.getByRole('heading', { name: 'لم نجد هذا الطلب ضمن طلباتك.' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ Loading, StoreDown }, () => {
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
