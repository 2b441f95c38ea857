import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { FreeShippingProgress } from './free-shipping-progress.js';
import * as stories from './free-shipping-progress.stories.js';

describe('FreeShippingProgress', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says how much more is needed for free delivery and shows the progress', () => {
    render(
      <TestI18nProvider locale="en">
        <FreeShippingProgress threshold={200} remaining={10} />
      </TestI18nProvider>,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName('Add 10.00 Saudi riyals more for free delivery');
    expect(bar).toHaveAttribute('aria-valuenow', '190');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '190.00 Saudi riyals of 200.00 Saudi riyals');
  });

  it('says the order ships free once the threshold is reached', () => {
    render(
      <TestI18nProvider locale="en">
        <FreeShippingProgress threshold={200} remaining={0} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('Your order ships free')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your order ships free' })).toHaveAttribute(
      'aria-valuenow',
      '200',
    );
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('shows nothing when the store has no free-delivery threshold', () => {
    render(
      <TestI18nProvider locale="en">
        <FreeShippingProgress threshold={0} remaining={0} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Your order ships free')).not.toBeInTheDocument();
  });
});
