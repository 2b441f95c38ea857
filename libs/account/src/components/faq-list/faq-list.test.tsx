import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { ContentTestProviders } from '../info-page/story-providers.js';
import { FaqList } from './faq-list.js';
import * as stories from './faq-list.stories.js';
import { englishFaqsFixture } from './fixtures.js';

describe('FaqList', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('keeps a few of five thousand questions in the page, each saying its place', () => {
    const { FiveThousandQuestions } = composeStories(stories);
    render(<FiveThousandQuestions />);
    const questions = screen.getAllByRole('group');
    expect(questions.length).toBeGreaterThan(1);
    expect(questions.length).toBeLessThanOrEqual(200);
    expect(questions[0]).toHaveTextContent(/^السؤال 1:/);
    const first = questions[0]!.parentElement;
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '5000');
  });

  it('lists every question with its answer closed', () => {
    render(
      <ContentTestProviders locale="en">
        <FaqList faqs={englishFaqsFixture} />
      </ContentTestProviders>,
    );
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(screen.getByText('How long does delivery take?')).toBeVisible();
    expect(screen.getByText(/two working days/)).not.toBeVisible();
  });

  it('opens and closes an answer when its question is pressed, leaving the others as they are', async () => {
    render(
      <ContentTestProviders locale="en">
        <FaqList faqs={englishFaqsFixture} />
      </ContentTestProviders>,
    );
    await userEvent.click(screen.getByText('Which payment methods are available?'));
    expect(screen.getByText('Bank transfer')).toBeVisible();
    await userEvent.click(screen.getByText('Do prices include VAT?'));
    expect(screen.getByText('Yes, every price includes 15% VAT.')).toBeVisible();
    expect(screen.getByText('Bank transfer')).toBeVisible();
    await userEvent.click(screen.getByText('Which payment methods are available?'));
    expect(screen.getByText('Bank transfer')).not.toBeVisible();
    expect(screen.getByText('Yes, every price includes 15% VAT.')).toBeVisible();
  });

  it('lets the keyboard reach every question in order', async () => {
    render(
      <ContentTestProviders locale="en">
        <FaqList faqs={englishFaqsFixture} />
      </ContentTestProviders>,
    );
    await userEvent.tab();
    expect(screen.getByText('How long does delivery take?').parentElement).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('Which payment methods are available?').parentElement).toHaveFocus();
  });

  it('shows the answers as sanitized HTML, links to other sites in a new tab', async () => {
    render(
      <ContentTestProviders locale="en">
        <FaqList
          faqs={[
            ...englishFaqsFixture,
            {
              id: 9,
              question: 'Is this safe?',
              answer: '<p>Yes.</p><img src=x onerror=alert(1)><script>alert(1)</script>',
            },
          ]}
        />
      </ContentTestProviders>,
    );
    await userEvent.click(screen.getByText('How do I return a product?'));
    const link = screen.getByRole('link', { name: 'ZATCA guidance' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByText('Is this safe?'));
    expect(screen.getByText('Yes.')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('makes paragraphs of a plain-text answer', async () => {
    render(
      <ContentTestProviders locale="en">
        <FaqList faqs={englishFaqsFixture} />
      </ContentTestProviders>,
    );
    await userEvent.click(screen.getByText('Do prices include VAT?'));
    expect(screen.getByText('The VAT is shown on the invoice.').tagName).toBe('P');
  });

  it('says so when there are no questions yet', () => {
    render(
      <ContentTestProviders locale="en">
        <FaqList faqs={[]} />
      </ContentTestProviders>,
    );
    expect(
      screen.getByRole('heading', { name: 'No frequently asked questions yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
