import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { listItemOf, orderPathsFixture, pageOf, scheduledOrder } from '../order-fixtures.js';
import { BASE, itDrawsItsStates, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import {
  ScheduledOrdersScreen,
  type ScheduledOrdersScreenProps,
} from './scheduled-orders-screen.js';
import * as stories from './scheduled-orders-screen.stories.js';

const server = setUpStoreServer();

/** The screen in English, in a signed-in customer's session. */
function renderScreen(props: Partial<ScheduledOrdersScreenProps> = {}) {
  renderInSession(<ScheduledOrdersScreen page={1} paths={orderPathsFixture} {...props} />);
}

describe('ScheduledOrdersScreen', () => {
  it('asks for the scheduled orders at the page it is given, each with the day it starts', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      answerCall(BASE, calls.orders.list, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return success(pageOf([listItemOf(scheduledOrder)], 2, 3));
      }),
    );
    renderScreen({ page: 2 });
    const card = await screen.findByRole('link', { name: 'Order 105126' });
    expect(card).toHaveAttribute('href', '/orderDetailes/5126');
    expect(card).toHaveAccessibleDescription(/Scheduled/);
    expect(asked.map((query) => [query.get('status'), query.get('page')])).toEqual([
      ['scheduled', '2'],
    ]);
  });

  it("links the list's pages in the query by default", async () => {
    server.use(
      answerCall(BASE, calls.orders.list, success(pageOf([listItemOf(scheduledOrder)], 1, 2))),
    );
    renderScreen();
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
  });

  it('uses the addresses of the pages the app gives', async () => {
    server.use(
      answerCall(BASE, calls.orders.list, success(pageOf([listItemOf(scheduledOrder)], 1, 2))),
    );
    renderScreen({ pageHref: (page) => `/schedulesOrders?page=${page}` });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/schedulesOrders?page=2',
    );
  });

  it('says there are no scheduled orders', async () => {
    server.use(answerCall(BASE, calls.orders.list, success(pageOf([]))));
    renderScreen();
    expect(
      await screen.findByRole('heading', { name: 'You have no scheduled orders' }),
    ).toBeVisible();
  });

  it('offers to try again when the orders could not be read, and shows them once they come', async () => {
    let isDown = true;
    server.use(
      answerCall(BASE, calls.orders.list, () =>
        isDown
          ? refusal('Server error', 'exception')
          : success(pageOf([listItemOf(scheduledOrder)])),
      ),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isDown = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Order 105126' })).toBeVisible();
  });
});

describe('ScheduledOrdersScreen stories', () => {
  const { Scheduled, English, Empty, Loading, StoreDown } = composeStories(stories);

  it('Scheduled: two orders and the pages, in Arabic', async () => {
    const { container } = render(<Scheduled />);
    expect(await screen.findByRole('link', { name: /طلب رقم 105126/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /طلب رقم 105130/ })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the orders, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('link', { name: 'Order 105126' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Empty: says there are none', async () => {
    const { container } = render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'لا توجد لديك طلبات مجدولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ Loading, StoreDown }, () => {
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
