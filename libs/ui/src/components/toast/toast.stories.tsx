import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { type ToastOptions, ToastProvider, useToast } from './toast.js';

interface RaiseToastProps extends ToastOptions {
  /** The label of the button that raises the toast. */
  triggerLabel: string;
}

function RaiseToast({ triggerLabel, ...options }: RaiseToastProps) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{triggerLabel}</Button>;
}

const meta = {
  title: 'ui/Toast',
  component: RaiseToast,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { triggerLabel: 'أضف إلى السلة', title: 'أُضيف المنتج إلى السلة', variant: 'success' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
} satisfies Meta<typeof RaiseToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Info: Story = {
  args: {
    triggerLabel: 'تتبع الطلب',
    variant: 'info',
    title: 'طلبك في الطريق',
    description: 'سيصلك المندوب خلال 30 دقيقة تقريبًا.',
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: {
    triggerLabel: 'ادفع الآن',
    variant: 'error',
    title: 'تعذّر إتمام الدفع',
    description: 'لم يُخصم أي مبلغ من بطاقتك. حاول مرة أخرى.',
  },
};

export const WithAction: Story = {
  args: {
    triggerLabel: 'احذف من السلة',
    variant: 'info',
    title: 'حُذف المنتج من السلة',
    action: { label: 'تراجع', onClick: fn() },
  },
};

export const StaysUntilClosed: Story = {
  args: {
    triggerLabel: 'احفظ العنوان',
    variant: 'success',
    title: 'حُفظ العنوان',
    description: 'يبقى هذا الإشعار حتى تغلقه.',
    duration: Infinity,
  },
};
