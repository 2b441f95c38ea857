import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { Button } from '@matjar/ui';
import { walletSummaryMessages } from '../wallet-summary/messages.js';
import { walletFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { RechargeDialog, type RechargeDialogProps } from './recharge-dialog.js';

/** The dialog with its own open state, and a button to open it again once closed. */
function StatefulRechargeDialog({
  open: initialOpen,
  onOpenChange,
  ...props
}: RechargeDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {intl.formatMessage(walletSummaryMessages.recharge)}
      </Button>
      <RechargeDialog
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
  title: 'wallet/RechargeDialog',
  component: RechargeDialog,
  decorators: [withWalletLocale],
  args: {
    open: true,
    onOpenChange: fn(),
    min: walletFixture.charge_min,
    max: walletFixture.charge_max,
    onSubmit: fn(),
    isPending: false,
  },
  render: (args) => <StatefulRechargeDialog {...args} />,
} satisfies Meta<typeof RechargeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's usual bounds: every quick amount is offered. */
export const EnteringAnAmount: Story = {};

/** Narrow bounds: only the quick amounts within them are offered. */
export const NarrowBounds: Story = { args: { min: 100, max: 300 } };

/** The payment is being started. */
export const StartingPayment: Story = { args: { isPending: true } };

/** The store could not start the payment. */
export const Refused: Story = {
  args: { error: 'تعذّر بدء عملية الدفع، حاول مرة أخرى' },
};

export const English: Story = { globals: { locale: 'en' } };
