import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import { ContinueAsVisitor } from './continue-as-visitor.js';

const meta = {
  title: 'auth/ContinueAsVisitor',
  component: ContinueAsVisitor,
  args: { onContinue: fn() },
  decorators: [(Story) => <AuthFlowsProviders>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof ContinueAsVisitor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};
export const English: Story = {
  decorators: [(Story) => <AuthFlowsProviders locale="en">{Story()}</AuthFlowsProviders>],
};
