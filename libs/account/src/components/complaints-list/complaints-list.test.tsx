import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { type LinkProps, LinkProvider } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import { complaintsFixture } from '../account-fixtures.js';
import { ComplaintsList } from './complaints-list.js';
import * as stories from './complaints-list.stories.js';

const hrefFor = (id: number) => `/complaints/${id}`;

describe('ComplaintsList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('tells the stories’ language apart', () => {
    const { English, Filled } = composeStories(stories);
    const { unmount } = render(<English />);
    expect(screen.getAllByText('Complaint')).toHaveLength(3);
    unmount();
    render(<Filled />);
    expect(screen.getAllByText('شكوى')).toHaveLength(3);
  });

  it('shows each complaint’s type, number, title, date and status, the title linking to its page', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintsList complaints={complaintsFixture} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(complaintsFixture.length);

    const answered = within(items[2] as HTMLElement);
    expect(answered.getByRole('link', { name: 'وصلت علبة التمر تالفة' })).toHaveAttribute(
      'href',
      '/complaints/3',
    );
    expect(answered.getByText('Complaint')).toBeInTheDocument();
    expect(answered.getByText('No.', { exact: false })).toHaveTextContent('No. C-1003');
    expect(answered.getByText('Answered')).toBeInTheDocument();
    // Sent at 22:30 UTC on 14 March: already 15 March in Riyadh.
    expect(answered.getByText('Mar 15, 2025')).toHaveAttribute(
      'datetime',
      '2025-03-14T22:30:00.000Z',
    );

    const suggestion = within(items[1] as HTMLElement);
    expect(suggestion.getByText('Suggestion')).toBeInTheDocument();
    expect(suggestion.getByText('Awaiting reply')).toBeInTheDocument();
  });

  it('isolates the number so that it keeps its order in Arabic', () => {
    render(
      <TestI18nProvider locale="ar">
        <ComplaintsList complaints={complaintsFixture.slice(0, 1)} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    const number = screen.getByText('C-1005');
    expect(number.tagName).toBe('BDI');
    expect(screen.getByText('رقم', { exact: false })).toHaveTextContent('رقم C-1005');
    expect(screen.getByText('شكوى')).toBeInTheDocument();
    expect(screen.getByText('بانتظار الرد')).toBeInTheDocument();
  });

  it('uses the app’s link when one is given', () => {
    function RouterLink({ to, className, children }: LinkProps) {
      return (
        <a href={`#${to}`} className={className}>
          {children}
        </a>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <LinkProvider component={RouterLink}>
          <ComplaintsList complaints={complaintsFixture.slice(0, 1)} hrefFor={hrefFor} />
        </LinkProvider>
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Wrong size delivered' })).toHaveAttribute(
      'href',
      '#/complaints/5',
    );
  });

  it('says so when the customer has sent no complaints', () => {
    render(
      <TestI18nProvider locale="en">
        <ComplaintsList complaints={[]} hrefFor={hrefFor} />
      </TestI18nProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'You have no complaints or suggestions' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
