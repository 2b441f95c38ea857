import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { datesItem, finishedOrder, oudItem } from '../order-fixtures.js';
import { withOrdersLocale } from '../story-decorators.js';
import { ReturnForm, type ReturnFormProps } from './return-form.js';

/** Sends like the demo store: the photos upload in a few steps, then the request is done. */
function StatefulReturnForm({ onSubmit, isPending, progress, ...props }: ReturnFormProps) {
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (!isSending) return undefined;
    const timer = setInterval(() => {
      setSent((previous) => {
        if (previous >= 1) {
          setIsSending(false);
          return 0;
        }
        return Math.min(1, previous + 0.2);
      });
    }, 400);
    return () => clearInterval(timer);
  }, [isSending]);
  return (
    <ReturnForm
      {...props}
      isPending={isPending || isSending}
      progress={isSending ? sent : progress}
      onSubmit={(input) => {
        onSubmit(input);
        setIsSending(true);
      }}
    />
  );
}

const meta = {
  title: 'orders/ReturnForm',
  component: ReturnForm,
  decorators: [withOrdersLocale],
  args: { items: finishedOrder.items, onSubmit: fn(), isPending: false },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <StatefulReturnForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ReturnForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeItems: Story = {};
export const OneBottle: Story = { args: { items: [oudItem] } };
export const NoImages: Story = { args: { items: [datesItem] } };
export const Sending: Story = { args: { isPending: true, progress: 0.6 } };
export const Refused: Story = {
  args: { error: 'تعذّر إرسال طلب الإرجاع، يرجى المحاولة مرة أخرى' },
};
export const English: Story = {
  args: { error: 'The return window of this order has closed' },
  globals: { locale: 'en' },
};
