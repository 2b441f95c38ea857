import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliverySlot, OrderType } from '@matjar/api-client';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderTypePicker } from './order-type-picker.js';
import * as stories from './order-type-picker.stories.js';

const morning = { id: '09:00-12:00', from: '09:00', to: '12:00' };
const evening = { id: '16:00-19:00', from: '16:00', to: '19:00' };

const slots: DeliverySlot[] = [
  { date: '2026-11-24', times: [morning, evening] },
  { date: '2026-11-25', times: [morning, evening] },
  { date: '2026-11-27', times: [evening] },
];

function renderPicker({
  locale = 'en',
  orderType = 'scheduled',
  slotsOffered = slots,
  date = null,
  time = null,
  onOrderTypeChange = vi.fn(),
  onSlotChange = vi.fn(),
  error,
}: {
  locale?: Locale;
  orderType?: OrderType;
  slotsOffered?: readonly DeliverySlot[];
  date?: string | null;
  time?: string | null;
  onOrderTypeChange?: (orderType: OrderType) => void;
  onSlotChange?: (slot: { date: string | null; time: string | null }) => void;
  error?: string;
} = {}) {
  return render(
    <TestI18nProvider locale={locale}>
      <OrderTypePicker
        orderType={orderType}
        onOrderTypeChange={onOrderTypeChange}
        slots={slotsOffered}
        date={date}
        time={time}
        onSlotChange={onSlotChange}
        error={error}
      />
    </TestI18nProvider>,
  );
}

