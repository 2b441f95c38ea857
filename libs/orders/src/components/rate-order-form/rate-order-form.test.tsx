import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datesItem, delegate, oudItem, thobeItem } from '../order-fixtures.js';
import { RateOrderForm, type RateOrderInput } from './rate-order-form.js';
import * as stories from './rate-order-form.stories.js';

// Radix's radio group measures its hidden form input with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const secondThobe = { ...thobeItem, id: 7009, variant: null };

function renderForm({
  onSubmit = vi.fn<(input: RateOrderInput) => void>(),
  withDelegate = true,
}: { onSubmit?: (input: RateOrderInput) => void; withDelegate?: boolean } = {}) {
  const ui = (props: { isPending?: boolean; error?: ReactNode } = {}) => (
    <TestI18nProvider locale="en">
      <RateOrderForm
        items={[thobeItem, oudItem, secondThobe, datesItem]}
        delegate={withDelegate ? delegate : null}
        onSubmit={onSubmit}
        {...props}
      />
    </TestI18nProvider>
  );
  const view = render(ui());
  return {
    ...view,
    rerenderWith: (props: { isPending?: boolean; error?: ReactNode }) => view.rerender(ui(props)),
  };
}

const starsOf = (group: string, count: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: count });

describe('RateOrderForm', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('offers stars for the store, the delegate and each product once', () => {
    renderForm();
    expect(
      screen.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-label')),
    ).toEqual([
      'Rate the store',
      `Rate the delegate ${delegate.name}`,
      `Rate ${thobeItem.name}`,
      `Rate ${oudItem.name}`,
      `Rate ${datesItem.name}`,
    ]);
    expect(screen.getByRole('textbox', { name: 'Comment on the store (optional)' })).toBeVisible();
  });

  it('leaves the delegate out when there was none', () => {
    renderForm({ withDelegate: false });
    expect(screen.queryByRole('group', { name: 'The delegate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /delegate/ })).not.toBeInTheDocument();
  });

  it('asks for the store rating in place and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: RateOrderInput) => void>();
    renderForm({ onSubmit });
    await user.click(starsOf(`Rate ${oudItem.name}`, '5 stars'));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'The store' })).toHaveAccessibleDescription(
      'Please rate the store',
    );
    expect(starsOf('Rate the store', '1 star')).toHaveFocus();

    await user.click(starsOf('Rate the store', '3 stars'));
    expect(screen.queryByText('Please rate the store')).not.toBeInTheDocument();
  });

  it('sends the store alone when nothing else is rated, without a blank comment', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: RateOrderInput) => void>();
    renderForm({ onSubmit });
    await user.click(starsOf('Rate the store', '4 stars'));
    await user.type(
      screen.getByRole('textbox', { name: 'Comment on the store (optional)' }),
      '   ',
    );
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ provider: { stars: 4 } });
  });

  it('sends the rated delegate and products with their trimmed comments, keyed by product id', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: RateOrderInput) => void>();
    renderForm({ onSubmit });
    expect(
      screen.queryByRole('textbox', { name: `Comment on ${oudItem.name} (optional)` }),
    ).not.toBeInTheDocument();

    await user.click(starsOf('Rate the store', '5 stars'));
    await user.type(
      screen.getByRole('textbox', { name: 'Comment on the store (optional)' }),
      '  Fast and careful  ',
    );
    await user.click(starsOf(`Rate the delegate ${delegate.name}`, '4 stars'));
    await user.click(starsOf(`Rate ${oudItem.name}`, '2 stars'));
    await user.type(
      screen.getByRole('textbox', { name: `Comment on ${oudItem.name} (optional)` }),
      ' Weaker than last time ',
    );
    await user.click(starsOf(`Rate ${thobeItem.name}`, '5 stars'));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      provider: { stars: 5, comment: 'Fast and careful' },
      delegate: { stars: 4 },
      products: {
        [String(thobeItem.product_id)]: { stars: 5 },
        [String(oudItem.product_id)]: { stars: 2, comment: 'Weaker than last time' },
      },
    });
  });

  it('limits comments to 1000 characters', () => {
    renderForm();
    expect(
      screen.getByRole('textbox', { name: 'Comment on the store (optional)' }),
    ).toHaveAttribute('maxlength', '1000');
  });

  it('shows the failure, keeps the ratings and ignores presses while sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: RateOrderInput) => void>();
    const { rerenderWith } = renderForm({ onSubmit });
    await user.click(starsOf('Rate the store', '2 stars'));
    await user.type(
      screen.getByRole('textbox', { name: 'Comment on the store (optional)' }),
      'Late',
    );
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    rerenderWith({ isPending: true });
    const send = screen.getByRole('button', { name: /Send rating/ });
    expect(send).toHaveAttribute('aria-busy', 'true');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledOnce();

    rerenderWith({ error: 'This order has already been rated' });
    expect(screen.getByRole('alert')).toHaveTextContent('This order has already been rated');
    expect(starsOf('Rate the store', '2 stars')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment on the store (optional)' })).toHaveValue(
      'Late',
    );
  });
});
