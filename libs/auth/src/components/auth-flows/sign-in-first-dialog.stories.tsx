import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import { SignInFirstDialog } from './sign-in-first-dialog.js';

const meta = {
  title: 'auth/SignInFirstDialog',
  component: SignInFirstDialog,
  args: { open: true, onOpenChange: fn(), onSignIn: fn() },
  decorators: [(Story) => <AuthFlowsProviders>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof SignInFirstDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const English: Story = {
  decorators: [(Story) => <AuthFlowsProviders locale="en">{Story()}</AuthFlowsProviders>],
};
