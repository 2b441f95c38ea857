import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyStateMessages } from '@matjar/i18n';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  arabicTermsFixture,
  englishTermsFixture,
  hostilePageFixture,
  plainTextAboutFixture,
} from './fixtures.js';
import { InfoPage, InfoPageSkeleton } from './info-page.js';
import * as stories from './info-page.stories.js';
import { ContentTestProviders } from './story-providers.js';

describe('InfoPage', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the title as the page heading and the content with its headings, list and links', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoPage page={englishTermsFixture} />
      </ContentTestProviders>,
    );
    const page = screen.getByRole('article', { name: 'Terms and conditions' });
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(
      within(page).getByRole('heading', { level: 2, name: 'Orders and prices' }),
    ).toBeInTheDocument();
    expect(within(page).getAllByRole('listitem')).toHaveLength(2);
    expect(within(page).getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute(
      'href',
      '/faqs',
    );
  });

  it('opens links to other sites in a new tab, and the storefront’s in the same tab', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoPage page={englishTermsFixture} />
      </ContentTestProviders>,
    );
    const external = screen.getByRole('link', { name: 'Ministry of Commerce' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'frequently asked questions' })).not.toHaveAttribute(
      'target',
    );
  });

  it('shows the content in the direction it was written in', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoPage page={arabicTermsFixture} />
      </ContentTestProviders>,
    );
    expect(screen.getByText(/باستخدامك/).parentElement).toHaveAttribute('dir', 'auto');
  });

  it('makes paragraphs of plain text', () => {
    render(
      <ContentTestProviders>
        <InfoPage page={plainTextAboutFixture} />
      </ContentTestProviders>,
    );
    const paragraphs = screen.getAllByText(/متجر منصة سعودية|نوصل طلباتك/);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]?.tagName).toBe('P');
  });

  it('shows a tampered page’s text without anything that runs, frames or submits', () => {
    render(
      <ContentTestProviders>
        <InfoPage page={hostilePageFixture} />
      </ContentTestProviders>,
    );
    const page = screen.getByRole('article', { name: 'سياسة الخصوصية' });
    expect(within(page).getByText('نحترم خصوصيتك.')).toBeInTheDocument();
    expect(within(page).queryByRole('img')).not.toBeInTheDocument();
    expect(within(page).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(page).queryByRole('button')).not.toBeInTheDocument();
    expect(within(page).queryByTitle('evil')).not.toBeInTheDocument();
    // A link without its javascript: address is no link any more.
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
    expect(within(page).getByText('اضغط هنا')).toBeInTheDocument();
  });

  it('says the terms have not been published when the content is blank', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoPage
          page={{ title: 'Terms and conditions', content: ' \n\n ' }}
          emptyMessage={emptyStateMessages.noTerms}
        />
      </ContentTestProviders>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The terms have not been published yet' }),
    ).toBeInTheDocument();
  });

  it('counts a page whose every part was removed as empty', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoPage page={{ title: 'About us', content: '<script>alert(1)</script><p> </p>' }} />
      </ContentTestProviders>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'This page has no content yet' }),
    ).toBeInTheDocument();
  });

  it('tells assistive technology the page is loading', () => {
    render(
      <ContentTestProviders locale="en">
        <InfoPageSkeleton />
      </ContentTestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  });
});
