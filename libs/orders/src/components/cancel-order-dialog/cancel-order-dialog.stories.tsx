import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import type { CancelReason } from '@matjar/api-client';
import { Button } from '@matjar/ui';
import { orderActionsMessages } from '../order-details/messages.js';
import { withOrdersLocale } from '../story-decorators.js';
import { CancelOrderDialog, type CancelOrderDialogProps } from './cancel-order-dialog.js';

/** The reasons the demo store offers, in Arabic as the server sends them to an Arabic page. */
const arabicReasons: CancelReason[] = [
  { id: 1, name: 'طلبت بالخطأ' },
  { id: 2, name: 'وجدت سعرًا أفضل في مكان آخر' },
  { id: 3, name: 'تأخر موعد التوصيل' },
  { id: 4, name: 'أرغب في تعديل المنتجات' },
];

const englishReasons: CancelReason[] = [
  { id: 1, name: 'I ordered by mistake' },
  { id: 2, name: 'I found a better price elsewhere' },
  { id: 3, name: 'The delivery takes too long' },
  { id: 4, name: 'I want to change the products' },
];

/** The dialog with its own open state, and a button to open it again once closed. */
function StatefulCancelOrderDialog({
  open: initialOpen,
  onOpenChange,
  ...props
}: CancelOrderDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage(orderActionsMessages.cancel)}
      </Button>
      <CancelOrderDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'orders/CancelOrderDialog',
  component: CancelOrderDialog,
  decorators: [withOrdersLocale],
  args: {
    open: true,
    onOpenChange: fn(),
    reasons: arabicReasons,
    onConfirm: fn(),
    isPending: false,
  },
  render: (args) => <StatefulCancelOrderDialog {...args} />,
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingAReason: Story = {};

/** The reasons are still loading. */
export const LoadingReasons: Story = { args: { reasons: undefined } };

/** The store offers no reasons: only "Other reason". */
export const OnlyOtherReason: Story = { args: { reasons: [] } };

/** The cancel is being sent. */
export const Cancelling: Story = { args: { isPending: true } };

/** The store refused the cancel. */
export const Refused: Story = {
  args: { error: 'لا يمكن إلغاء الطلب بعد بدء تجهيزه' },
};

export const English: Story = {
  args: { reasons: englishReasons },
  globals: { locale: 'en' },
};
