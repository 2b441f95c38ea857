import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Button } from '../button/button.js';
import { EmptyState } from './empty-state.js';
import * as ui from '../../index.js';
import * as stories from './empty-state.stories.js';

describe('EmptyState', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says what is empty in a heading, with what the user can do about it', () => {
    render(
      <TestI18nProvider locale="en">
        <EmptyState title="Your cart is empty" description="Add the products you like." />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add the products you like.')).toBeInTheDocument();
  });

  it('takes the heading level of its place in the page', () => {
    render(
      <TestI18nProvider locale="en">
        <EmptyState title="No reviews yet" headingLevel={3} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('offers the action it is given', async () => {
    const onBrowse = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <EmptyState
          title="Your cart is empty"
          action={<Button onClick={onBrowse}>Browse offers</Button>}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Browse offers' }));
    expect(onBrowse).toHaveBeenCalledTimes(1);
  });

  it('keeps its illustration away from assistive technology', () => {
    render(
      <TestI18nProvider locale="en">
        <EmptyState title="No notifications" illustration={<img src="bell.svg" alt="A bell" />} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('img', { name: 'A bell' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A bell', hidden: true })).toBeInTheDocument();
  });

  it('draws a picture of its own for each context, in the look of the default box', () => {
    // Every picture the package exports.
    const illustrations = Object.entries(ui).filter(([name]) => name.endsWith('Illustration'));
    const drawings = illustrations.map(([name, exported]) => {
      const Illustration = exported as () => ReactNode;
      const { container, unmount } = render(
        <EmptyState title={name} illustration={<Illustration />} />,
      );
      const svg = container.querySelector('.mj-empty-state__illustration svg');
      expect(svg, name).toHaveClass('mj-empty-state__icon');
      expect(svg?.getAttribute('viewBox'), name).toBe('0 0 64 64');
      const drawing = svg?.innerHTML ?? '';
      unmount();
      return drawing;
    });
    expect(drawings).toHaveLength(10);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(drawings.every((drawing) => drawing.length > 0)).toBe(true);
  });
});
