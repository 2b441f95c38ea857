import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { OrderListItem } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import {
  cancelledOrder,
  finishedOrder,
  listItemOf,
  newOrder,
  scheduledOrder,
} from '../order-fixtures.js';
import { OrdersList, type OrdersListProps } from './orders-list.js';
import * as stories from './orders-list.stories.js';

const orders: OrderListItem[] = [
  listItemOf(newOrder),
  listItemOf(scheduledOrder),
  listItemOf(finishedOrder),
  listItemOf(cancelledOrder),
];

function renderList(props: Partial<OrdersListProps> & { emptyTitle?: ReactNode } = {}) {
  render(
    <TestI18nProvider locale="en">
      <OrdersList
        orders={orders}
        emptyTitle="You have no new orders"
        hrefOf={(order) => `/orderDetailes/${order.id}`}
        {...props}
      />
    </TestI18nProvider>,
  );
}

describe('OrdersList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('lists one card per order, each a link to its details', () => {
    renderList();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/orderDetailes/5120',
      '/orderDetailes/5126',
      '/orderDetailes/5122',
      '/orderDetailes/5123',
    ]);
    expect(screen.getByRole('link', { name: 'Order 105126' })).toHaveAccessibleDescription(
      /^Scheduled, .*Delivery on/,
    );
    expect(screen.getByRole('link', { name: 'Order 105123' })).toHaveAccessibleDescription(
      /^Cancelled, /,
    );
    expect(screen.queryByRole('heading', { name: 'You have no new orders' })).toBeNull();
  });

  it('shows loading card skeletons instead of the orders while they load', () => {
    renderList({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("shows the tab's empty state with its description and action when there are no orders", () => {
    renderList({
      orders: [],
      emptyDescription: 'Your new orders will show here',
      emptyAction: <a href="/">Browse products</a>,
    });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You have no new orders' })).toBeVisible();
    expect(screen.getByText('Your new orders will show here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
  });

  it("shows the spec's empty-state message of the tab the page passes", () => {
    const { EnglishEmpty } = composeStories(stories);
    render(<EnglishEmpty />);
    expect(screen.getByRole('heading', { name: 'You have no new orders' })).toBeVisible();
  });
});
