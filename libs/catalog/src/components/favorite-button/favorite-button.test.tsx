import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from './favorite-button.js';
import * as stories from './favorite-button.stories.js';

/** The button as a page uses it: the state lives in the parent and flips on each toggle. */
function Favorite({ onToggle }: { onToggle: () => void }) {
  const [isFavorite, setIsFavorite] = useState(false);
  return (
    <FavoriteButton
      isFavorite={isFavorite}
      productName="Saudi coffee"
      onToggle={() => {
        onToggle();
        setIsFavorite((current) => !current);
      }}
    />
  );
}

describe('FavoriteButton', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('adds the product and then removes it, pressed while it is a favorite', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Favorite onToggle={onToggle} />
      </TestI18nProvider>,
    );
    const add = screen.getByRole('button', { name: 'Favorite: Saudi coffee' });
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await user.click(add);
    const remove = screen.getByRole('button', { name: 'Favorite: Saudi coffee' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(onToggle).toHaveBeenCalledTimes(1);

    await user.click(remove);
    expect(screen.getByRole('button', { name: 'Favorite: Saudi coffee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <FavoriteButton isFavorite={false} productName="Saudi coffee" onToggle={onToggle} />
      </TestI18nProvider>,
    );
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while the change is under way, and stays focusable', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <FavoriteButton isFavorite productName="Saudi coffee" onToggle={onToggle} isPending />
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Favorite: Saudi coffee' });
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
  });

  it('is named in Arabic by default', () => {
    render(
      <TestI18nProvider>
        <FavoriteButton isFavorite={false} productName="قهوة سعودية" onToggle={() => undefined} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'المفضلة: قهوة سعودية' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
