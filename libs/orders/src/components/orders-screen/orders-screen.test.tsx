import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  listItemOf,
  newOrder,
  onWayOrder,
  orderPathsFixture,
  pageOf,
  unpaidCardOrder,
} from '../order-fixtures.js';
import { BASE, itDrawsItsStates, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { OrdersScreen, type OrdersScreenProps } from './orders-screen.js';
import * as stories from './orders-screen.stories.js';

const server = setUpStoreServer();

/** The screen in English, in a signed-in customer's session. */
function renderScreen(props: Partial<OrdersScreenProps> = {}) {
  renderInSession(
    <OrdersScreen tab="newOrders" page={1} paths={orderPathsFixture} shopHref="/" {...props} />,
  );
}

const tabs = () => screen.getByRole('navigation', { name: 'Order tabs' });

describe('OrdersScreen', () => {
  it("shows the tab's orders, each a link to its details, and the tab's pages", async () => {
    server.use(
      answerCall(
        BASE,
        calls.orders.list,
        success(pageOf([listItemOf(newOrder), listItemOf(unpaidCardOrder)], 1, 2)),
      ),
    );
    renderScreen();
    expect(await screen.findByRole('link', { name: 'Order 105120' })).toHaveAttribute(
      'href',
      '/orderDetailes/5120',
    );
    expect(screen.getByRole('link', { name: 'Order 105127' })).toHaveAttribute(
      'href',
      '/orderDetailes/5127',
    );
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/orders/newOrders?page=2',
    );
  });

  it('marks the tab shown and links every tab to its address, the return orders last', async () => {
    server.use(answerCall(BASE, calls.orders.list, success(pageOf([listItemOf(onWayOrder)]))));
    renderScreen({ tab: 'onWayOrders' });
    const links = within(tabs()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'New',
      'Waiting',
      'Current',
      'On the way',
      'Finished',
      'Cancelled',
      'Return orders',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders/newOrders',
      '/orders/waitingOrders',
      '/orders/currentOrders',
      '/orders/onWayOrders',
      '/orders/finishedOrders',
      '/orders/cancelledOrders',
      '/orders/returnOrders',
    ]);
    expect(within(tabs()).getByRole('link', { name: 'On the way' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs()).getByRole('link', { name: 'New' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('link', { name: 'Order 105121' })).toBeVisible();
  });

  it("asks the store for the tab's status at the page it is given", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      answerCall(BASE, calls.orders.list, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return success(pageOf([listItemOf(newOrder)], 2, 2));
      }),
    );
    renderScreen({ tab: 'returnOrders', page: 2 });
    expect(await screen.findByRole('link', { name: 'Order 105120' })).toBeVisible();
    expect(asked.map((query) => [query.get('status'), query.get('page')])).toEqual([
      ['returned', '2'],
    ]);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/orders/returnOrders',
    );
  });

  it("says a tab has no orders in the tab's own words, with a way to the shop", async () => {
    server.use(answerCall(BASE, calls.orders.list, success(pageOf([]))));
    renderScreen({ tab: 'cancelledOrders', shopHref: '/home' });
    expect(
      await screen.findByRole('heading', { name: 'You have no cancelled orders' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows card skeletons while the orders are on their way', () => {
    server.use(answerCall(BASE, calls.orders.list, () => new Promise<never>(() => undefined)));
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(tabs()).toBeVisible();
  });

  it('offers to try again when the orders could not be read, and shows them once they come', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.list, () =>
        isDown ? refusal('Server error', 'exception') : success(pageOf([listItemOf(newOrder)])),
      ),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('link', { name: 'Order 105120' })).not.toBeInTheDocument();
    isDown = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Order 105120' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('OrdersScreen stories', () => {
  const { NewOrders, English, OnTheWay, ReturnOrders, EmptyTab, Loading, StoreDown } =
    composeStories(stories);

  it('NewOrders: the new orders and their pages, in Arabic', async () => {
    const { container } = render(<NewOrders />);
    expect(await screen.findByRole('link', { name: /طلب رقم 105120/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'الجديدة' })).toHaveAttribute('aria-current', 'page');
    await assertNoAxeViolations(container);
  });

  it('English: the new orders, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('link', { name: 'Order 105120' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    await assertNoAxeViolations(container);
  });

  it('OnTheWay: the order on its way', async () => {
    const { container } = render(<OnTheWay />);
    expect(await screen.findByRole('link', { name: /طلب رقم 105121/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'في الطريق' })).toHaveAttribute('aria-current', 'page');
    await assertNoAxeViolations(container);
  });

  it('ReturnOrders: the returned order under the last tab', async () => {
    const { container } = render(<ReturnOrders />);
    expect(await screen.findByRole('link', { name: /طلب رقم 105124/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'طلبات الاسترجاع' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await assertNoAxeViolations(container);
  });

  it('EmptyTab: says there are no orders awaiting approval', async () => {
    const { container } = render(<EmptyTab />);
    expect(
      await screen.findByRole('heading', { name: 'لا توجد لديك طلبات بانتظار الموافقة' }),
    ).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ Loading, StoreDown }, () => {
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
