import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { OrderListItem } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { listItemOf, newOrder, scheduledOrder } from '../order-fixtures.js';
import { OrderCard, type OrderCardProps } from './order-card.js';
import * as stories from './order-card.stories.js';

function renderCard(
  order: OrderListItem,
  props: Partial<OrderCardProps> = {},
  locale: 'ar' | 'en' = 'en',
) {
  render(
    <TestI18nProvider locale={locale}>
      <OrderCard order={order} href={`/orderDetailes/${order.id}`} {...props} />
    </TestI18nProvider>,
  );
}

describe('OrderCard', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('is one link to the order, named by its number and described by status, date, products and total', () => {
    renderCard(listItemOf(newOrder));
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/orderDetailes/5120');
    expect(link).toHaveAccessibleName('Order 105120');
    expect(link).toHaveAccessibleDescription(
      'New order, placed on Nov 22, 2026, 3 products, total 734.30 Saudi riyals, from نسيج للأزياء الرجالية',
    );
    expect(link).toHaveTextContent('Order 105120');
    expect(screen.getByText('نسيج للأزياء الرجالية')).toBeVisible();
    expect(screen.getByText('New order')).toBeVisible();
    expect(screen.getByText('Nov 22, 2026')).toBeVisible();
  });

  it('counts a single product in the singular', () => {
    renderCard({ ...listItemOf(newOrder), items_count: 1 });
    expect(screen.getByRole('link')).toHaveAccessibleDescription(/, 1 product,/);
    expect(document.querySelector('.orders-card__count')).toHaveTextContent('1 product');
  });

  it('shows the delivery day and time range of a scheduled order', () => {
    renderCard(listItemOf(scheduledOrder));
    expect(screen.getByText(/^Delivery on/)).toHaveTextContent(
      /^Delivery on Wednesday, November 25, 2026, 4:00\sPM–7:00\sPM$/,
    );
    expect(screen.getByRole('link')).toHaveAccessibleDescription(
      /total 734\.30 Saudi riyals, Delivery on Wednesday, November 25, 2026, 4:00\sPM–7:00\sPM, from /,
    );
  });

  it('shows only the delivery day when a scheduled order has no time range', () => {
    renderCard({ ...listItemOf(scheduledOrder), delivery_time: null });
    expect(screen.getByText(/^Delivery on/)).toHaveTextContent(
      /^Delivery on Wednesday, November 25, 2026$/,
    );
  });

  it('names the delivery day in Arabic, in the Gregorian calendar', () => {
    renderCard(listItemOf(scheduledOrder), {}, 'ar');
    expect(screen.getByRole('link')).toHaveAccessibleDescription(/الأربعاء/);
    expect(screen.getByRole('link')).toHaveAccessibleDescription(/نوفمبر/);
  });

  it('says nothing of a delivery day for a normal order', () => {
    renderCard(listItemOf(newOrder));
    expect(screen.queryByText(/Delivery on/)).not.toBeInTheDocument();
  });

  it("shows the first product's image as the thumbnail", () => {
    renderCard(listItemOf(newOrder));
    expect(screen.getByRole('presentation')).toHaveAttribute('src', newOrder.image);
  });

  it('shows a placeholder when the order has no image', () => {
    renderCard({ ...listItemOf(newOrder), image: null });
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('Order 105120');
  });

  it("goes through the app's link component when one is given", () => {
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/app${to}`} className={className}>
          {children}
        </a>
      );
    }
    const order = listItemOf(newOrder);
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <OrderCard order={order} href={`/orderDetailes/${order.id}`} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/app/orderDetailes/5120');
  });
});
