import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { Button } from '@matjar/ui';
import { bankAccountsFixture, walletFixture } from '../wallet-fixtures.js';
import { withWalletLocale } from '../story-decorators.js';
import { withdrawDialogMessages } from './messages.js';
import { WithdrawDialog, type WithdrawDialogProps } from './withdraw-dialog.js';

/** The dialog with its own open state, and a button to open it again once closed. */
function StatefulWithdrawDialog({
  open: initialOpen,
  onOpenChange,
  ...props
}: WithdrawDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage(withdrawDialogMessages.title)}
      </Button>
      <WithdrawDialog
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
  title: 'wallet/WithdrawDialog',
  component: WithdrawDialog,
  decorators: [withWalletLocale],
  args: {
    open: true,
    onOpenChange: fn(),
    balance: walletFixture.balance,
    accounts: bankAccountsFixture,
    onSubmit: fn(),
    isPending: false,
  },
  render: (args) => <StatefulWithdrawDialog {...args} />,
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved accounts; the first is chosen until the customer picks. */
export const SavedAccounts: Story = {};

/** No saved account: the fields of another account show at once. */
export const AnotherAccount: Story = { args: { accounts: [] } };

/** The saved accounts are still loading. */
export const LoadingAccounts: Story = { args: { accounts: undefined } };

/** The request is being sent. */
export const Sending: Story = { args: { isPending: true } };

/** The store refused the request; what was typed stays. */
export const Refused: Story = {
  args: { error: 'لديك طلب سحب قيد المراجعة، انتظر حتى تتم معالجته' },
};

export const English: Story = {
  args: { accounts: [] },
  globals: { locale: 'en' },
};
