import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChangePhoneForm } from './change-phone-form.js';
import { PhoneCodeForm } from './phone-code-form.js';
import { signedInState, withProfileProviders } from './profile-test-providers.js';

const meta = {
  title: 'auth/ChangePhoneForm',
  component: ChangePhoneForm,
  args: { onCodeSent: fn() },
  parameters: { auth: signedInState },
  decorators: [withProfileProviders],
} satisfies Meta<typeof ChangePhoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPhone: Story = {};

export const CodeEntry: Story = {
  render: () => <PhoneCodeForm />,
  parameters: { auth: { ...signedInState, newPhone: '551234567' } },
};

export const CodeEntryEnglish: Story = {
  render: () => <PhoneCodeForm />,
  globals: { locale: 'en' },
  parameters: { auth: { ...signedInState, newPhone: '551234567' } },
};
