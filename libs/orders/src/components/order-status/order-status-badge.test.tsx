import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { OrderStatus } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge.js';
import * as stories from './order-status-badge.stories.js';

function renderBadge(status: OrderStatus, locale: 'ar' | 'en' = 'en') {
  render(
    <TestI18nProvider locale={locale}>
      <OrderStatusBadge status={status} />
    </TestI18nProvider>,
  );
}

describe('OrderStatusBadge', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it.each([
    ['new', 'New order', 'brand'],
    ['current', 'Being prepared', 'brand'],
    ['on_way', 'On the way', 'brand'],
    ['finished', 'Delivered', 'success'],
    ['waiting', 'Waiting for approval', 'warning'],
    ['scheduled', 'Scheduled', 'warning'],
    ['cancelled', 'Cancelled', 'danger'],
    ['rejected', 'Rejected', 'danger'],
    ['returned', 'Returned', 'muted'],
  ] as const)('names the %s status "%s" in the %s colour', (status, name, tone) => {
    renderBadge(status);
    expect(screen.getByText(name)).toHaveAttribute('data-tone', tone);
  });

  it('names the status in Arabic', () => {
    renderBadge('on_way', 'ar');
    expect(screen.getByText('في الطريق')).toBeVisible();
  });
});
