import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import type { InfoPageKind } from '../../api/content-queries.js';
import { englishTermsFixture } from '../info-page/fixtures.js';
import { ContentTestProviders } from '../info-page/story-providers.js';
import { InfoScreen } from './info-screen.js';
import * as stories from './info-screen.stories.js';

describe('InfoScreen', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the page under its title', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoScreen kind="terms" page={englishTermsFixture} onRetry={() => undefined} />
      </ContentTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Orders and prices' })).toBeVisible();
  });

  it.each<[InfoPageKind, string]>([
    ['terms', 'The terms have not been published yet'],
    ['privacy', 'The terms have not been published yet'],
    ['about', 'This page has no content yet'],
  ])('says what an empty %s page lacks', (kind, message) => {
    render(
      <ContentTestProviders locale="en">
        <InfoScreen kind={kind} page={{ title: 'Page', content: ' ' }} onRetry={() => undefined} />
      </ContentTestProviders>,
    );
    expect(screen.getByText(message)).toBeVisible();
  });

  it('offers to try again when the store failed to give the page', async () => {
    const onRetry = vi.fn();
    render(
      <ContentTestProviders locale="en">
        <InfoScreen kind="about" page={null} onRetry={onRetry} />
      </ContentTestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
