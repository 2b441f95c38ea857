import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { withAccountLocale } from '../story-decorators.js';
import { STORY_API_URL, never, withCustomerStore } from '@matjar/auth/testing';
import { AddressesScreen } from './addresses-screen.js';
import { addressAnswers as answers, pageOf, StoryAddressForm } from './story-address-form.js';

const meta = {
  title: 'account/AddressesScreen',
  component: AddressesScreen,
  decorators: [withCustomerStore, withAccountLocale],
  args: { renderAddressForm: (form) => <StoryAddressForm {...form} /> },
  parameters: { customerStore: { answers } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <AddressesScreen {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The saved addresses with "Add new address" above them: adding or editing one opens the dialog
 * around the app's form; a toast says when the store has saved it.
 */
export const Addresses: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** No saved address yet: the empty state offers to add the first. */
export const Empty: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.locations.list, success(pageOf([]))), ...answers],
    },
  },
};

/** The phone is not activated: the customer is asked to activate it before saving addresses. */
export const PhoneNotActivated: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.list, {
          key: 'needActive',
          msg: 'فعّل رقم جوالك أولًا',
          data: null,
        }),
        ...answers,
      ],
    },
  },
};

/** The store refuses a new address: the dialog's form says so and keeps what was typed. */
export const SaveRefused: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.create, refusal('لا نوصل إلى هذا الحي بعد')),
        ...answers,
      ],
    },
  },
};

/** The addresses are on their way: a skeleton holds their place. */
export const Loading: Story = {
  parameters: {
    customerStore: {
      answers: [answerCall(STORY_API_URL, calls.locations.list, never), ...answers],
    },
  },
};

/** The store failed to give the addresses: the screen offers to try again. */
export const StoreDown: Story = {
  parameters: {
    customerStore: {
      answers: [
        answerCall(STORY_API_URL, calls.locations.list, refusal('Server error', 'exception')),
        ...answers,
      ],
    },
  },
};
