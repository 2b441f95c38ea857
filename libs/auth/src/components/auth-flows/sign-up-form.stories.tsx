import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFlowsProviders } from './auth-flows-providers.js';
import { SignUpForm } from './sign-up-form.js';

const meta = {
  title: 'auth/SignUpForm',
  component: SignUpForm,
  args: { termsHref: '/termsAndConditions', onSignedUp: fn() },
  decorators: [(Story) => <AuthFlowsProviders seedCities>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};
export const English: Story = {
  decorators: [
    (Story) => (
      <AuthFlowsProviders locale="en" seedCities>
        {Story()}
      </AuthFlowsProviders>
    ),
  ],
};
