import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import {
  answeredComplaintFixture,
  pendingComplaintWithImageFixture,
  pendingSuggestionFixture,
} from '../account-fixtures.js';
import { ComplaintDetails } from './complaint-details.js';
import * as stories from './complaint-details.stories.js';

describe('ComplaintDetails', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the complaint, the customer’s message and the store’s answer', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintDetails complaint={answeredComplaintFixture} />
      </TestI18nProvider>,
    );
    const article = screen.getByRole('article', { name: answeredComplaintFixture.title });
    expect(
      within(article).getByRole('heading', { level: 1, name: answeredComplaintFixture.title }),
    ).toBeInTheDocument();
    expect(within(article).getByText('Complaint')).toBeInTheDocument();
    expect(within(article).getByText('Answered')).toBeInTheDocument();
    expect(within(article).getByText('Mar 15, 2025')).toHaveAttribute(
      'datetime',
      answeredComplaintFixture.created_at,
    );
    const message = within(article).getByRole('region', { name: 'Your message' });
    expect(within(message).getByText(answeredComplaintFixture.message)).toHaveAttribute(
      'dir',
      'auto',
    );
    const answer = within(article).getByRole('region', { name: 'The store’s answer' });
    expect(within(answer).getByText(answeredComplaintFixture.response?.text ?? '')).toHaveAttribute(
      'dir',
      'auto',
    );
    // Answered at 09:10 UTC: 12:10 in Riyadh.
    expect(within(answer).getByText(/12:10/)).toHaveAttribute(
      'datetime',
      answeredComplaintFixture.response?.created_at,
    );
    expect(within(answer).queryByText(/Waiting for the store’s answer/)).not.toBeInTheDocument();
  });

  it('says the answer is awaited while the store has not replied', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintDetails complaint={pendingSuggestionFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText('Suggestion')).toBeInTheDocument();
    expect(screen.getByText('Awaiting reply')).toBeInTheDocument();
    const answer = screen.getByRole('region', { name: 'The store’s answer' });
    expect(answer).toHaveTextContent('Waiting for the store’s answer');
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
  });

  it('opens an attached image large and steps through the others', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="en">
        <ComplaintDetails complaint={answeredComplaintFixture} />
      </TestI18nProvider>,
    );
    const thumbnails = within(screen.getByRole('list', { name: 'Attached images' })).getAllByRole(
      'button',
    );
    expect(thumbnails).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'View image 2 of 2 larger' }));

    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 2' });
    expect(within(dialog).getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute(
      'src',
      answeredComplaintFixture.images[1],
    );
    await assertNoAxeViolations(document.body);

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Image 1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Image 2 of 2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View image 2 of 2 larger' })).toHaveFocus();
  });

  it('offers no stepping when there is one image', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="en">
        <ComplaintDetails complaint={pendingComplaintWithImageFixture} />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'View image 1 of 1 larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 1' });
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('keeps a message written in English readable in an Arabic page', () => {
    render(
      <TestI18nProvider locale="ar">
        <ComplaintDetails complaint={pendingComplaintWithImageFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText(pendingComplaintWithImageFixture.message)).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(screen.getByText('C-1005').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 2, name: 'رسالتك' })).toBeInTheDocument();
  });
});
