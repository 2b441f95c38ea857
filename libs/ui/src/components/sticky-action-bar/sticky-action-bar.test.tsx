import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Button } from '../button/button.js';
import { Price } from '../price/price.js';
import { StickyActionBar } from './sticky-action-bar.js';
import * as stories from './sticky-action-bar.stories.js';

const css = readFileSync(resolve(import.meta.dirname, 'sticky-action-bar.css'), 'utf8');

describe('StickyActionBar', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the summary with its label and the actions, and the actions work', async () => {
    const onCheckout = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <StickyActionBar summaryLabel="Total" summary={<Price amount={99} />} mode="phone-only">
          <Button onClick={onCheckout}>Checkout</Button>
        </StickyActionBar>
      </TestI18nProvider>,
    );
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('99.00 Saudi riyals')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('is no landmark: it belongs to the main content around it', () => {
    render(
      <TestI18nProvider locale="en">
        <main>
          <StickyActionBar summary="SR 10.00">
            <Button>Add to cart</Button>
          </StickyActionBar>
        </main>
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('leaves out the summary when it has none', () => {
    render(
      <TestI18nProvider locale="en">
        <StickyActionBar>
          <Button>Add to cart</Button>
        </StickyActionBar>
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'Add to cart' }).closest('.ui-sticky-action-bar'),
    ).toHaveTextContent(/^Add to cart$/);
  });

  // jsdom lays nothing out: the stylesheet's promises are checked where they are written.
  it('is fixed to the bottom of a phone, clear of the home indicator, with room kept for it', () => {
    const phone = css.slice(css.indexOf('@media (max-width: 47.99rem)'));
    expect(phone).toMatch(/position: fixed;\s+inset-inline: 0;\s+inset-block-end: 0;/);
    expect(phone).toContain('max(var(--mj-space-2), env(safe-area-inset-bottom, 0px))');
    expect(phone).toMatch(/:root:has\(\.ui-sticky-action-bar\) body \{\s+padding-block-end:/);
    expect(phone).toMatch(/\.ui-sticky-action-bar-twin \{\s+display: none;/);
    expect(css).toMatch(
      /@media \(min-width: 48rem\) \{\s+\.ui-sticky-action-bar\[data-mode='phone-only'\],[^}]+display: none;/,
    );
    expect(css).not.toMatch(
      /(?<!area-)(margin|padding|inset)-(left|right|top|bottom)|\b(left|right): /,
    );
  });
});
