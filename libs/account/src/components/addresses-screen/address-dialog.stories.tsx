import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal } from '@matjar/api-client/testing';
import { STORY_API_URL, withCustomerStore } from '@matjar/auth/testing';
import { locationsFixture } from '../account-fixtures.js';
import { withAccountLocale } from '../story-decorators.js';
import { AddressDialog } from './address-dialog.js';
import { StoryAddressForm, addressAnswers } from './story-address-form.js';

// The customer's store (withCustomerStore) gives the session, the query cache and the toasts.
const meta = {
  title: 'account/AddressDialog',
  component: AddressDialog,
  decorators: [withCustomerStore, withAccountLocale],
  args: {
    editing: { mode: 'add' },
    onClose: () => undefined,
    renderAddressForm: (form) => <StoryAddressForm {...form} />,
  },
  parameters: { customerStore: { answers: addressAnswers } },
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Add new address": the app's form in the dialog; saving shows a toast and closes it. */
export const Adding: Story = {};

/** "Edit address": the form starts from the saved address. */
export const Editing: Story = {
  args: { editing: { mode: 'edit', location: locationsFixture[0]! } },
};

export const EditingInEnglish: Story = {
  args: { editing: { mode: 'edit', location: locationsFixture[0]! } },
  globals: { locale: 'en' },
};

/** The store refuses the address: the form says why and keeps every field. */
export const SaveRefused: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.create, refusal('لا نوصل إلى هذا الحي بعد')),
        ...addressAnswers,
      ],
    },
  },
};
