import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFlowsProviders, citiesAnswered } from './auth-flows-providers.js';
import { SignUpForm } from './sign-up-form.js';

const meta = {
  title: 'auth/SignUpForm',
  component: SignUpForm,
  args: { cities: citiesAnswered(), termsHref: '/termsAndConditions', onSignedUp: fn() },
  decorators: [(Story) => <AuthFlowsProviders>{Story()}</AuthFlowsProviders>],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};
export const English: Story = {
  decorators: [(Story) => <AuthFlowsProviders locale="en">{Story()}</AuthFlowsProviders>],
};
