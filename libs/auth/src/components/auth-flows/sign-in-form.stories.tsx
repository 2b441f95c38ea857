import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import { SignInForm } from './sign-in-form.js';

const meta = {
  title: 'auth/SignInForm',
  component: SignInForm,
  args: {
    onSignedIn: fn(),
    onNeedActive: fn(),
    onNeedCompleteInfo: fn(),
    forgotPasswordLink: <a href="#restore">…</a>,
  },
  decorators: [(Story) => <AuthFlowsProviders>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPhone: Story = { args: { defaultPhone: '501234567' } };
export const English: Story = {
  decorators: [(Story) => <AuthFlowsProviders locale="en">{Story()}</AuthFlowsProviders>],
};
