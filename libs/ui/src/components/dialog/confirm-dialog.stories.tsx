import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { ConfirmDialog } from './confirm-dialog.js';

interface SavedAddress {
  name: string;
}

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog<SavedAddress>,
  args: {
    subject: { name: 'المنزل' },
    onCancel: fn(),
    onConfirm: fn(),
    title: 'حذف العنوان',
    description: (address: SavedAddress) => `سيُحذف عنوان «${address.name}» من عناوينك المحفوظة.`,
    confirmLabel: 'حذف',
  },
} satisfies Meta<typeof ConfirmDialog<SavedAddress>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before an address is deleted; "Cancel" follows the page's language. */
export const Open: Story = {};

export const English: Story = {
  args: {
    subject: { name: 'Home' },
    title: 'Delete the address?',
    description: (address: SavedAddress) =>
      `The address “${address.name}” will be removed from your saved addresses.`,
    confirmLabel: 'Delete',
  },
  globals: { locale: 'en' },
};

/** Opened from a list's delete button, as the account's pages do. */
export const FromAList: Story = {
  args: { subject: undefined },
  render: function FromAListStory(args) {
    const [deleting, setDeleting] = useState<SavedAddress>();
    return (
      <>
        <Button variant="ghost" onClick={() => setDeleting({ name: 'العمل' })}>
          حذف «العمل»
        </Button>
        <ConfirmDialog
          {...args}
          subject={deleting}
          onCancel={() => setDeleting(undefined)}
          onConfirm={(address) => {
            args.onConfirm(address);
            setDeleting(undefined);
          }}
        />
      </>
    );
  },
};
