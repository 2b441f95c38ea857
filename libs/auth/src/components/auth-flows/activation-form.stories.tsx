import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActivationForm } from './activation-form.js';
import { AuthFlowsProviders } from './auth-flows-providers.js';

const meta = {
  title: 'auth/ActivationForm',
  component: ActivationForm,
  args: { phone: '501234567', onActivated: fn(), onNeedCompleteInfo: fn() },
  decorators: [(Story) => <AuthFlowsProviders>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof ActivationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownRunning: Story = {};
export const ResendReady: Story = { args: { resendAfterSeconds: 0 } };
export const English: Story = {
  decorators: [(Story) => <AuthFlowsProviders locale="en">{Story()}</AuthFlowsProviders>],
};
