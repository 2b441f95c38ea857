import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import { RestorePasswordForm } from './restore-password-form.js';

const meta = {
  title: 'auth/RestorePasswordForm',
  component: RestorePasswordForm,
  args: { onRestored: fn() },
  decorators: [(Story) => <AuthFlowsProviders>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof RestorePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneStep: Story = {};
export const English: Story = {
  args: { defaultPhone: '501234567' },
  decorators: [(Story) => <AuthFlowsProviders locale="en">{Story()}</AuthFlowsProviders>],
};
