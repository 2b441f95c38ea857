import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { OrderStatus } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { OrderProgress } from './order-progress.js';
import * as stories from './order-progress.stories.js';

function renderProgress(status: OrderStatus, locale: 'ar' | 'en' = 'en') {
  render(
    <TestI18nProvider locale={locale}>
      <OrderProgress status={status} />
    </TestI18nProvider>,
  );
}

describe('OrderProgress', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('lists the four steps in order', () => {
    renderProgress('new');
    const list = screen.getByRole('list', { name: 'Order progress' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('New order'),
      expect.stringContaining('Current order'),
      expect.stringContaining('Delivery in progress'),
      expect.stringContaining('Finished'),
    ]);
  });

  it('marks the steps before the current one done and the later ones pending', () => {
    renderProgress('on_way');
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('New order (done)');
    expect(steps[1]).toHaveTextContent('Current order (done)');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Delivery in progress');
    expect(steps[3]).toHaveTextContent('Finished (not yet)');
    expect(steps[3]).not.toHaveAttribute('aria-current');
  });

  it('makes the first step current for a new order, with nothing done', () => {
    renderProgress('new');
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(/done/)).not.toBeInTheDocument();
  });

  it('makes the last step current once the order is delivered', () => {
    renderProgress('finished');
    const steps = screen.getAllByRole('listitem');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps.slice(0, 3).every((step) => /\(done\)/.test(step.textContent ?? ''))).toBe(true);
  });

  it.each([
    ['scheduled', 'Scheduled', 'It starts on its delivery day'],
    ['waiting', 'Waiting for approval', "Waiting for the payment or the store's approval"],
    ['rejected', 'Rejected', 'The store rejected this order'],
    ['cancelled', 'Cancelled', 'This order was cancelled and will not be delivered'],
    ['returned', 'Returned', 'The products of this order were returned'],
  ] as const)(
    'shows the %s status with what it means instead of the steps',
    (status, badge, note) => {
      renderProgress(status);
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.getByText(badge)).toBeVisible();
      expect(screen.getByText(note)).toBeVisible();
    },
  );

  it('names the steps in Arabic', () => {
    renderProgress('current', 'ar');
    const steps = screen.getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('طلب حالي');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('جارٍ التوصيل');
  });
});