describe('OrderTypePicker', () => {
  // The offered days are a few days ahead of "now", so none of them is today or tomorrow.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('offers delivery now or later and reports the choice of a scheduled order', async () => {
    const onOrderTypeChange = vi.fn();
    renderPicker({ orderType: 'normal', onOrderTypeChange });
    expect(screen.getByRole('region', { name: 'Order type' })).toBeInTheDocument();
    const now = screen.getByRole('radio', { name: 'Deliver now' });
    expect(now).toBeChecked();
    expect(now).toHaveAccessibleDescription('As soon as possible');
    expect(screen.queryByRole('radiogroup', { name: 'Delivery day' })).not.toBeInTheDocument();
    const later = screen.getByRole('radio', { name: 'Schedule for later' });
    expect(later).toHaveAccessibleDescription('Choose the day and time');
    await userEvent.click(later);
    expect(onOrderTypeChange).toHaveBeenCalledWith('scheduled');
  });

  it('shows the days loading until they arrive', () => {
    render(
      <TestI18nProvider locale="en">
        <OrderTypePicker
          orderType="scheduled"
          onOrderTypeChange={vi.fn()}
          slots={undefined}
          date={null}
          time={null}
          onSlotChange={vi.fn()}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading delivery times…');
    expect(screen.queryByRole('radiogroup', { name: 'Delivery day' })).not.toBeInTheDocument();
  });

  it('says when no delivery time is offered', () => {
    renderPicker({ slotsOffered: [] });
    expect(screen.getByText(/No delivery times are offered right now/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery day' })).not.toBeInTheDocument();
  });

  it('lists each day with its weekday and Gregorian date in English, in Riyadh time', () => {
    renderPicker();
    const days = within(screen.getByRole('radiogroup', { name: 'Delivery day' }));
    expect(days.getAllByRole('radio')).toHaveLength(3);
    expect(days.getByRole('radio', { name: 'Tuesday Nov 24' })).toBeInTheDocument();
    expect(days.getByRole('radio', { name: 'Wednesday Nov 25' })).toBeInTheDocument();
    expect(days.getByRole('radio', { name: 'Friday Nov 27' })).toBeInTheDocument();
    expect(screen.getByText('Times are Riyadh time (GMT+3), Gregorian calendar.')).toBeVisible();
  });

  it('calls the first days today and tomorrow, by the Riyadh calendar', () => {
    // 01:30 on the 24th in Riyadh, still the 23rd in UTC.
    vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
    renderPicker();
    const days = within(screen.getByRole('radiogroup', { name: 'Delivery day' }));
    expect(days.getByRole('radio', { name: 'Today Nov 24' })).toBeInTheDocument();
    expect(days.getByRole('radio', { name: 'Tomorrow Nov 25' })).toBeInTheDocument();
    expect(days.getByRole('radio', { name: 'Friday Nov 27' })).toBeInTheDocument();
  });

  it('calls them today and tomorrow in Arabic too', () => {
    vi.setSystemTime(new Date('2026-11-24T09:00:00+03:00'));
    renderPicker({ locale: 'ar' });
    expect(screen.getByRole('radio', { name: 'اليوم 24 نوفمبر' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'غدًا 25 نوفمبر' })).toBeInTheDocument();
  });

  it('lists each day with its Gregorian date in Arabic, not the Umm al-Qura one', () => {
    renderPicker({ locale: 'ar' });
    const tuesday = screen.getByRole('radio', { name: 'الثلاثاء 24 نوفمبر' });
    expect(tuesday).not.toHaveAccessibleName(/جمادى|1448/);
    expect(screen.getByRole('radio', { name: 'الجمعة 27 نوفمبر' })).toBeInTheDocument();
  });

  it('chooses a day with the arrow keys, left to go on in Arabic', async () => {
    const onSlotChange = vi.fn();
    renderPicker({ locale: 'ar', date: '2026-11-24', onSlotChange });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'الثلاثاء 24 نوفمبر' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSlotChange).toHaveBeenLastCalledWith({ date: '2026-11-25', time: null });
  });

  it('asks for a day before showing any time', () => {
    renderPicker();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery time' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a day first')).toBeInTheDocument();
  });

  it('reports the chosen day and then the chosen time of that day', async () => {
    const onSlotChange = vi.fn();
    const { rerender } = renderPicker({ onSlotChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Wednesday Nov 25' }));
    expect(onSlotChange).toHaveBeenLastCalledWith({ date: '2026-11-25', time: null });

    rerender(
      <TestI18nProvider locale="en">
        <OrderTypePicker
          orderType="scheduled"
          onOrderTypeChange={vi.fn()}
          slots={slots}
          date="2026-11-25"
          time={null}
          onSlotChange={onSlotChange}
        />
      </TestI18nProvider>,
    );
    const times = within(screen.getByRole('radiogroup', { name: 'Delivery time' }));
    expect(times.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Choose a day first')).not.toBeInTheDocument();
    await userEvent.click(times.getByRole('radio', { name: /^4:00\sPM – 7:00\sPM$/ }));
    expect(onSlotChange).toHaveBeenLastCalledWith({ date: '2026-11-25', time: '16:00-19:00' });
  });

  it('keeps the chosen time on another day that offers it too', async () => {
    const onSlotChange = vi.fn();
    renderPicker({ date: '2026-11-24', time: '16:00-19:00', onSlotChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Friday Nov 27' }));
    expect(onSlotChange).toHaveBeenLastCalledWith({ date: '2026-11-27', time: '16:00-19:00' });
  });

  it('clears the chosen time on another day that does not offer it', async () => {
    const onSlotChange = vi.fn();
    renderPicker({ date: '2026-11-24', time: '09:00-12:00', onSlotChange });
    expect(screen.getByRole('radio', { name: /^9:00\sAM – 12:00\sPM$/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Friday Nov 27' }));
    expect(onSlotChange).toHaveBeenLastCalledWith({ date: '2026-11-27', time: null });
  });

  it('reads the error with the day picker while no day is chosen', () => {
    renderPicker({ error: 'Please choose the order date and time' });
    const days = screen.getByRole('radiogroup', { name: 'Delivery day' });
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAccessibleDescription('Please choose the order date and time');
  });

  it('reads the error with the time picker once the day is chosen', () => {
    renderPicker({ date: '2026-11-24', error: 'Please choose the order date and time' });
    expect(screen.getByRole('radiogroup', { name: 'Delivery day' })).not.toHaveAttribute(
      'aria-invalid',
    );
    const times = screen.getByRole('radiogroup', { name: 'Delivery time' });
    expect(times).toHaveAttribute('aria-invalid', 'true');
    expect(times).toHaveAccessibleDescription('Please choose the order date and time');
    expect(screen.getAllByText('Please choose the order date and time')).toHaveLength(1);
  });
});
