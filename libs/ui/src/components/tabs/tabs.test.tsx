import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';
import * as stories from './tabs.stories.js';

const current = {
  value: 'current',
  label: 'Current',
  content: <p>Two orders are being prepared.</p>,
};
const finished = { value: 'finished', label: 'Finished', content: <p>Twelve orders delivered.</p> };
const cancelled = { value: 'cancelled', label: 'Cancelled', content: <p>No cancelled orders.</p> };
const items = [current, finished, cancelled];

describe('Tabs', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the first tab when none is chosen', () => {
    render(
      <TestI18nProvider locale="en">
        <Tabs label="Orders" items={items} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Current' })).toHaveTextContent(
      'Two orders are being prepared.',
    );
  });

  it('shows the panel of the tab the user picks', async () => {
    render(
      <TestI18nProvider locale="en">
        <Tabs label="Orders" items={items} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(screen.getByRole('tabpanel', { name: 'Finished' })).toHaveTextContent(
      'Twelve orders delivered.',
    );
    expect(screen.queryByText('Two orders are being prepared.')).not.toBeInTheDocument();
  });

  it('moves to the next tab with the right arrow in English', async () => {
    render(
      <TestI18nProvider locale="en">
        <Tabs label="Orders" items={items} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Current' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves to the next tab with the left arrow in Arabic', async () => {
    render(
      <TestI18nProvider locale="ar">
        <Tabs
          label="طلباتي"
          items={[
            { value: 'current', label: 'الحالية', content: <p>طلبان قيد التجهيز.</p> },
            { value: 'finished', label: 'المكتملة', content: <p>12 طلبًا مكتملًا.</p> },
            { value: 'cancelled', label: 'الملغاة', content: <p>لا توجد طلبات ملغاة.</p> },
          ]}
        />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'الحالية' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'المكتملة' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'المكتملة' })).toHaveTextContent('12 طلبًا مكتملًا.');
  });

  it('leaves the selected tab to its parent when controlled', async () => {
    const onValueChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Tabs label="Orders" items={items} value="current" onValueChange={onValueChange} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(onValueChange).toHaveBeenCalledWith('cancelled');
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips a disabled tab', async () => {
    render(
      <TestI18nProvider locale="en">
        <Tabs label="Orders" items={[current, { ...finished, isDisabled: true }, cancelled]} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Current' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Finished' })).toBeDisabled();
  });

  it('works from composed parts', async () => {
    render(
      <TestI18nProvider locale="en">
        <Tabs defaultValue="details">
          <TabsList aria-label="Product">
            <TabsTrigger value="details">Details</TabsTrigger>
            <TabsTrigger value="reviews">Reviews</TabsTrigger>
          </TabsList>
          <TabsContent value="details">Sukkari dates, 1 kg.</TabsContent>
          <TabsContent value="reviews">Rated 4.8 out of 5.</TabsContent>
        </Tabs>
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent(
      'Rated 4.8 out of 5.',
    );
  });
});
