import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { pointsFixture, pointsRateFixture } from '../wallet-fixtures.js';
import { PointsCard, type PointsCardProps } from './points-card.js';
import * as stories from './points-card.stories.js';

function renderCard(props: Partial<PointsCardProps> = {}) {
  const onConvert = vi.fn();
  const ui = (overrides: Partial<PointsCardProps>) => (
    <TestI18nProvider locale="en">
      <PointsCard
        points={pointsFixture}
        rate={pointsRateFixture}
        onConvert={onConvert}
        {...props}
        {...overrides}
      />
    </TestI18nProvider>
  );
  const view = render(ui({}));
  return {
    onConvert,
    rerenderWith: (overrides: Partial<PointsCardProps>) => view.rerender(ui(overrides)),
  };
}

const pointsField = () => screen.getByRole('textbox', { name: /Points to convert/ });
const convertButton = () => screen.getByRole('button', { name: /^Convert(?! all)/ });
const convertAllButton = () => screen.getByRole('button', { name: /^Convert all/ });

describe('PointsCard', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('shows the points, what they are worth and the rate', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Rewards points' })).toBeVisible();
    expect(screen.getByText('1,250')).toBeVisible();
    expect(screen.getByText('1,250').parentElement).toHaveTextContent('1,250 points');
    expect(screen.getByText(/^Worth/)).toHaveTextContent('Worth 125.00 Saudi riyals');
    expect(screen.getByText(/points =/)).toHaveTextContent('100 points = 10.00 Saudi riyals');
  });

  it('shows what the typed points give as they are typed', async () => {
    renderCard({ rate: { points: 3, value: 1, currency: 'SAR' } });
    const preview = screen.getByRole('status');
    expect(preview).toHaveTextContent('');
    await userEvent.type(pointsField(), '250');
    expect(preview).toHaveTextContent('You get 83.33 Saudi riyals');
    await userEvent.clear(pointsField());
    expect(preview).toHaveTextContent('');
  });

  it('converts the typed points', async () => {
    const { onConvert } = renderCard();
    await userEvent.type(pointsField(), '300');
    await userEvent.click(convertButton());
    expect(onConvert).toHaveBeenCalledExactlyOnceWith({ points: 300 });
  });

  it('reads Arabic-Indic digits, with Enter too', async () => {
    const { onConvert } = renderCard();
    await userEvent.type(pointsField(), '٢٥٠{Enter}');
    expect(onConvert).toHaveBeenCalledExactlyOnceWith({ points: 250 });
  });

  it.each([
    ['', 'Please enter the number of points'],
    ['12.5', 'Whole points only'],
    ['-200', 'Whole points only'],
    ['50', 'At least 100 points per conversion'],
    ['2000', 'You have 1,250 points'],
  ])('refuses "%s" in place and sends nothing', async (typed, message) => {
    const { onConvert } = renderCard();
    if (typed) await userEvent.type(pointsField(), typed);
    await userEvent.click(convertButton());
    expect(onConvert).not.toHaveBeenCalled();
    expect(pointsField()).toHaveAttribute('aria-invalid', 'true');
    expect(pointsField()).toHaveAccessibleDescription(message);
    expect(pointsField()).toHaveFocus();
  });

  it('clears the message once the points are corrected', async () => {
    const { onConvert } = renderCard();
    await userEvent.type(pointsField(), '50');
    await userEvent.click(convertButton());
    expect(screen.getByText(/points per conversion/)).toHaveTextContent(
      'At least 100 points per conversion',
    );
    await userEvent.type(pointsField(), '0');
    expect(screen.queryByText(/points per conversion/)).not.toBeInTheDocument();
    await userEvent.click(convertButton());
    expect(onConvert).toHaveBeenCalledExactlyOnceWith({ points: 500 });
  });

  it('converts all the points without a typed number', async () => {
    const { onConvert } = renderCard();
    await userEvent.click(convertAllButton());
    expect(onConvert).toHaveBeenCalledExactlyOnceWith({ all: true });
    expect(pointsField()).not.toHaveAttribute('aria-invalid');
  });

  it('cannot convert all with fewer points than one conversion takes, and says why', async () => {
    const { onConvert } = renderCard({ points: { points: 40, value: 4, min_points: 100 } });
    expect(convertAllButton()).toBeDisabled();
    expect(convertAllButton()).toHaveAccessibleDescription(
      'You can convert once you have 100 points.',
    );
    await userEvent.click(convertAllButton());
    expect(onConvert).not.toHaveBeenCalled();
  });

  it('shows the conversion being sent and ignores further presses', async () => {
    const { onConvert } = renderCard({ isPending: true });
    expect(convertButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(convertButton());
    await userEvent.click(convertAllButton());
    expect(onConvert).not.toHaveBeenCalled();
  });

  it('shows "Convert all" as the one being sent after it was pressed', async () => {
    const { rerenderWith } = renderCard();
    await userEvent.click(convertAllButton());
    rerenderWith({ isPending: true });
    expect(convertAllButton()).toHaveAttribute('aria-busy', 'true');
    expect(convertButton()).not.toHaveAttribute('aria-busy');
  });

  it("shows the store's refusal and keeps the typed points", async () => {
    const { onConvert, rerenderWith } = renderCard();
    await userEvent.type(pointsField(), '300');
    await userEvent.click(convertButton());
    rerenderWith({ error: 'The points could not be converted' });
    expect(screen.getByRole('alert')).toHaveTextContent('The points could not be converted');
    expect(pointsField()).toHaveValue('300');
    expect(onConvert).toHaveBeenCalledOnce();
  });

  it('clears the field once the balance changes after a conversion', async () => {
    const { rerenderWith } = renderCard();
    await userEvent.type(pointsField(), '300');
    await userEvent.click(convertButton());
    rerenderWith({ points: { ...pointsFixture, points: 950, value: 95 } });
    expect(pointsField()).toHaveValue('');
    expect(screen.getByText('950')).toBeVisible();
  });
});
