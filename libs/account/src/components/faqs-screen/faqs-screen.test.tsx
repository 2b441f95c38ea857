import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { englishFaqsFixture } from '../faq-list/fixtures.js';
import { ContentTestProviders } from '../info-page/story-providers.js';
import { FaqsScreen } from './faqs-screen.js';
import * as stories from './faqs-screen.stories.js';

describe('FaqsScreen', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the questions, each opening its answer', async () => {
    render(
      <ContentTestProviders locale="en">
        <FaqsScreen faqs={englishFaqsFixture} onRetry={() => undefined} />
      </ContentTestProviders>,
    );
    expect(screen.getAllByRole('group')).toHaveLength(englishFaqsFixture.length);
    expect(screen.getByText('Bank transfer')).not.toBeVisible();
    await userEvent.click(screen.getByText('Which payment methods are available?'));
    expect(screen.getByText('Bank transfer')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the store failed to give them', async () => {
    const onRetry = vi.fn();
    render(
      <ContentTestProviders locale="en">
        <FaqsScreen faqs={null} onRetry={onRetry} />
      </ContentTestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the retry waiting while the questions are asked for again', () => {
    render(
      <ContentTestProviders locale="en">
        <FaqsScreen faqs={null} onRetry={() => undefined} isRetrying />
      </ContentTestProviders>,
    );
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });
});
