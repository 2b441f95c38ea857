import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import type { DeliverySlot } from '@matjar/api-client';
import { validationMessages } from '@matjar/i18n';
import { withCartLocale } from '../story-decorators.js';
import { OrderTypePicker, type OrderTypePickerProps } from './order-type-picker.js';

const allDay = [
  { id: '09:00-12:00', from: '09:00', to: '12:00' },
  { id: '12:00-15:00', from: '12:00', to: '15:00' },
  { id: '16:00-19:00', from: '16:00', to: '19:00' },
  { id: '19:00-22:00', from: '19:00', to: '22:00' },
];

/** The next seven days as the demo store offers them; Friday only after the Friday prayer. */
const week: DeliverySlot[] = [
  { date: '2026-11-24', times: allDay },
  { date: '2026-11-25', times: allDay },
  { date: '2026-11-26', times: allDay },
  { date: '2026-11-27', times: allDay.slice(2) },
  { date: '2026-11-28', times: allDay },
  { date: '2026-11-29', times: allDay },
  { date: '2026-11-30', times: allDay },
];

/** The next seven Riyadh days from now, so the strip starts with "Today" and "Tomorrow". */
function weekFromToday(): DeliverySlot[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return Array.from({ length: 7 }, (_unused, index) => ({
    date: format.format(Date.now() + index * 24 * 60 * 60 * 1000),
    times: index === 0 ? allDay.slice(3) : allDay,
  }));
}

/** Keeps what the user chooses; the error goes once the day and time are both chosen. */
function StatefulOrderTypePicker({
  orderType: initialOrderType,
  date: initialDate,
  time: initialTime,
  onOrderTypeChange,
  onSlotChange,
  error,
  ...props
}: OrderTypePickerProps) {
  const [orderType, setOrderType] = useState(initialOrderType);
  const [slot, setSlot] = useState({ date: initialDate, time: initialTime });
  const isSlotMissing = orderType === 'scheduled' && (slot.date === null || slot.time === null);
  return (
    <OrderTypePicker
      {...props}
      orderType={orderType}
      date={slot.date}
      time={slot.time}
      error={isSlotMissing ? error : undefined}
      onOrderTypeChange={(next) => {
        onOrderTypeChange(next);
        setOrderType(next);
      }}
      onSlotChange={(next) => {
        onSlotChange(next);
        setSlot(next);
      }}
    />
  );
}

const meta = {
  title: 'cart/OrderTypePicker',
  component: OrderTypePicker,
  args: {
    orderType: 'normal',
    onOrderTypeChange: fn(),
    slots: week,
    date: null,
    time: null,
    onSlotChange: fn(),
    disabled: false,
  },
  decorators: [withCartLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <StatefulOrderTypePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderTypePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
export const Scheduled: Story = { args: { orderType: 'scheduled' } };
export const ScheduledChosen: Story = {
  args: { orderType: 'scheduled', date: '2026-11-25', time: '16:00-19:00' },
};
export const ScheduledLoading: Story = { args: { orderType: 'scheduled', slots: undefined } };
export const ScheduledWithError: Story = {
  args: {
    orderType: 'scheduled',
    error: <FormattedMessage {...validationMessages.orderDateTimeRequired} />,
  },
};
export const NoDeliveryTimes: Story = { args: { orderType: 'scheduled', slots: [] } };
export const Disabled: Story = {
  args: { orderType: 'scheduled', date: '2026-11-25', time: '09:00-12:00', disabled: true },
};
export const FromToday: Story = { args: { orderType: 'scheduled', slots: weekFromToday() } };
export const English: Story = {
  args: { orderType: 'scheduled', date: '2026-11-27' },
  globals: { locale: 'en' },
};
export const Phone: Story = {
  args: { orderType: 'scheduled', date: '2026-11-24' },
  render: (args) => (
    <div style={{ maxInlineSize: '358px' }}>
      <StatefulOrderTypePicker {...args} />
    </div>
  ),
};
export const EnglishWithError: Story = {
  args: {
    orderType: 'scheduled',
    date: '2026-11-26',
    error: <FormattedMessage {...validationMessages.orderDateTimeRequired} />,
  },
  globals: { locale: 'en' },
};
export const PhoneEnglish: Story = {
  args: { orderType: 'scheduled', date: '2026-11-30', time: '19:00-22:00' },
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ maxInlineSize: '358px' }}>
      <StatefulOrderTypePicker {...args} />
    </div>
  ),
};
