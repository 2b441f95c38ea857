import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { providersFixture } from '../fixtures.js';
import { ProviderCards } from './provider-cards.js';
import * as stories from './provider-cards.stories.js';

describe('ProviderCards', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links each store to its page with its name, city and rating', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderCards providers={providersFixture} />
      </TestI18nProvider>,
    );
    const store = screen.getByRole('link', { name: /تمور القصيم/ });
    expect(store).toHaveAttribute('href', '/providers/2');
    expect(store).toHaveAccessibleName(/بريدة/);
    expect(within(store).getByRole('img', { name: /Rated 4\.8 out of 5/ })).toBeInTheDocument();
  });

  it('shows no rating for a store nobody has rated', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderCards providers={providersFixture} />
      </TestI18nProvider>,
    );
    const store = screen.getByRole('link', { name: /دار الأناقة/ });
    expect(store).toHaveAttribute('href', '/providers/5');
    expect(within(store).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('says there are no stores when the list is empty', () => {
    render(
      <TestI18nProvider locale="en">
        <ProviderCards providers={[]} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No stores yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
