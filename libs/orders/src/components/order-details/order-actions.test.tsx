import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { Order } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  cancelledOrder,
  finishedOrder,
  newOrder,
  onWayOrder,
  rejectedOrder,
  returnedOrder,
  unpaidCardOrder,
} from '../order-fixtures.js';
import { OrderActions, type OrderActionsProps } from './order-actions.js';
import * as stories from './order-actions.stories.js';

function renderActions(
  order: Order,
  props: Partial<OrderActionsProps> = {},
  link?: ComponentType<LinkProps>,
) {
  const callbacks = {
    onCancel: vi.fn(),
    onReceive: vi.fn(),
    onPay: vi.fn(),
    onBuyAgain: vi.fn(),
  };
  const actions = (
    <OrderActions
      order={order}
      {...callbacks}
      rateHref="/orderDetailes/1/rate"
      returnHref="/orderDetailes/1/return"
      returnDetailsHref="/orderDetailes/1/returnDetails"
      trackHref="/tracking?order=1"
      chatHref="/chat/1"
      {...props}
    />
  );
  render(
    <TestI18nProvider locale="en">
      {link ? <LinkProvider component={link}>{actions}</LinkProvider> : actions}
    </TestI18nProvider>,
  );
  return callbacks;
}

/** The actions offered, in the order they are shown. */
const actionNames = () =>
  Array.from(screen.getByRole('group', { name: 'Order actions' }).children).map(
    (action) => action.textContent,
  );

describe('OrderActions', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('offers only "Cancel order" for a new order, and opens the cancel on press', async () => {
    const { onCancel } = renderActions(newOrder);
    expect(actionNames()).toEqual(['Cancel order']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers "Pay now" for an unpaid card order', async () => {
    const { onPay } = renderActions(unpaidCardOrder);
    expect(actionNames()).toEqual(['Pay now', 'Cancel order']);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('lets the customer confirm receipt, track and chat while the order is on its way', async () => {
    const { onReceive } = renderActions(onWayOrder);
    expect(actionNames()).toEqual(['I received it', 'Track', 'Chat with the delegate']);
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      '/tracking?order=1',
    );
    expect(screen.getByRole('link', { name: 'Chat with the delegate' })).toHaveAttribute(
      'href',
      '/chat/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I received it' }));
    expect(onReceive).toHaveBeenCalledOnce();
  });

  it('lets the customer rate, return and buy again a delivered order', async () => {
    const { onBuyAgain } = renderActions(finishedOrder);
    expect(actionNames()).toEqual(['Rate', 'Return products', 'Buy again']);
    expect(screen.getByRole('link', { name: 'Rate' })).toHaveAttribute(
      'href',
      '/orderDetailes/1/rate',
    );
    expect(screen.getByRole('link', { name: 'Return products' })).toHaveAttribute(
      'href',
      '/orderDetailes/1/return',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(onBuyAgain).toHaveBeenCalledOnce();
  });

  it('links a delivered or paid order to its tax invoice, and no other', () => {
    const invoiceHref = '/orderDetailes/1/invoice';
    renderActions(finishedOrder, { invoiceHref });
    expect(actionNames()).toEqual(['Rate', 'Return products', 'Tax invoice', 'Buy again']);
    expect(screen.getByRole('link', { name: 'Tax invoice' })).toHaveAttribute('href', invoiceHref);
    cleanup();
    // Paid by card and on its way: the invoice is issued with the payment.
    renderActions(onWayOrder, { invoiceHref });
    expect(screen.getByRole('link', { name: 'Tax invoice' })).toBeVisible();
    for (const order of [newOrder, unpaidCardOrder, { ...cancelledOrder, is_paid: true }]) {
      cleanup();
      renderActions(order, { invoiceHref });
      expect(screen.queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument();
    }
  });

  it('counts the delegate’s unread messages on the chat link', () => {
    renderActions(onWayOrder, { chatUnreadCount: 2 });
    expect(
      screen.getByRole('link', { name: 'Chat with the delegate (2 new messages)' }),
    ).toBeVisible();
  });

  it('links a returned order to its return details', () => {
    renderActions(returnedOrder);
    expect(actionNames()).toEqual(['Return details', 'Buy again']);
    expect(screen.getByRole('link', { name: 'Return details' })).toHaveAttribute(
      'href',
      '/orderDetailes/1/returnDetails',
    );
  });

  it('offers to buy a cancelled order again', () => {
    renderActions(cancelledOrder);
    expect(actionNames()).toEqual(['Buy again']);
  });

  it('renders nothing when no action applies', () => {
    renderActions(rejectedOrder);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the pending action working and turns the other buttons off', async () => {
    const { onPay, onCancel } = renderActions(unpaidCardOrder, { pending: 'pay' });
    const pay = screen.getByRole('button', { name: /Pay now/ });
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(within(pay).getByRole('status')).toHaveTextContent('Loading…');
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    expect(cancel).toBeDisabled();
    await userEvent.click(pay);
    await userEvent.click(cancel);
    expect(onPay).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('goes through the app link component', () => {
    renderActions(onWayOrder, {}, ({ to, children, className }) => (
      <a href={`/app${to}`} className={className} data-router="">
        {children}
      </a>
    ));
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      '/app/tracking?order=1',
    );
  });

  it.each([
    ['an unpaid card order', unpaidCardOrder, 'Pay now'],
    ['an order on its way, to be received', onWayOrder, 'I received it'],
    ['a finished order', finishedOrder, 'Rate'],
  ])('draws one primary action for %s', (_name, order, primary) => {
    renderActions(order);
    const group = screen.getByRole('group', { name: 'Order actions' });
    const emphasised = Array.from(group.children).filter(
      (action) =>
        action.getAttribute('data-variant') === 'primary' ||
        action.classList.contains('orders-actions__link--primary'),
    );
    expect(emphasised.map((action) => action.textContent)).toEqual([primary]);
  });

  it('never makes "Cancel order" the primary action, even when it is the only one', () => {
    renderActions(newOrder);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  });
});
