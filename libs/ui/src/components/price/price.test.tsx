import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Price } from './price.js';
import * as stories from './price.stories.js';

describe('Price', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the amount with two decimals and the riyal sign, named "Saudi riyals"', () => {
    render(
      <TestI18nProvider locale="en">
        <Price amount={1250} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('\u20C1 1,250.00')).toBeInTheDocument();
    expect(screen.getByText('1,250.00 Saudi riyals')).toBeInTheDocument();
  });

  it('reads the price once, in words, to screen readers', () => {
    render(
      <TestI18nProvider locale="en">
        <a href="/products/1">
          <Price amount={1250} />
        </a>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('1,250.00 Saudi riyals');
  });

  it('strikes through the price before the discount', () => {
    render(
      <TestI18nProvider locale="en">
        <Price amount={99} originalAmount={120} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('\u20C1 99.00')).toBeInTheDocument();
    expect(screen.getByText('\u20C1 120.00').parentElement).toHaveProperty('tagName', 'S');
  });

  it('announces the discount to screen readers', () => {
    render(
      <TestI18nProvider locale="en">
        <a href="/products/1">
          <Price amount={99} originalAmount={120} />
        </a>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Was 120.00 Saudi riyals, now 99.00 Saudi riyals',
    );
  });

  it('shows the discount percentage and reads it out', () => {
    render(
      <TestI18nProvider locale="en">
        <a href="/products/1">
          <Price amount={99} originalAmount={120} discountPercent={18} />
        </a>
      </TestI18nProvider>,
    );
    expect(screen.getByText('18% off')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Was 120.00 Saudi riyals, now 99.00 Saudi riyals, 18% off',
    );
  });

  it('ignores an original price that is not higher', () => {
    render(
      <TestI18nProvider locale="en">
        <a href="/products/1">
          <Price amount={120} originalAmount={120} discountPercent={0} />
        </a>
      </TestI18nProvider>,
    );
    expect(screen.getAllByText('\u20C1 120.00')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName('120.00 Saudi riyals');
  });

  it('names the currency with its abbreviation when asked', () => {
    render(
      <TestI18nProvider locale="en">
        <Price amount={99} currencyDisplay="text" />
      </TestI18nProvider>,
    );
    expect(screen.getByText('SR 99.00')).toBeInTheDocument();
  });

  it('puts the currency after the amount and isolates it in Arabic', () => {
    render(
      <TestI18nProvider locale="ar">
        <a href="/products/1">
          <Price amount={99} originalAmount={120} />
        </a>
      </TestI18nProvider>,
    );
    const current = screen.getByText('99.00 \u20C1');
    expect(current.tagName).toBe('BDI');
    expect(screen.getByText('120.00 \u20C1').tagName).toBe('BDI');
    expect(screen.getByRole('link')).toHaveAccessibleName(/120\.00 ريال سعودي.*99\.00 ريال سعودي/);
  });
});
