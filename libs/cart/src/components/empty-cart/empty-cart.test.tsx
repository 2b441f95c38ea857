import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { EmptyCart } from './empty-cart.js';
import * as stories from './empty-cart.stories.js';

describe('EmptyCart', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says the cart is empty and leads back to the shop', () => {
    render(
      <TestI18nProvider locale="en">
        <EmptyCart shopHref="/offers" />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/offers',
    );
  });

  it('says it in Arabic by default, through the link component it is given', () => {
    function AppLink({ to, className, children }: LinkProps) {
      return (
        <a href={`/ar${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider>
        <LinkProvider component={AppLink}>
          <EmptyCart shopHref="/" headingLevel={3} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'سلة المشتريات فارغة' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/ar/');
  });
});
