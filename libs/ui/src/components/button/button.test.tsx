import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Button } from './button.js';
import * as stories from './button.stories.js';

describe('Button', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Button onClick={onClick}>Save</Button>
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading and announces it', async () => {
    const onClick = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Button isLoading onClick={onClick}>
          Place order
        </Button>
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: /Place order/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
